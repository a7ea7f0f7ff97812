import AppCoordinator
import CommentsFlow
import FeedFlow
import LinkRouting
import Observation
import SettingsFlow
import Testing

/// What a SwiftUI view over main binds besides the stacks, through the public API alone (this
/// file imports AppCoordinator without `@testable`): the presented flow's sheet, written as
/// `.sheet(item: $app.presentedFlowSheet)` writes it, and the tab bar's titles.
@MainActor
@Suite("Binding contract: the presented flow and the tab bar")
struct PresentedFlowBindingTests {
  /// The product, with its Comments flow, launched as a guest on an article.
  private func launchedOnAnArticle() throws -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()
    try app.tap("row.article.4")
    return app
  }

  /// Writes `value` through `keyPath`, as a SwiftUI binding does, and reports which of the
  /// presented flow's sheet, the Feed's state and the Comments flow's state a view would redraw.
  private func bind<Value>(
    _ app: AppCoordinator, _ keyPath: ReferenceWritableKeyPath<AppCoordinator, Value>,
    _ value: Value
  ) throws -> (sheet: Bool, feed: Bool, comments: Bool) {
    let feed = try #require(app.flow(FeedCoordinator.self))
    let comments = try #require(app.flow(CommentsCoordinator.self))
    let flags = (sheet: Flag(), feed: Flag(), comments: Flag())
    withObservationTracking({ _ = app.presentedFlowSheet }, onChange: { flags.sheet.raise() })
    withObservationTracking({ _ = feed.state }, onChange: { flags.feed.raise() })
    withObservationTracking({ _ = comments.state }, onChange: { flags.comments.raise() })
    app[keyPath: keyPath] = value
    return (flags.sheet.isRaised, flags.feed.isRaised, flags.comments.isRaised)
  }

  @Test func linkPresentsTheFlowAsTheSheetsItemAndItsCoordinatorShowsIt() throws {
    let app = try launchedOnAnArticle()
    #expect(app.presentedFlowSheet == nil)
    try app.open("navlab://comments/2")
    let sheet = try #require(app.presentedFlowSheet)
    #expect(sheet.id == CommentsCoordinator.id)
    #expect(app.flow(CommentsCoordinator.self)?.path == [.article(2)])
    #expect(app.visible.screen.id == "screen.comments.2")
  }

  @Test func swipedDownItClosesWholeAndTheTabShowsAsItWas() throws {
    let app = try launchedOnAnArticle()
    let before = app.visible
    try app.open("navlab://comments/3/new")  // a guest: login, then the flow
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.new-comment.3")
    let notified = try bind(app, \.presentedFlowSheet, nil)
    #expect(notified == (sheet: true, feed: false, comments: true))
    #expect(app.presentedFlowSheet == nil)
    #expect(app.flow(CommentsCoordinator.self)?.path == [], "back at its root for next time")
    #expect(app.visible.screen == before.screen)
    #expect(app.visible.tabBar == before.tabBar)
  }

  @Test func writesThatWouldPresentAFlowChangeNothing() throws {
    let app = try launchedOnAnArticle()
    let before = app.visible
    let comments = try #require(app.flow(CommentsCoordinator.self))
    try app.open("navlab://comments/1")
    let shown = try #require(app.presentedFlowSheet)
    app.presentedFlowSheet = nil
    #expect(comments.path == [], "the swipe put it back at its root")

    let notified = try bind(app, \.presentedFlowSheet, shown)
    #expect(notified == (sheet: false, feed: false, comments: false))
    #expect(app.presentedFlowSheet == nil)
    #expect(app.visible == before)
  }

  @Test func nilWrittenWithNothingPresentedChangesNothing() throws {
    let app = try launchedOnAnArticle()
    let before = app.visible
    let notified = try bind(app, \.presentedFlowSheet, nil)
    #expect(notified == (sheet: false, feed: false, comments: false))
    #expect(app.visible == before)
  }

  @Test func tabTitlesAreEachTabsTitleInTabBarOrder() throws {
    let app = try AppCoordinator(flows: .feedSettingsAndComments)
    let tabs = app.flows.filter { $0.kind == .tab }
    #expect(tabs.map(\.id) == app.tabIDs)
    #expect(
      tabs.map(\.title) == [FeedCoordinator.title, SettingsCoordinator.title])
    app.finishLaunch()
    #expect(app.visible.tabBar.map(\.label) == tabs.map(\.title))
    let presented = app.flows.filter { $0.kind == .presented }
    #expect(presented.map(\.title) == [CommentsCoordinator.id], "no tab-bar item, so its id")
  }
}
