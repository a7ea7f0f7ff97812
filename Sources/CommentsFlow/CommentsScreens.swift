import LinkRouting

/// The headless description of every Comments screen.
enum CommentsScreens {
  static let articleRowPrefix = "row.comments."
  static let commentRowPrefix = "row.comment."
  static let fieldID = "field.comment"
  /// The close control every Comments screen shows: a presented flow is a sheet, and a sheet on
  /// macOS has no swipe, so this is its one way out there (its Escape key, as the button with
  /// the cancel action).
  static let close = ScreenElement(.button, id: "button.close", label: "Close", onTap: .closes)
  /// What the explorer types into the comment: nothing, and one word, so that the field adds
  /// one state per new-comment screen and no more.
  static let exploredComments = ["", "Thanks"]

  static let list = Screen(
    id: "screen.comments", title: "Comments",
    elements: CommentsRoute.articleIDs.map {
      ScreenElement(.row, id: articleRowPrefix + "\($0)", label: "Article \($0)")
    } + [close])

  /// Each article's comments screen, and each of its comments' screens, made once: the
  /// explorer draws one for most states it reaches, and making one formats its ids again.
  private static let commentsScreens = CommentsRoute.articleIDs.map(makeComments(onArticle:))
  private static let commentScreens = CommentsRoute.articleIDs.map { article in
    CommentsRoute.commentIDs.map { makeComment($0, onArticle: article) }
  }

  static func comments(onArticle article: Int) -> Screen {
    let articles = CommentsRoute.articleIDs
    guard articles.contains(article) else { return makeComments(onArticle: article) }
    return commentsScreens[article - articles.lowerBound]
  }

  static func comment(_ comment: Int, onArticle article: Int) -> Screen {
    let articles = CommentsRoute.articleIDs
    let comments = CommentsRoute.commentIDs
    guard articles.contains(article), comments.contains(comment) else {
      return makeComment(comment, onArticle: article)
    }
    return commentScreens[article - articles.lowerBound][comment - comments.lowerBound]
  }

  private static func makeComments(onArticle article: Int) -> Screen {
    Screen(
      id: "screen.comments.\(article)", title: "Comments on Article \(article)",
      elements: CommentsRoute.commentIDs.map {
        ScreenElement(.row, id: commentRowPrefix + "\($0)", label: "Comment \($0)")
      } + [ScreenElement(.button, id: "button.new", label: "Write a comment"), close])
  }

  private static func makeComment(_ comment: Int, onArticle article: Int) -> Screen {
    Screen(
      id: "screen.comment.\(article).\(comment)", title: "Comment \(comment)",
      elements: [
        ScreenElement(.text, id: "text.body", label: "Comment \(comment) on Article \(article)"),
        close,
      ])
  }

  /// Each article's new-comment screen with nothing typed, made once for the same reason.
  private static let emptyNewScreens = CommentsRoute.articleIDs.map {
    makeNew(onArticle: $0, draft: "")
  }

  static func new(onArticle article: Int, draft: String) -> Screen {
    let articles = CommentsRoute.articleIDs
    guard draft.isEmpty, articles.contains(article) else {
      return makeNew(onArticle: article, draft: draft)
    }
    return emptyNewScreens[article - articles.lowerBound]
  }

  private static func makeNew(onArticle article: Int, draft: String) -> Screen {
    Screen(
      id: "screen.new-comment.\(article)", title: "New comment",
      elements: [
        ScreenElement(.textField, id: fieldID, label: draft, exploredValues: exploredComments),
        ScreenElement(.button, id: "button.post", label: "Post"),
        close,
      ])
  }

  /// The id `id` ends with after `prefix`, such as 7 for `row.comments.7`.
  static func id(in id: String, after prefix: String) -> Int? {
    guard id.hasPrefix(prefix) else { return nil }
    return Int(id.dropFirst(prefix.count))
  }
}
