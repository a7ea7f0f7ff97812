import LinkRouting

/// The Comments links: `navlab://comments`, `navlab://comments/N` and
/// `navlab://comments/N/write`.
public enum CommentsLinks: LinkGrammar {
  /// The Comments link forms.
  public static let forms = [
    "navlab://comments", "navlab://comments/N", "navlab://comments/N/write",
  ]

  /// Reads the list, a thread, or writing on a thread; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [CommentsRoute]? {
    guard link.host == "comments" else { return nil }
    guard !link.segments.isEmpty else { return [] }
    let id = try link.id(at: 0)
    guard CommentsRoute.ids.contains(id) else {
      throw .unknownID(kind: "thread", id: id, known: CommentsRoute.ids)
    }
    guard link.segments.count > 1 else { return [.thread(id)] }
    guard link.segments[1] == "write" else {
      throw .unknownDestination((["comments"] + link.segments).joined(separator: "/"))
    }
    try link.expectSegments(2)
    return [.thread(id), .write]
  }

  /// The link of the top screen: the list, a thread, or writing on it.
  public static func link(for stack: [CommentsRoute]) -> DeepLink? {
    switch (stack.first, stack.last) {
    case (nil, _): DeepLink(host: "comments")
    case (.thread(let id)?, .write?): DeepLink(host: "comments", segments: ["\(id)", "write"])
    case (.thread(let id)?, _): DeepLink(host: "comments", segments: ["\(id)"])
    default: nil
    }
  }
}
