import LinkRouting

/// The Thread links: `navlab://thread`, `navlab://thread/N` and
/// `navlab://thread/N/write`.
public enum ThreadLinks: LinkGrammar {
  /// The Thread link forms.
  public static let forms = [
    "navlab://thread", "navlab://thread/N", "navlab://thread/N/write",
  ]

  /// Reads the list, a thread, or writing on a thread; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [ThreadRoute]? {
    guard link.host == "thread" else { return nil }
    guard !link.segments.isEmpty else { return [] }
    let id = try link.id(at: 0)
    guard ThreadRoute.ids.contains(id) else {
      throw .unknownID(kind: "thread", id: id, known: ThreadRoute.ids)
    }
    guard link.segments.count > 1 else { return [.thread(id)] }
    guard link.segments[1] == "write" else {
      throw .unknownDestination((["thread"] + link.segments).joined(separator: "/"))
    }
    try link.expectSegments(2)
    return [.thread(id), .write]
  }

  /// The link of the top screen: the list, a thread, or writing on it.
  public static func link(for stack: [ThreadRoute]) -> DeepLink? {
    switch (stack.first, stack.last) {
    case (nil, _): DeepLink(host: "thread")
    case (.thread(let id)?, .write?): DeepLink(host: "thread", segments: ["\(id)", "write"])
    case (.thread(let id)?, _): DeepLink(host: "thread", segments: ["\(id)"])
    default: nil
    }
  }
}
