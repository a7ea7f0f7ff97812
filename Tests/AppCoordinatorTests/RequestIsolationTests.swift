import FeedFlow
import LinkRouting
import SettingsFlow
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// A request between flows (a flow asking the app for another flow's link) closes what the
/// asking flow shows, and leaves every other tab's presentations as they were; the `isolation`
/// rule judges the tap that asks so (ARCHITECTURE.md, "What a request closes").
///
/// The assembly is the product with a third tab, an Inbox whose list asks for the presented
/// Comments flow (`button.latest`, `navlab://comments/1`), as the Wallet tab asks for a
/// Receipt that holds typed input.
@MainActor
@Suite("Requests between flows")
struct RequestIsolationTests {
  nonisolated static let assembly =
    AppCoordinator.productFlows + [.tab(InboxCoordinator<WalletLikeInbox>.self)]

  /// The app on macOS with the Feed's photo pushed over article 1 (a cover shows as a push
  /// there, so the tab bar stays) and the Inbox selected.
  private func macOSAppWithThePhotoLeftInTheFeed() throws -> AppCoordinator {
    let app = try AppCoordinator(flows: Self.assembly, platform: .macOS)
    app.finishLaunch()
    try app.tap("row.article.1")
    try app.tap("button.photo")
    #expect(app.visible.screen.id == "screen.photo.1")
    try app.tap("tab.inbox")
    return app
  }

  @Test func aRequestFromAThirdTabLeavesTheFeedsPushedPhotoOnMacOS() throws {
    let app = try macOSAppWithThePhotoLeftInTheFeed()
    try app.tap("button.latest")
    #expect(app.visible.screen.id == "screen.comments.1")
    #expect(app.flow(FeedCoordinator.self)?.isPresenting == true, "the Feed as the user left it")
  }

  @Test func aLinkFromOutsideStillClosesTheFeedsPushedPhoto() throws {
    let app = try macOSAppWithThePhotoLeftInTheFeed()
    try app.open("navlab://comments/1")
    #expect(app.visible.screen.id == "screen.comments.1")
    #expect(app.flow(FeedCoordinator.self)?.isPresenting == false)
  }

  @Test func aRequestClosesWhatTheAskingFlowPresents() throws {
    let app = try AppCoordinator(flows: PresentedFlowTests.assembly)
    app.finishLaunch()
    try app.open("navlab://message/2")
    try app.tap("button.login")
    try app.tap("button.reply")
    let inbox = try #require(app.flow(InboxCoordinator<CorrectInbox>.self))
    #expect(inbox.isPresenting)
    // The reply sheet shows its close only; the request goes as a tap of the message would.
    try app.tap("button.close")
    try app.tap("button.thread")
    #expect(app.visible.screen.id == "screen.thread.2")
    #expect(!inbox.isPresenting)
    #expect(inbox.state.path == [.message(2)])
  }

  // Four moves reach the request over the pushed photo: the article, the photo, the third
  // tab's item and its request. Every group on every device, a guest's and a signed-in user's,
  // in CI (`Walks.heavy`).
  @Test(.enabled(if: Walks.heavy), arguments: [false, true])
  func theDefaultWalkOfAThirdTabsRequestKeepsEveryRuleOnEveryDevice(signedIn: Bool) throws {
    let report = Explorer.explore(
      try AppCoordinator(flows: Self.assembly), depth: 5, signedIn: signedIn, devices: Device.all)
    #expect(report.violation == nil, "\(String(describing: report.violation))")
  }

  /// The app's code closing another tab's presentation on a request breaks isolation.
  ///
  /// The Feed's walk finds it: it takes the Inbox's moves while the Inbox is in sight, and the
  /// photo that tap closes is the Feed's own (the report's groups are Feed with Comments, and
  /// the Inbox, never walked with the Feed).
  @Test func aRequestThatClosesAnotherTabsPresentationBreaksIsolationOnMacOS() throws {
    let report = Explorer.explore(
      LinkLikeRequestApp(), depth: 4, signedIn: false,
      devices: [Device(platform: .macOS, width: .compact)])
    let violation = try #require(report.violation)
    #expect(violation.rule == "isolation")
    #expect(violation.script.contains("tap button.photo"))
    #expect(violation.script.contains("tap button.latest"))
  }

  /// The request applied as a link, as the app once did, breaks isolation too.
  ///
  /// It closes every presentation as a link does, in code that treats every flow alike. The
  /// Feed's walk finds it as above, where the photo closed is the walked flow's own; what alike
  /// code commands another flow, counted in a flow's own move, is what `ReselectClosingAsALinkApp`
  /// needs (ARCHITECTURE.md, "Flows walked by groups").
  @Test func aRequestAppliedAsALinkBreaksIsolationInTheDefaultWalkOnMacOS() throws {
    let report = Explorer.explore(
      LinkLikeRequestApp(counted: false), depth: 4, signedIn: false,
      devices: [Device(platform: .macOS, width: .compact)])
    let violation = try #require(report.violation)
    #expect(violation.rule == "isolation")
    #expect(violation.script.contains("tap button.latest"))
  }
}

/// A test double whose requests close every presentation, as a link does.
///
/// The third tab's `button.latest` closes the Feed's photo pushed on macOS, on a tab that is
/// not shown. By default it closes them flow by flow, as app-level code would; `counted: false` closes them
/// as the app closes them on a link.
///
/// Its app is the suite's assembly without Settings, which the fault neither reads nor needs:
/// the Feed whose photo it closes, the Comments the request opens and the Inbox that asks.
@MainActor
final class LinkLikeRequestApp: ForwardingApp {
  override class var assembly: [FlowRegistration] {
    RequestIsolationTests.assembly.filter { $0.id != SettingsCoordinator.id }
  }
  private var counted = true

  convenience init(counted: Bool) {
    self.init()
    self.counted = counted
  }

  override func fresh() -> Self {
    let fresh = super.fresh()
    fresh.counted = counted
    return fresh
  }

  override func tap(_ id: String) throws(NavigationError) {
    if id == "button.latest", !app.isAskingToDiscard, app.visible.screen.id == "screen.inbox" {
      if counted {
        for box in app.boxes { box.dismissAll() }
      } else {
        app.dismissAllPresentations()
      }
    }
    try super.tap(id)
  }
}
