import LinkRouting

/// Owns the Feed tab's navigation: the article list, articles, authors, and what an article
/// presents: the share sheet, the photo's cover, the reading-options popover, and the report
/// sheet, whose cancel over typed text the app's discard alert asks about.
///
/// Views call its intents (``showArticle(_:)``, ``showAuthor()``, ``share()``, ``showPhoto()``,
/// ``showOptions()``, ``report()`` and the ones that close each), bind
/// ``/LinkRouting/FlowCoordinator/path``, the sheets (`$feed[.sheet]`), the cover
/// (`$feed[.fullScreenCover]`), the popover (`$feed[.popover]`) and the report's
/// ``reportText``; ``tap(_:in:)`` and ``type(_:into:in:)`` map each
/// element of a headless screen to the same intents. The gate it inherits is asked before an
/// author screen is pushed.
public final class FeedCoordinator: Coordinator<FeedState>, TabFlow {
  /// What is presented over the top article, else the top article or author, else the article
  /// list.
  public func screen(for session: Session) -> Screen {
    if let top = state.presented.top, case .article(let article)? = state.path.last {
      switch top {
      case .share: return FeedScreens.share(article: article)
      case .photo: return FeedScreens.photo(article: article)
      case .options: return FeedScreens.options(article: article)
      case .report(let text): return FeedScreens.report(article: article, text: text)
      }
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
    try presentOverArticle(.share, refusal: "no article is on top to share")
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

  /// The Feed's table from element to intent: a row opens its article, `button.author` the
  /// author, `button.comments` asks for the article's comments; `button.share`,
  /// `button.photo`, `button.options` and `button.report` present the share sheet, the photo,
  /// the reading options and the report; `button.close` closes the share sheet or the options,
  /// `button.done` the photo; the report's `button.send` sends it and `button.cancel` cancels
  /// it (with text typed, the app's discard alert asks first).
  ///
  /// - Throws: ``/LinkRouting/NavigationError`` when the element is not there or its intent is
  ///   refused.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch id {
    case "button.author": try showAuthor()
    case "button.comments": try showComments()
    case "button.share": try share()
    case "button.photo": try showPhoto()
    case "button.options": try showOptions()
    case "button.report": try report()
    case "button.close": try topPresentation == .options ? closeOptions() : closeShare()
    case "button.done": try closePhoto()
    case "button.send": try sendReport()
    case "button.cancel": try cancelReport()
    default:
      guard let article = FeedScreens.article(inRowID: id) else {
        throw .notTappable(id, screen: screen(for: session).id)
      }
      try showArticle(article)
    }
  }

  /// Types `text` into `field.report`, the report sheet's only field.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/noField(_:screen:)`` when the visible screen has
  ///   no field `id`.
  public func type(_ text: String, into id: String, in session: Session) throws(NavigationError) {
    try requireField(id, in: session)
    reportText = text
  }
}
