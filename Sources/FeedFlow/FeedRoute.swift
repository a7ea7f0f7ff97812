import LinkRouting

/// A screen pushed on the Feed tab's stack.
public enum FeedRoute: Route {
  /// Article `id`, one of the catalog's articles 1…10.
  case article(Int)
  /// The author `id` of some article; needs sign-in.
  case author(Int)

  /// Author screens need a signed-in account.
  public var requiresSignIn: Bool {
    if case .author = self { true } else { false }
  }

  /// An article opens from the feed or from its author's list; an author opens from one of
  /// their articles.
  public func canFollow(_ previous: FeedRoute?) -> Bool {
    switch (previous, self) {
    case (nil, .article(let id)):
      Catalog.articleIDs.contains(id)
    case (.author(let author), .article(let id)):
      Catalog.articleIDs.contains(id) && Catalog.authorID(ofArticle: id) == author
    case (.article(let article), .author(let id)):
      Catalog.authorID(ofArticle: article) == id
    default:
      false
    }
  }
}
