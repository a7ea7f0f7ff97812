import LinkRouting

/// A screen pushed on the Feed tab's stack.
public enum FeedRoute: Route {
  /// Article `id`, one of ``Catalog/articleIDs``.
  case article(Int)
  /// The author `id` of some article; needs sign-in.
  case author(Int)

  /// Author screens need a signed-in account.
  public var requiresSignIn: Bool {
    if case .author = self { true } else { false }
  }

  /// Whether the id names an article or author that exists.
  public var exists: Bool {
    switch self {
    case .article(let id): Catalog.articleIDs.contains(id)
    case .author(let id): Catalog.authorIDs.contains(id)
    }
  }
}
