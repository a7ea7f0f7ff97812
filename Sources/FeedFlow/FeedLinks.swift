import LinkRouting

/// The Feed's links: `navlab://feed`, `navlab://article/N` and `navlab://article/N/author`.
public enum FeedLinks: LinkGrammar {
  /// The Feed's link forms.
  public static let forms = ["navlab://feed", "navlab://article/N", "navlab://article/N/author"]

  /// Reads `feed`, `article/N` and `article/N/author`; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [FeedRoute]? {
    switch link.host {
    case "feed":
      try link.expectSegments(0)
      return []
    case "article":
      let id = try link.id(at: 0)
      guard Catalog.articleIDs.contains(id) else {
        throw .unknownID(kind: "article", id: id, known: Catalog.articleIDs)
      }
      guard link.segments.count > 1 else { return [.article(id)] }
      guard link.segments[1] == "author" else {
        throw .unknownDestination((["article"] + link.segments).joined(separator: "/"))
      }
      try link.expectSegments(2)
      return [.article(id), .author(Catalog.authorID(ofArticle: id))]
    default:
      return nil
    }
  }

  /// The link of the top article, or of the author with the article below it.
  public static func link(for stack: [FeedRoute]) -> DeepLink? {
    switch stack.last {
    case nil:
      return DeepLink(host: "feed")
    case .article(let id):
      return DeepLink(host: "article", segments: ["\(id)"])
    case .author:
      guard stack.count > 1, case .article(let id) = stack[stack.count - 2] else { return nil }
      return DeepLink(host: "article", segments: ["\(id)", "author"])
    }
  }
}
