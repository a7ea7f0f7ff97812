import LinkRouting
import Observation

/// Owns the Feed tab's navigation: the article list, articles, authors and the share sheet.
@Observable
@MainActor
public final class FeedCoordinator: FlowCoordinator {
  public var state: FeedState
  public var gate: @MainActor ([FeedRoute]) -> Bool = { _ in false }

  /// Creates the coordinator showing `state`.
  public init(state: FeedState = FeedState()) {
    self.state = state
  }

  public var breadcrumb: [String] {
    ["feed"] + state.path.map(\.crumb) + (state.sheet == nil ? [] : ["share"])
  }

  public func screen(for session: Session) -> Screen {
    if case .share(let article)? = state.sheet { return FeedScreens.share(article: article) }
    return state.path.last.map(FeedScreens.screen(for:)) ?? FeedScreens.feed
  }

  public func tap(_ id: String, in session: Session) -> Bool {
    guard screen(for: session).element(id)?.isTappable == true else { return false }
    switch (id, state.path.last) {
    case ("button.close", _):
      dismiss()
    case ("button.author", .article(let article)?):
      push(.author(Catalog.authorID(ofArticle: article)))
    case ("button.share", .article(let article)?):
      state.sheet = .share(article: article)
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
