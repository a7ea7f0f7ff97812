import LinkRouting

/// The Comments links: `navlab://comments` (the articles with comments), `navlab://comments/N`
/// (article N's comments) and `navlab://comments/N/new` (writing one, which needs sign-in).
public enum CommentsLinks: LinkGrammar {
  /// The Comments link forms.
  public static let forms = [
    "navlab://comments", "navlab://comments/N", "navlab://comments/N/new",
  ]

  /// Reads the list, an article's comments, or writing one; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [CommentsRoute]? {
    guard link.host == "comments" else { return nil }
    guard !link.segments.isEmpty else { return [] }
    let article = try link.id(at: 0)
    guard CommentsRoute.articleIDs.contains(article) else {
      throw .unknownID(kind: "article", id: article, known: CommentsRoute.articleIDs)
    }
    guard link.segments.count > 1 else { return [.article(article)] }
    guard link.segments[1] == "new" else {
      throw .unknownDestination((["comments"] + link.segments).joined(separator: "/"))
    }
    try link.expectSegments(2)
    return [.article(article), .new]
  }

  /// The link of the top screen: the list, an article's comments, or writing one.
  ///
  /// A single comment has none of its own, as the agreement screen has none.
  public static func link(for stack: [CommentsRoute]) -> DeepLink? {
    switch (stack.first, stack.last) {
    case (nil, _): DeepLink(host: "comments")
    case (.article(let id)?, .article?): DeepLink(host: "comments", segments: ["\(id)"])
    case (.article(let id)?, .new?): DeepLink(host: "comments", segments: ["\(id)", "new"])
    default: nil
    }
  }
}
