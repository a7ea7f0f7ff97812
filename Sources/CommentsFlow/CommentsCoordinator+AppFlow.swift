import LinkRouting

extension CommentsCoordinator {
  /// `comments`: the flow's place in link dispatch and error messages; a presented flow is
  /// never a key in the saved document.
  nonisolated public static let id = "comments"
  /// The Comments link grammar.
  public typealias Links = CommentsLinks

  /// The list of articles, an article's comments, a comment (article and comment id, each
  /// written `N`) and the new-comment screen.
  nonisolated public static let screenKinds = [
    "screen.comments", "screen.comments.N", "screen.comment.N.N", "screen.new-comment.N",
  ]

  /// One link of each form; writing a comment needs sign-in.
  nonisolated public static let exampleLinks = [
    LinkExample("navlab://comments", shows: "screen.comments"),
    LinkExample("navlab://comments/7", shows: "screen.comments.7"),
    LinkExample("navlab://comments/3/new", shows: "screen.new-comment.3", requiresSignIn: true),
  ]

  /// Comments links with a bad id, an unknown article or a wrong tail.
  nonisolated public static let malformedLinks = [
    "navlab://comments/0", "navlab://comments/11", "navlab://comments/x2",
    "navlab://comments/2/old", "navlab://comments/2/NEW", "navlab://comments/2/new/1",
  ]
}
