import LinkRouting
import Testing

@testable import FeedFlow

/// Each Feed intent refuses, with a reason and no change, where it does not apply.
@MainActor
@Suite struct FeedIntentTests {
  private func refuses(
    _ path: [FeedRoute], sheet: FeedPresentation? = nil,
    _ intent: (FeedCoordinator) throws(NavigationError) -> Void
  ) {
    let feed = FeedCoordinator(state: FeedState(path: path, sheet: sheet))
    feed.gate = { _ in true }
    let before = feed.state
    #expect(throws: NavigationError.self) { try intent(feed) }
    #expect(feed.state == before)
  }

  @Test func showAuthorWithNoArticleOnTopIsRefused() {
    refuses([]) { feed throws(NavigationError) in try feed.showAuthor() }
    refuses([.article(1), .author(101)]) { feed throws(NavigationError) in try feed.showAuthor() }
  }

  @Test func shareWithNoArticleOnTopOrTheSheetUpIsRefused() {
    refuses([]) { feed throws(NavigationError) in try feed.share() }
    refuses([.article(2)], sheet: .share) { feed throws(NavigationError) in try feed.share() }
  }

  @Test func closeShareWithNoSheetIsRefused() {
    refuses([.article(2)]) { feed throws(NavigationError) in try feed.closeShare() }
  }

  @Test(arguments: [([FeedRoute](), 11), ([.article(1), .author(101)], 2), ([.article(1)], 3)])
  func articleThatCannotFollowTheTopIsRefused(path: [FeedRoute], article: Int) {
    refuses(path) { feed throws(NavigationError) in try feed.showArticle(article) }
  }

  @Test func eachIntentDoesWhatItsButtonDoes() throws {
    let feed = FeedCoordinator()
    feed.gate = { _ in true }
    try feed.showArticle(1)
    try feed.share()
    #expect(feed.screen(for: Session()).id == "screen.share.1")
    try feed.closeShare()
    try feed.showAuthor()
    #expect(feed.path == [.article(1), .author(101)])
  }
}
