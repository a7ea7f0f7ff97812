import LinkRouting

/// Link forms, such as `navlab://article/N`: each `N` segment stands for an id.
///
/// What the link catalog (`navlab-shell links`), README's link table and the explorer's
/// `requests` rule group links by.
public enum LinkForm {
  /// The form of `link`: `navlab://article/N/author` for `navlab://Article/7/author?x=1`, or the
  /// link itself when it does not parse.
  ///
  /// - Parameter link: A link, in the `navlab://` form.
  /// - Returns: Its form.
  public static func of(_ link: String) -> String {
    guard let parsed = try? DeepLink(parsing: link) else { return link }
    let segments = parsed.segments.map { !$0.isEmpty && $0.allSatisfy(\.isNumber) ? "N" : $0 }
    return DeepLink(host: parsed.host, segments: segments).url
  }

  /// `form` with every `N` segment written as `id`: `navlab://article/7` for
  /// `navlab://article/N` and 7.
  package static func filled(_ form: String, id: Int) -> String {
    form.split(separator: "/", omittingEmptySubsequences: false)
      .map { $0 == "N" ? "\(id)" : String($0) }.joined(separator: "/")
  }

  /// `link`, a `navlab://` link, as a universal link on the app's first associated domain:
  /// `https://navlab.example/article/7` for `navlab://article/7`.
  ///
  /// - Parameter link: A link or a form, in the `navlab://` form.
  /// - Returns: The universal link, or `link` itself when it has no scheme.
  public static func universal(_ link: String) -> String {
    guard let slashes = link.range(of: "://") else { return link }
    return "https://" + AppCoordinator.associatedDomains[0] + "/" + link[slashes.upperBound...]
  }

  /// Whether `form` has an id segment.
  package static func hasID(_ form: String) -> Bool {
    form.split(separator: "/").contains("N")
  }
}
