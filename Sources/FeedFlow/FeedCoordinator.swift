import LinkRouting

/// Owns the Feed tab's navigation: the article list, articles, authors and the share sheet.
///
/// Views call its intents (``showArticle(_:)``, ``showAuthor()``, ``share()``,
/// ``closeShare()``) and bind ``/LinkRouting/FlowCoordinator/path`` and the share sheet
/// (`$feed[.sheet]`); ``tap(_:in:)`` maps each element of a headless screen to the same intents.
/// The gate it inherits is asked before an author screen is pushed.
public final class FeedCoordinator: Coordinator<FeedState>, TabFlow {
  /// The share sheet when presented, else the top article or author, else the article list.
  public func screen(for session: Session) -> Screen {
    if state.presented.top == .share, case .article(let article)? = state.path.last {
      return FeedScreens.share(article: article)
    }
    return state.path.last.map(FeedScreens.screen(for:)) ?? FeedScreens.feed
  }

  /// Opens article `id` from the list or from its author's screen.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when article `id` cannot follow the
  ///   top screen, or a sheet covers it.
  public func showArticle(_ id: Int) throws(NavigationError) {
    guard !isPresenting, push(.article(id)) else {
      throw .refused("article \(id) cannot open here")
    }
  }

  /// Opens the author of the article on top, through the gate: while signed out, the app parks
  /// it and shows login.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when no article is on top.
  public func showAuthor() throws(NavigationError) {
    guard !isPresenting, case .article(let article)? = state.path.last else {
      throw .refused("no article is on top to show the author of")
    }
    push(.author(Catalog.authorID(ofArticle: article)))
  }

  /// Presents the share sheet for the article on top.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when no article is on top, or the
  ///   sheet already shows.
  public func share() throws(NavigationError) {
    guard !isPresenting, case .article? = state.path.last else {
      throw .refused("no article is on top to share")
    }
    present(.share)
  }

  /// Asks the app for the comments on the article on top, by their link,
  /// `navlab://comments/N`: the Feed never imports the flow that shows them, and an app without
  /// one changes nothing.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when no article is on top, or a
  ///   sheet covers it.
  public func showComments() throws(NavigationError) {
    guard !isPresenting, case .article(let article)? = state.path.last else {
      throw .refused("no article is on top to show the comments of")
    }
    request(.open(DeepLink(host: "comments", segments: ["\(article)"])))
  }

  /// Closes the share sheet.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when it does not show.
  public func closeShare() throws(NavigationError) {
    guard close(.share) else { throw .refused("the share sheet is not showing") }
  }

  /// The Feed's table from element to intent: a row opens its article, `button.author` the
  /// author, `button.share` the share sheet, `button.close` closes it and `button.comments`
  /// asks for the article's comments.
  ///
  /// - Throws: ``/LinkRouting/NavigationError`` when the element is not there or its intent is
  ///   refused.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch id {
    case "button.author": try showAuthor()
    case "button.share": try share()
    case "button.close": try closeShare()
    case "button.comments": try showComments()
    default:
      guard let article = FeedScreens.article(inRowID: id) else {
        throw .notTappable(id, screen: screen(for: session).id)
      }
      try showArticle(article)
    }
  }
}
