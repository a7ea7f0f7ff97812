import LinkRouting
import Observation

/// Owns the Feed tab's navigation: the article list, articles, authors and the share sheet.
@Observable
@MainActor
public final class FeedCoordinator: TabFlow {
  /// The Feed stack and the share sheet.
  public var state: FeedState
  /// Asked before an author screen is pushed; set by the parent.
  public var gate: @MainActor ([FeedRoute]) -> Bool = { _ in false }
  /// Unused: the Feed asks nothing of the app but through its gate.
  public var request: @MainActor (AppRequest) -> Void = { _ in }

  /// Creates the coordinator showing the article list.
  public convenience init() {
    self.init(state: FeedState())
  }

  /// Creates the coordinator showing `state`.
  init(state: FeedState) {
    self.state = state
  }

  /// `feed`, then `article N` and `author M` for each pushed route, then `share`.
  public var breadcrumb: [String] {
    ["feed"] + state.path.map(\.crumb) + (state.sheet == nil ? [] : ["share"])
  }

  /// The share sheet when presented, else the top article or author, else the article list.
  public func screen(for session: Session) -> Screen {
    if state.sheet == .share, case .article(let article)? = state.path.last {
      return FeedScreens.share(article: article)
    }
    return state.path.last.map(FeedScreens.screen(for:)) ?? FeedScreens.feed
  }

  /// Rows push their article, `button.author` pushes the author through the gate, `button.share`
  /// presents the share sheet and `button.close` dismisses it.
  public func tap(_ id: String, in session: Session) -> Bool {
    guard screen(for: session).element(id)?.isTappable == true else { return false }
    switch (id, state.path.last) {
    case ("button.close", _):
      dismiss()
    case ("button.author", .article(let article)?):
      push(.author(Catalog.authorID(ofArticle: article)))
    case ("button.share", .article?):
      state.sheet = .share
    default:
      guard let article = FeedScreens.article(inRowID: id) else { return false }
      push(.article(article))
    }
    return true
  }
}

extension FeedRoute {
  fileprivate var crumb: String {
    switch self {
    case .article(let id): "article \(id)"
    case .author(let id): "author \(id)"
    }
  }
}
