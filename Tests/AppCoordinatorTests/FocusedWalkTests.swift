import FeedFlow
import LinkRouting
import SettingsFlow
import TestFlows
import Testing

@testable import AppCoordinator

/// The focused walk, which tells states apart by what is in sight, against the exhaustive walk,
/// which tells them apart by every tab's state.
@MainActor
@Suite("Focused walk")
struct FocusedWalkTests {
  /// The apps compared: the product, and the product with the Inbox test tab and the Comments
  /// flow presented over it.
  enum Assembly: String, CaseIterable {
    case product, withPresentedFlow

    @MainActor
    func app() throws -> AppCoordinator {
      switch self {
      case .product: AppCoordinator()
      case .withPresentedFlow: try appWithComments()
      }
    }
  }

  /// The focused views the walk reached, walking `app` from its launch, then putting it back.
  private func views(
    of app: AppCoordinator, depth: Int, signedIn: Bool, exhaustive: Bool, midStack: Bool = false
  ) -> Set<AppCoordinator.Snapshot> {
    let launch = app.snapshot
    defer { app.snapshot = launch }
    var walk = Walk(app: app, signedIn: signedIn, exhaustive: exhaustive, midStack: midStack)
    walk.run(depth: depth)
    #expect(walk.report.violation == nil, "\(String(describing: walk.report.violation))")
    return walk.views
  }

  @Test(arguments: Assembly.allCases, [false, true])
  func focusedWalkReachesEveryViewTheExhaustiveWalkReaches(
    _ assembly: Assembly, signedIn: Bool
  ) throws {
    let app = try assembly.app()
    let exhaustive = views(of: app, depth: 4, signedIn: signedIn, exhaustive: true)
    let focused = views(of: app, depth: 4, signedIn: signedIn, exhaustive: false)
    let midStack = views(of: app, depth: 4, signedIn: signedIn, exhaustive: false, midStack: true)

    #expect(exhaustive.count > 100)
    #expect(exhaustive.subtracting(focused).count == 0, "views only the exhaustive walk reaches")
    #expect(focused.subtracting(exhaustive).count == 0, "views only the focused walk reaches")
    // The walk started mid-stack checks transitions with other tabs away from their roots; it
    // starts elsewhere, so it need not reach the same views within the depth.
    #expect(!midStack.isEmpty)
  }

  @Test(arguments: [false, true])
  func focusedWalkKeepsFewerStatesThanTheExhaustiveWalkAndTheSameVerdict(signedIn: Bool) {
    let focused = Explorer.explore(depth: 5, signedIn: signedIn)
    let exhaustive = Explorer.explore(depth: 5, signedIn: signedIn, exhaustive: true)
    #expect(focused.violation == nil)
    #expect(exhaustive.violation == nil)
    // The focused report counts both of its walks: at rest and mid-stack.
    #expect(focused.states < exhaustive.states * 2)
    #expect(focused.transitions < exhaustive.transitions)
  }

  @Test func midStackWalkStartsWithEveryTabAwayFromItsRoot() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    let actions = Explorer.leaveMidStack(app.flows, signedIn: false, focus: 0)
    #expect(
      actions.map(\.scriptLine) == [
        "open navlab://article/7", "open navlab://account", "tap tab.feed",
      ])
    for action in actions { #expect(action.perform(on: app), "\(action.scriptLine)") }
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.settings.path == [.account])
  }

  @Test func writeToTheFirstTabFromAnotherIsCaughtByTheWholeWalk() throws {
    let report = Explorer.explore(AccountLinkResettingFeedApp(), depth: 3, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "isolation")
    #expect(violation.script.last == "tap link.account")
    let replay = AccountLinkResettingFeedApp()
    replay.finishLaunch()
    try replay.run(Array(violation.script.dropLast()))
    #expect(!replay.app.feed.path.isEmpty, "the script first leaves Feed mid-stack")
  }

  @Test func linkThatResetsAnotherTabMidStackIsCaughtAsAnIsolationBreak() throws {
    for exhaustive in [false, true] {
      let report = Explorer.explore(
        LinkResettingApp(), depth: 3, signedIn: false, exhaustive: exhaustive)
      let violation = try #require(report.violation)
      #expect(violation.rule == "isolation")
      #expect(violation.detail.contains("changed the stack of 'settings'"), "\(violation.detail)")
      print("exhaustive \(exhaustive), shortest script:", violation.script)

      let replay = LinkResettingApp()
      replay.finishLaunch()
      try replay.run(Array(violation.script.dropLast()))
      let settingsBefore = replay.app.settings.path
      #expect(!settingsBefore.isEmpty, "the script first leaves Settings mid-stack")
      try replay.run(Array(violation.script.suffix(1)))
      #expect(replay.app.settings.path != settingsBefore)
      #expect(replay.visible.screen.id.hasPrefix("screen.article"))
    }
  }

  @Test func theSameLinkThatLeavesOtherTabsAloneBreaksNothing() {
    #expect(Explorer.explore(depth: 3, signedIn: false).violation == nil)
    let app = AppCoordinator()
    app.finishLaunch()
    #expect((try? app.open("navlab://account")) != nil)
    #expect((try? app.open("navlab://article/2")) != nil)
    #expect(app.settings.path == [.account])
  }

  @Test(arguments: [false, true])
  func walkingOneFlowGoesOnOnlyFromStatesThatShowIt(signedIn: Bool) throws {
    let whole = Explorer.explore(depth: 4, signedIn: signedIn)
    let settings = Explorer.explore(depth: 4, signedIn: signedIn, flow: "settings")
    let feed = Explorer.explore(depth: 4, signedIn: signedIn, flow: "feed")
    #expect(settings.violation == nil)
    #expect(feed.violation == nil)
    #expect(settings.states < feed.states)
    #expect(feed.states < whole.states)
  }

  @Test func faultInOneFlowIsFoundByWalkingThatFlowAndNotAnother() throws {
    let inFeed = Explorer.explore(GateLeakingApp(), depth: 4, signedIn: false, flow: "feed")
    #expect(inFeed.violation?.rule == "gate")
    #expect(inFeed.violation?.script == ["tap row.article.1", "tap button.author"])
    let inSettings = Explorer.explore(
      GateLeakingApp(), depth: 4, signedIn: false, flow: "settings")
    #expect(inSettings.violation == nil)
  }

  @Test func walkingOneFlowStartsOnItsTab() throws {
    let settings = Explorer.explore(depth: 1, signedIn: false, flow: "settings")
    #expect(settings.violation == nil)
    let report = Explorer.explore(
      AccountLinkResettingFeedApp(), depth: 2, signedIn: false, flow: "settings")
    let violation = try #require(report.violation)
    #expect(violation.rule == "isolation")
    #expect(violation.script.contains("tap tab.settings"), "\(violation.script)")
    #expect(violation.script.last == "tap link.account")
  }

  @Test func flowTheAppLacksIsReportedNamingTheFlowsItHas() throws {
    let report = Explorer.explore(depth: 2, signedIn: false, flow: "inbox")
    let violation = try #require(report.violation)
    #expect(violation.rule == "flow")
    #expect(violation.detail == "the app has no flow 'inbox'; its flows are feed, settings")
    #expect(report.states == 0)
  }
}

/// A test double whose links to Feed also reset the Settings stack when it is away from its
/// root: a fault only an interleaving shows, with Settings left mid-stack before the link.
@MainActor
final class LinkResettingApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    try super.open(text)
    guard app.visible.screen.id.hasPrefix("screen.article"), !app.settings.path.isEmpty else {
      return
    }
    var reset = app.settings.state
    reset.path = []
    app.settings.replaceState(with: reset, PackageAccess())
  }
}

/// A test double whose Settings account link also resets the Feed stack.
@MainActor
final class AccountLinkResettingFeedApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    defer {
      if id == "link.account" {
        var reset = app.feed.state
        reset.path = []
        app.feed.replaceState(with: reset, PackageAccess())
      }
    }
    try super.tap(id)
  }
}

/// A test double whose restoring drops the top of a Feed stack deeper than one screen.
@MainActor
final class RestoreDroppingApp: ForwardingApp {
  override func restore(from store: some StateStore) -> RestoreReport {
    let report = super.restore(from: store)
    if app.feed.path.count > 1 { app.feed.path.removeLast() }
    return report
  }
}

@MainActor
@Suite("Focused walk, restoration by flow")
struct FocusedRestorationTests {
  @Test(arguments: [false, true])
  func stackThatDoesNotRestoreWholeIsCaughtFlowByFlow(exhaustive: Bool) throws {
    let report = Explorer.explore(
      RestoreDroppingApp(), depth: 4, signedIn: true, exhaustive: exhaustive)
    let violation = try #require(report.violation)
    #expect(violation.rule == "restoration")
    #expect(violation.script.last == "open navlab://article/1/author")
    #expect(violation.detail.contains("author"), "\(violation.detail)")
    let correct = Explorer.explore(depth: 4, signedIn: true, exhaustive: exhaustive)
    #expect(correct.violation == nil)
  }
}

/// A test double whose signing in also resets the Settings stack.
@MainActor
final class SignInResettingSettingsApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    let onLogin = !app.isOnMain
    try super.tap(id)
    guard onLogin, app.isOnMain, !app.settings.path.isEmpty else { return }
    var reset = app.settings.state
    reset.path = []
    app.settings.replaceState(with: reset, PackageAccess())
  }
}

/// A test double that lets a link with a query past the gate, as a text-reading fault in `open`
/// would: only a link in capitals or with a query shows it.
@MainActor
final class QueryLeakingApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    guard text.contains("?"), app.isOnMain, let destination = app.linkTarget(text) else {
      return try super.open(text)
    }
    let session = app.session
    app.session.accountName = "leak"
    app.apply(destination)
    app.session = session
  }
}

@MainActor
@Suite("Focused walk, after review")
struct FocusedWalkReviewTests {
  @Test func tapOnLoginThatChangesAnotherTabIsCaughtAsAnIsolationBreak() throws {
    let report = Explorer.explore(SignInResettingSettingsApp(), depth: 3, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "isolation")
    #expect(violation.script.last == "tap button.login")
    let replay = SignInResettingSettingsApp()
    replay.finishLaunch()
    try replay.run(Array(violation.script.dropLast()))
    #expect(replay.visible.screen.id == "screen.login")
    #expect(!replay.app.settings.path.isEmpty, "Settings was mid-stack before signing in")
  }

  @Test func faultThatReadsTheLinkTextIsFoundThroughTheShoutedLink() throws {
    let report = Explorer.explore(QueryLeakingApp(), depth: 2, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "gate")
    #expect(violation.script.last?.contains("?") == true, "\(violation.script)")
  }

  @Test func walkingAPresentedFlowWalksTheLoginItsGateShows() throws {
    let app = try appWithComments()
    let comments = try #require(app.flows.firstIndex { $0.id == "comments" })
    var walk = Walk(app: app, signedIn: false, exhaustive: false, flow: comments)
    walk.run(depth: 3)
    #expect(walk.report.violation == nil)
    let parkedOnComments = walk.views.filter {
      guard case .login(let parked?) = app.snapshotRoots.value(numbered: $0.root) else {
        return false
      }
      return parked.destination.flow == comments
    }
    #expect(!parkedOnComments.isEmpty)
    // Going on from login, the walk signs in and shows the parked comments.
    #expect(walk.views.contains { $0.session.isSignedIn && $0.presentedFlow == comments })
  }
}

/// A test double whose restoring of a deep Feed stack also opens the account screen in Settings.
@MainActor
final class RestoreWritingAcrossApp: ForwardingApp {
  override func restore(from store: some StateStore) -> RestoreReport {
    let report = super.restore(from: store)
    if app.feed.path.count > 1 { app.settings.path = [.account] }
    return report
  }
}

@MainActor
@Suite("Focused walk, restoration of one flow writing another")
struct FocusedRestorationAcrossTests {
  @Test func restoringOneStackThatChangesAnotherTabIsCaught() throws {
    let report = Explorer.explore(RestoreWritingAcrossApp(), depth: 3, signedIn: true)
    let violation = try #require(report.violation)
    #expect(violation.rule == "restoration")
    #expect(violation.script.last == "open navlab://article/1/author")
  }
}
