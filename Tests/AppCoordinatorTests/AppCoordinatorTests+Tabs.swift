import Observation
import Synchronization
import Testing

@testable import AppCoordinator

extension AppCoordinatorTests {
  /// R1.
  @Test func tapRowShowsItsArticle() {
    let app = launchedApp()
    #expect(app.visible.screen.id == "screen.feed")
    #expect(app.tap("row.article.7"))
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.visible.selectedTabID == "tab.feed")
  }

  /// R2.
  @Test func backFromArticleShowsFeed() {
    let app = launchedApp()
    #expect(app.tap("row.article.7"))
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.back())
    #expect(app.visible.screen.id == "screen.feed")
  }

  @Test func tabsKeepTheirStacks() {
    let app = launchedApp()
    #expect(app.tap("row.article.7"))
    #expect(app.tap("tab.settings"))
    #expect(app.visible.screen.id == "screen.settings")
    #expect(app.tap("link.account"))
    #expect(app.tap("tab.feed"))
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.tap("tab.settings"))
    #expect(app.visible.screen.id == "screen.account")
  }

  @Test func reselectingTabPopsOnlyItToRoot() {
    let app = launchedApp()
    #expect(app.tap("tab.settings"))
    #expect(app.tap("link.account"))
    #expect(app.tap("tab.feed"))
    #expect(app.tap("row.article.7"))
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.tap("tab.feed"))
    #expect(app.visible.screen.id == "screen.feed")
    #expect(app.visible.selectedTabID == "tab.feed")
    #expect(app.tap("tab.settings"))
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

  @Test func feedPathChangeNotifiesOnlyFeedObservers() {
    let app = launchedApp()
    let (feedChanged, settingsChanged) = watchPaths(of: app)
    #expect(app.tap("row.article.7"))
    #expect(feedChanged.isRaised)
    #expect(!settingsChanged.isRaised)
  }

  @Test func settingsPathChangeNotifiesOnlySettingsObservers() {
    let app = launchedApp()
    #expect(app.tap("tab.settings"))
    let (feedChanged, settingsChanged) = watchPaths(of: app)
    #expect(app.tap("link.account"))
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
