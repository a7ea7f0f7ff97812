import LinkRouting

/// Owns the Comments flow, presented as a sheet over the selected tab: the articles with
/// comments, an article's comments, one comment, and writing a new one.
///
/// Views call its intents (``showArticle(_:)``, ``showComment(_:)``, ``writeComment()``,
/// ``post()``), bind ``path`` and ``draft``; ``tap(_:in:)`` and ``type(_:into:in:)`` map each
/// element of a headless screen to the same intents. Another flow opens it by asking the app for
/// `navlab://comments/N`, never by importing it.
public final class CommentsCoordinator: Coordinator<CommentsState>, AppFlow {
  /// The text of the new comment, for a `TextField` binding; writing it types into
  /// `field.comment`, and only while the new-comment screen shows.
  public var draft: String {
    get { state.draft }
    set { if state.path.last == .new { state.draft = newValue } }
  }

  /// Whether the new-comment screen shows with text typed into it: the swipe that would close
  /// Comments is refused while it does.
  public var holdsInput: Bool { state.path.last == .new && !state.draft.isEmpty }

  /// The top of the stack, else the list of articles with comments.
  public func screen(for session: Session) -> Screen {
    guard case .article(let article)? = state.path.first else { return CommentsScreens.list }
    switch state.path.last {
    case .comment(let comment)?: return CommentsScreens.comment(comment, onArticle: article)
    case .new?: return CommentsScreens.new(onArticle: article, draft: state.draft)
    default: return CommentsScreens.comments(onArticle: article)
    }
  }

  /// Opens article `id`'s comments from the list.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the list is not on top or `id`
  ///   is not an article.
  public func showArticle(_ id: Int) throws(NavigationError) {
    guard push(.article(id)) else { throw .refused("article \(id)'s comments cannot open here") }
  }

  /// Opens comment `id` of the article on top.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when no article's comments are on
  ///   top or it has no comment `id`.
  public func showComment(_ id: Int) throws(NavigationError) {
    guard push(.comment(id)) else { throw .refused("comment \(id) cannot open here") }
  }

  /// Opens the new-comment screen over the article on top, through the gate: while signed out,
  /// the app parks it and shows login, and shows it after sign-in.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when no article's comments are on
  ///   top.
  public func writeComment() throws(NavigationError) {
    guard case .article? = state.path.last else {
      throw .refused("no article's comments are on top to comment on")
    }
    push(.new)
  }

  /// Posts the comment typed and goes back to the article's comments.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the new-comment screen is not
  ///   on top, or nothing is typed.
  public func post() throws(NavigationError) {
    guard state.path.last == .new else { throw .refused("no new comment is being written") }
    guard !state.draft.isEmpty else {
      throw .refused("the comment is empty; type it first (type \(CommentsScreens.fieldID) TEXT)")
    }
    state.path.removeLast()
  }

  /// Asks the app to close the flow, as `button.close` on every screen does
  /// (``/LinkRouting/AppRequest/dismissAll``): the app asks first while a comment is typed.
  public func close() { request(.dismissAll) }

  /// The Comments table from element to intent: a row opens an article's comments or a comment,
  /// `button.new` the new-comment screen and `button.post` posts it; `button.close`, on every
  /// screen, asks the app to close the flow (``/LinkRouting/AppRequest/dismissAll``), which asks
  /// first while a comment is typed.
  ///
  /// - Throws: ``/LinkRouting/NavigationError`` when the element is not there or its intent is
  ///   refused.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch id {
    case "button.new": try writeComment()
    case "button.post": try post()
    case "button.close": close()
    default:
      if let article = CommentsScreens.id(in: id, after: CommentsScreens.articleRowPrefix) {
        try showArticle(article)
      } else if let comment = CommentsScreens.id(in: id, after: CommentsScreens.commentRowPrefix) {
        try showComment(comment)
      } else {
        throw .notTappable(id, screen: screen(for: session).id)
      }
    }
  }

  /// Types `text` into `field.comment`, the new-comment screen's only field.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/noField(_:screen:)`` when the visible screen has
  ///   no field `id`.
  public func type(_ text: String, into id: String, in session: Session) throws(NavigationError) {
    try requireField(id, in: session)
    state.draft = text
  }
}
