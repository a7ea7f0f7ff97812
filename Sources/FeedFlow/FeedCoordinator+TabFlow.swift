import LinkRouting

extension FeedCoordinator {
  /// `feed`: the Feed tab's id, its tab-bar item `tab.feed` and its key in the saved document.
  nonisolated public static let id = "feed"
  /// `Feed`.
  nonisolated public static let title = "Feed"
  /// The Feed's link grammar.
  public typealias Links = FeedLinks

  /// The article list, an article, an author, and what an article presents: the share sheet,
  /// the photo's cover, the reading-options popover and the report sheet.
  nonisolated public static let screenKinds = [
    "screen.feed", "screen.article.N", "screen.author.N", "screen.share.N", "screen.photo.N",
    "popover.options.N", "screen.report.N",
  ]

  /// One link of each form; the author needs sign-in.
  nonisolated public static let exampleLinks = [
    LinkExample("navlab://feed", shows: "screen.feed"),
    LinkExample("navlab://article/7", shows: "screen.article.7"),
    LinkExample("navlab://article/3/author", shows: "screen.author.100", requiresSignIn: true),
  ]

  /// Feed links with a bad id, an unknown article or a wrong tail.
  nonisolated public static let malformedLinks = [
    "navlab://feed/extra", "navlab://article", "navlab://article/-1", "navlab://article/x7",
    "navlab://article/0", "navlab://article/11", "navlab://article/7/AUTHOR",
    "navlab://article/7/author/1", "navlab://article/99999999999999999999",
  ]

  /// An article's comments, which another flow shows (Comments, in the product); `button.comments`
  /// asks for them.
  nonisolated public static let requestedLinkForms = ["navlab://comments/N"]
}
