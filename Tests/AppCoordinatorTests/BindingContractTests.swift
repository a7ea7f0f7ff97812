import AuthFlow
import FeedFlow
import Foundation
import LinkRouting
import Observation
import SettingsFlow
import Testing

@testable import AppCoordinator

/// What SwiftUI does to the coordinators, done here on Linux: each write goes through a
/// `ReferenceWritableKeyPath`, as `$coordinator.path` and friends do, and
/// `withObservationTracking` shows which flows each write notifies.
@MainActor
@Suite("Binding contract")
struct BindingContractTests {
  /// Which observed parts of the app changed after a write.
  struct Notified: Equatable {
    var feed = false
    var settings = false
    var signIn = false
    var root = false
  }

  private func launched(signedIn: Bool = false) throws -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()
    if signedIn {
      try app.open("navlab://article/1/author")
      try app.tap("button.login")
      try app.open("navlab://feed")
    }
    return app
  }

  /// Performs `write` and reports which parts a view observing each flow would redraw.
  private func observe(_ app: AppCoordinator, during write: () -> Void) -> Notified {
    let flags = (feed: Flag(), settings: Flag(), signIn: Flag(), root: Flag())
    withObservationTracking({ _ = app.feed.state }, onChange: { flags.feed.raise() })
    withObservationTracking({ _ = app.settings.state }, onChange: { flags.settings.raise() })
    withObservationTracking({ _ = app.signIn.state }, onChange: { flags.signIn.raise() })
    withObservationTracking({ _ = app.rootScreen }, onChange: { flags.root.raise() })
    write()
    return Notified(
      feed: flags.feed.isRaised, settings: flags.settings.isRaised,
      signIn: flags.signIn.isRaised, root: flags.root.isRaised)
  }

  /// Writes `value` through `keyPath`, as a SwiftUI binding does.
  private func bind<Root: AnyObject, Value>(
    _ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>, _ value: Value
  ) {
    root[keyPath: keyPath] = value
  }

  @Test func swipeBackShortensThePathAndNotifiesOnlyThatFlow() throws {
    let app = try launched(signedIn: true)
    try app.open("navlab://article/7/author")
    let notified = observe(app) { bind(app.feed, \.path, [.article(7)]) }
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(notified == Notified(feed: true))
  }

  @Test func navigationLinkAppendPushesTheRouteAndNotifiesOnlyThatFlow() throws {
    let app = try launched()
    let notified = observe(app) { bind(app.feed, \.path, [.article(3)]) }
    #expect(app.visible.screen.id == "screen.article.3")
    #expect(notified == Notified(feed: true))
  }

  @Test func gatedAppendAsAGuestParksTheStackAndShowsLogin() throws {
    let app = try launched()
    try app.tap("row.article.7")
    let notified = observe(app) { bind(app.feed, \.path, [.article(7), .author(101)]) }
    #expect(app.visible.screen.id == "screen.login")
    #expect(app.feed.path == [.article(7)])
    #expect(notified.root && !notified.feed && !notified.settings)
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.author.101")
  }

  @Test func gatedAppendSignedInPushesTheAuthor() throws {
    let app = try launched(signedIn: true)
    try app.tap("row.article.7")
    let notified = observe(app) { bind(app.feed, \.path, [.article(7), .author(101)]) }
    #expect(app.visible.screen.id == "screen.author.101")
    #expect(notified == Notified(feed: true))
  }

  @Test(arguments: [
    [FeedRoute.article(7), .author(102)], [.article(11)], [.author(101)],
    [.article(3), .article(4)],
  ])
  func appendOfAnInvalidStackChangesNothingAndNotifiesNoOne(value: [FeedRoute]) throws {
    let app = try launched(signedIn: true)
    let start = value.count > 1 ? [value[0]] : []
    if !start.isEmpty { app.feed.path = start }
    let before = app.snapshot
    let notified = observe(app) { bind(app.feed, \.path, value) }
    #expect(app.snapshot == before)
    #expect(notified == Notified())
  }

  @Test func sheetSwipedDownClosesAndANonNilWriteIsRefused() throws {
    let app = try launched()
    try app.tap("row.article.2")
    try app.tap("button.share")
    #expect(app.feed[.sheet] == .share)
    let notified = observe(app) { bind(app.feed, \.[.sheet], nil) }
    #expect(app.visible.screen.id == "screen.article.2")
    #expect(notified == Notified(feed: true))

    let refused = observe(app) { bind(app.feed, \.[.sheet], .share) }
    #expect(app.feed[.sheet] == nil)
    #expect(refused == Notified())
  }

  @Test func shareSheetClosedByItsButtonThenWrittenNilChangesNothingAndNotifiesNoOne() throws {
    let app = try launched()
    try app.tap("row.article.2")
    try app.tap("button.share")
    try app.feed.closeShare()  // the sheet's close button
    let before = app.snapshot
    let notified = observe(app) { bind(app.feed, \.[.sheet], nil) }
    #expect(app.snapshot == before)
    #expect(notified == Notified())
    #expect(app.visible.screen.id == "screen.article.2")
  }

  @Test func refusalAlertWhoseButtonRanItsActionIgnoresTheLateFalseAndNotifiesNoOne() throws {
    let app = try launched()
    try app.open("navlab://account")
    try app.tap("button.signin")
    app.signIn.username = "suspended"
    try app.tap("button.login")
    let drawn = try #require(app.signIn[.alert])  // what the alert was drawn presenting
    try app.signIn.acknowledge()  // Button("OK")'s action
    let before = app.snapshot
    let notified = observe(app) { bind(app.signIn, \.[isPresented: drawn], false) }
    #expect(app.snapshot == before)
    #expect(notified == Notified())
    #expect(app.visible.screen.id == "screen.login")
  }

  @Test func textFieldEditSetsTheNameAndNotifiesOnlySignIn() throws {
    let app = try launched()
    try app.open("navlab://account")
    try app.tap("button.signin")
    let notified = observe(app) { bind(app.signIn, \.username, "newcomer") }
    #expect(app.visible.screen.element("field.username")?.label == "newcomer")
    #expect(notified == Notified(signIn: true))
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.agreement")
  }

  @Test func alertBindingSetToNilClosesTheRefusal() throws {
    let app = try launched()
    try app.open("navlab://account")
    try app.tap("button.signin")
    app.signIn.username = "suspended"
    try app.tap("button.login")
    #expect(app.signIn[.alert] != nil)
    let notified = observe(app) { bind(app.signIn, \.[isPresented: app.signIn[.alert]], false) }
    #expect(app.visible.screen.id == "screen.login")
    #expect(notified == Notified(signIn: true))
  }

  @Test func tabSelectionWriteSelectsTheTabWithoutTouchingAnyStack() throws {
    let app = try launched()
    try app.tap("row.article.5")
    let notified = observe(app) { bind(app, \.selectedTabID, "settings") }
    #expect(app.visible.screen.id == "screen.settings")
    #expect(notified == Notified())
    bind(app, \.selectedTabID, "feed")
    bind(app, \.selectedTabID, "feed")
    #expect(app.visible.screen.id == "screen.article.5", "reselecting by binding does not pop")
    bind(app, \.selectedTabID, "nowhere")
    #expect(app.selectedTabID == "feed")
  }

  @Test func tabSelectionWriteUnderASheetChangesNothing() throws {
    let app = try launched()
    try app.tap("row.article.5")
    try app.tap("button.share")
    bind(app, \.selectedTabID, "settings")
    #expect(app.selectedTabID == "feed")
    #expect(app.visible.screen.id == "screen.share.5")
  }

  /// The gated-append contract as a check a binding must pass, so that a binding that skips the
  /// gate can be shown to fail it.
  private func gatedAppendProblems(_ write: (FeedCoordinator, [FeedRoute]) -> Void) throws
    -> [String]
  {
    let app = try launched()
    try app.tap("row.article.7")
    write(app.feed, [.article(7), .author(101)])
    var problems: [String] = []
    if app.visible.screen.id != "screen.login" { problems.append("login is not shown") }
    if app.holdsGatedRoute { problems.append("a gated route is on a stack while signed out") }
    return problems
  }

  @Test func bindingPassesTheGatedAppendContractAndOneThatSkipsTheGateFailsIt() throws {
    #expect(try gatedAppendProblems { feed, value in bind(feed, \.path, value) } == [])
    let skipping = try gatedAppendProblems { feed, value in
      var state = feed.state
      state.path = value
      feed.replaceState(with: state, PackageAccess())
    }
    #expect(skipping == ["login is not shown", "a gated route is on a stack while signed out"])
  }
}

/// What the SwiftUI article's views read to build themselves.
@MainActor
@Suite("Views built from the app")
struct ViewSetupTests {
  @Test func rootTabsAndFlowsAreReadableAsTheArticleUsesThem() throws {
    let app = AppCoordinator()
    #expect(app.rootScreen == .splash)
    app.finishLaunch()
    #expect(app.rootScreen == .main)
    #expect(app.tabIDs.starts(with: [FeedCoordinator.id, SettingsCoordinator.id]))
    #expect(app.visible.tabBar.map(\.id) == app.tabIDs.map { "tab.\($0)" })
    #expect(app.flow(FeedCoordinator.self) === app.feed)
    try app.open("navlab://account")
    try app.tap("button.signin")
    #expect(app.rootScreen == .login)
    #expect(app.signIn.username == "reader")
  }

  @Test func onOpenURLHandsTheURLToTheAppLikeItsText() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    let url = try #require(URL(string: "navlab://article/4"))
    try app.open(url)
    #expect(app.visible.screen.id == "screen.article.4")
    let bad = try #require(URL(string: "navlab://article/99"))
    #expect(throws: LinkError.unknownID(kind: "article", id: 99, known: 1...10)) {
      try app.open(bad)
    }
  }
}

/// The sidebar's `List(selection:)` binding in regular width, as SwiftUI writes it.
@MainActor
@Suite("Binding contract: the sidebar selection")
struct SidebarSelectionBindingTests {
  private func launched(_ width: Width) -> AppCoordinator {
    let app = AppCoordinator()
    app.resize(to: width)
    app.finishLaunch()
    return app
  }

  @Test func sidebarWriteSelectsTheFlowWithoutTouchingAnyStack() throws {
    let app = launched(.regular)
    try app.tap("row.article.5")
    #expect(app.sidebarSelection == "feed")
    app.sidebarSelection = "settings"
    #expect(app.visible.screen.id == "screen.settings")
    #expect(app.visible.selectedTabID == "sidebar.settings")
    app.sidebarSelection = "feed"
    #expect(app.visible.screen.id == "screen.article.5")
  }

  @Test(arguments: [String?.none, "feed", "nowhere"])
  func deselectionReselectionOrAnUnknownIDChangesNothing(_ write: String?) throws {
    let app = launched(.regular)
    try app.tap("row.article.5")
    let document = app.document
    app.sidebarSelection = write
    #expect(app.sidebarSelection == "feed")
    #expect(app.visible.screen.id == "screen.article.5")
    #expect(app.document == document)
  }

  @Test func sidebarWriteInCompactWidthOrUnderASheetChangesNothing() throws {
    let compact = launched(.compact)
    compact.sidebarSelection = "settings"
    #expect(compact.visible.screen.id == "screen.feed")
    let covered = launched(.regular)
    try covered.tap("row.article.5")
    try covered.tap("button.share")
    covered.sidebarSelection = "settings"
    #expect(covered.sidebarSelection == "feed")
    #expect(covered.visible.screen.id == "screen.share.5")
  }
}
