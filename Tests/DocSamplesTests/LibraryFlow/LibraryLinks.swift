import LinkRouting

/// The Library links: `navlab://library` and `navlab://book/N`.
public enum LibraryLinks: LinkGrammar {
  /// The Library link forms.
  public static let forms = ["navlab://library", "navlab://book/N"]

  /// Reads `library` and `book/N`; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [LibraryRoute]? {
    switch link.host {
    case "library":
      try link.expectSegments(0)
      return []
    case "book":
      let id = try link.id(at: 0)
      guard LibraryRoute.bookIDs.contains(id) else {
        throw .unknownID(kind: "book", id: id, known: LibraryRoute.bookIDs)
      }
      try link.expectSegments(1)
      return [.book(id)]
    default:
      return nil
    }
  }

  /// `navlab://book/N` over a book, else `navlab://library`.
  public static func link(for stack: [LibraryRoute]) -> DeepLink? {
    switch stack.last {
    case nil: DeepLink(host: "library")
    case .book(let id): DeepLink(host: "book", segments: ["\(id)"])
    }
  }
}
