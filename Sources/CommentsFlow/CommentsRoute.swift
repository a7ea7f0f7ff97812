import LinkRouting

/// A screen pushed on the Comments stack; the list of articles with comments is its root.
public enum CommentsRoute: Route {
  /// The comments on article `id`, one of the Feed's articles 1…10.
  case article(Int)
  /// Comment `id`, one of 1…3, on the article below it.
  case comment(Int)
  /// Writing a new comment on the article below it; needs sign-in.
  case new

  /// The articles that have comments: the Feed's articles 1…10.
  ///
  /// Comments never imports the Feed, so it keeps the range itself; the two must agree, and
  /// `CommentsFlowTests` and the explorer's `requests` and `links` rules fail when they do not.
  static let articleIDs = 1...10
  /// The comments each article has.
  static let commentIDs = 1...3

  /// Writing a comment needs a signed-in account.
  public var requiresSignIn: Bool { self == .new }

  /// An article's comments open from the list; a comment and writing open from an article's
  /// comments.
  public func canFollow(_ previous: CommentsRoute?) -> Bool {
    switch (previous, self) {
    case (nil, .article(let id)): Self.articleIDs.contains(id)
    case (.article?, .comment(let id)): Self.commentIDs.contains(id)
    case (.article?, .new): true
    default: false
    }
  }
}
