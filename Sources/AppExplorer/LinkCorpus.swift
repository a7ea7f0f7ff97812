import AppCoordinator

/// The links the explorer opens: every link form with every id from 0 to 11 (so out-of-range and
/// unknown ids too), each flow's last example in capitals with a query, each flow's first example
/// as a universal link, every flow's own malformed links, and malformed links that no flow owns.
///
/// The walk opens one text of each destination in every state (``Walk``).
enum LinkCorpus {
  /// Whether `text` is a plain text, in lower case with no query and no fragment.
  ///
  /// The corpus' other texts of a destination, the shouted ones, are its second texts.
  static func isPlain(_ text: String) -> Bool {
    text == text.lowercased() && !text.contains("?") && !text.contains("#")
  }

  /// Links every app must reject, whatever its flows.
  static let malformed = [
    "http://feed", "navlab:feed", "navlab://", "navlab://nowhere", "navlab://article/%2e%2e",
    "navlab://user@feed", "navlab://feed:80", "https://evil.example/feed",
  ]

  /// The corpus for an app assembled from `flows`.
  static func links(for flows: [FlowRegistration]) -> [String] {
    let expanded = flows.flatMap(\.linkForms).flatMap { form in
      LinkForm.hasID(form) ? (0...11).map { LinkForm.filled(form, id: $0) } : [form]
    }
    let shouted: [String] = flows.compactMap(\.exampleLinks.last).map(\.link.shouted)
    let universal: [String] = flows.compactMap(\.exampleLinks.first).map {
      LinkForm.universal($0.link)
    }
    let all: [String] =
      expanded + shouted + universal + flows.flatMap(\.malformedLinks) + malformed
    var seen: Set<String> = []
    return all.filter { seen.insert($0).inserted }
  }
}

extension String {
  /// The link with scheme and host in capitals and a query and fragment after a trailing slash,
  /// all of which a link may carry: `NAVLAB://ARTICLE/7/author/?utm=1#top`.
  fileprivate var shouted: String {
    guard let slashes = range(of: "://") else { return self }
    let rest = self[slashes.upperBound...]
    let host = rest.prefix { $0 != "/" }
    return self[..<slashes.upperBound].uppercased() + host.uppercased() + rest.dropFirst(host.count)
      + "/?utm=1#top"
  }
}
