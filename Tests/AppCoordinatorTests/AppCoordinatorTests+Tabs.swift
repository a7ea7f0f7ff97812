import Observation
import Synchronization
import Testing

@testable import AppCoordinator

extension AppCoordinatorTests {
  /// R1.
  @Test func tapRowShowsItsArticle() throws {
    let app = launchedApp()
    #expect(app.visible.screen.id == "screen.feed")
    try app.tap("row.article.7")
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.visible.selectedTabID == "tab.feed")
  }

  /// R2.
  @Test func backFromArticleShowsFeed() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    #expect(app.visible.screen.id == "screen.article.7")
    try app.back()
    #expect(app.visible.screen.id == "screen.feed")
  }

  @Test func tabsKeepTheirStacks() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("tab.settings")
    #expect(app.visible.screen.id == "screen.settings")
    try app.tap("link.account")
    try app.tap("tab.feed")
    #expect(app.visible.screen.id == "screen.article.7")
    try app.tap("tab.settings")
    #expect(app.visible.screen.id == "screen.account")
  }

  @Test func reselectingTabPopsOnlyItToRoot() throws {
    let app = launchedApp()
    try app.tap("tab.settings")
    try app.tap("link.account")
    try app.tap("tab.feed")
    try app.tap("row.article.7")
    #expect(app.visible.screen.id == "screen.article.7")
    try app.tap("tab.feed")
    #expect(app.visible.screen.id == "screen.feed")
    #expect(app.visible.selectedTabID == "tab.feed")
    try app.tap("tab.settings")
    #expect(app.visible.screen.id == "screen.account")
  }

  /// Flags raised by the next change to each tab's path, registered as a view would observe it.
  private func watchPaths(of app: AppCoordinator) -> (feed: Flag, settings: Flag) {
    let feed = Flag()
    let settings = Flag()
    withObservationTracking {
      _ = app.feed.path
    } onChange: {
      feed.raise()
    }
    withObservationTracking {
      _ = app.settings.path
    } onChange: {
      settings.raise()
    }
    return (feed, settings)
  }

  @Test func feedPathChangeNotifiesOnlyFeedObservers() throws {
    let app = launchedApp()
    let (feedChanged, settingsChanged) = watchPaths(of: app)
    try app.tap("row.article.7")
    #expect(feedChanged.isRaised)
    #expect(!settingsChanged.isRaised)
  }

  @Test func linkToTheScreenThatShowsTellsNoObserverOfItsPath() throws {
    let app = launchedApp()
    let first = watchPaths(of: app)
    try app.open("navlab://article/7")
    #expect(first.feed.isRaised)
    #expect(app.visible.screen.id == "screen.article.7")
    let again = watchPaths(of: app)
    try app.open("navlab://article/7")
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(!again.feed.isRaised)
    #expect(!again.settings.isRaised)
  }

  @Test func settingsPathChangeNotifiesOnlySettingsObservers() throws {
    let app = launchedApp()
    try app.tap("tab.settings")
    let (feedChanged, settingsChanged) = watchPaths(of: app)
    try app.tap("link.account")
    #expect(settingsChanged.isRaised)
    #expect(!feedChanged.isRaised)
  }
}

/// Set once from an observation's change handler, which may run on any thread.
final class Flag: Sendable {
  private let raised = Mutex(false)

  func raise() { raised.withLock { $0 = true } }

  var isRaised: Bool { raised.withLock { $0 } }
}
