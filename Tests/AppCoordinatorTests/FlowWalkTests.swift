import FeedFlow
import LinkRouting
import ProductWalks
import SettingsFlow
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The walk of one flow at a time, which tells states apart by what that flow sees, against
/// the exhaustive walk, which tells them apart by every flow's state.
@MainActor
@Suite("Walk one flow at a time")
struct FlowWalkTests {
  /// The apps compared: the product; the product with the Inbox test tab and the Thread flow
  /// presented over it; the product with the Promo test tab, whose offers only a guest sees; and
  /// the product with the Gallery test tab, which presents one of every kind.
  enum Assembly: String, CaseIterable {
    case product, withPresentedFlow, withGuestOnlyScreens, withEveryPresentationKind

    @MainActor
    func app() throws -> AppCoordinator {
      switch self {
      case .product: AppCoordinator()
      case .withPresentedFlow: try appWithThread()
      case .withGuestOnlyScreens: try appWithPromo()
      case .withEveryPresentationKind: try appWithGallery()
      }
    }
  }

  /// Four exhaustive walks over the product and more: CI's explore step runs them.
  @Test(
    .enabled(if: Walks.heavy, "exhaustive walks of whole assemblies: NAVLAB_HEAVY_WALKS=1"),
    arguments: Assembly.allCases, [false, true])
  func everyStateTheExhaustiveWalkReachesIsOneEachFlowsWalkReaches(
    _ assembly: Assembly, signedIn: Bool
  ) throws {
    // One app for every walk, put back on its splash screen before each, so that the numbers
    // in the snapshots the walks keep mean the same states.
    let app = try assembly.app().explored
    let launch = app.snapshot
    let depth = 3
    var whole = Walk(app: app, signedIn: signedIn, scope: .whole)
    whole.run(depth: depth)
    // From a signed-in launch depth 3 is too shallow for Promo's offers, which show only to
    // guests, and `reachability` says so; the discard alert is three actions away (a new
    // comment's link, type, back). Every other rule must hold.
    // A walk of one flow needs four for its own discard alert (an article, report, type, cancel).
    let shallow = signedIn && assembly == .withGuestOnlyScreens ? "reachability" : nil
    let shallowForOneFlow = signedIn ? "reachability" : nil
    #expect(
      whole.report.violation?.rule == shallow, "\(String(describing: whole.report.violation))")
    let states = whole.found
    #expect(states.count > 100)
    var statesOfEveryFlow = 0
    for flow in app.flows.indices {
      app.snapshot = launch
      var walk = Walk(app: app, signedIn: signedIn, scope: .flow(flow))
      walk.run(depth: depth)
      statesOfEveryFlow += walk.report.states
      #expect(
        walk.report.violation == nil || walk.report.violation?.rule == shallowForOneFlow,
        "\(String(describing: walk.report.violation))")
      let views = walk.views
      let missed = states.filter { !views.contains(app.view(of: $0, from: flow)) }
      let flowID = app.flows[flow].id
      let example = missed.first.map { String(describing: $0) } ?? ""
      #expect(
        missed.isEmpty,
        "\(missed.count) states the exhaustive walk reaches are not seen by \(flowID): \(example)")
    }
    // Seeing every state the exhaustive walk sees, the walks of one flow keep fewer in all.
    #expect(statesOfEveryFlow < whole.report.states)
  }

  /// The product's whole walk to depth 6 against its walk by groups, on one device.
  ///
  /// From each launch, every state the whole walk reaches is, seen by each group, a state that
  /// group's walk reaches within the same depth. CI's heavy walks run it.
  @Test(
    .enabled(if: Walks.heavy, "the product's whole walk to depth 6: NAVLAB_HEAVY_WALKS=1"),
    arguments: [false, true])
  func everyStateTheWholeWalkReachesToDepthSixIsOneEachGroupsWalkReaches(signedIn: Bool) {
    let app = ExploredApp(AppCoordinator())
    let launch = app.snapshot
    let depth = 6
    var whole = Walk(app: app, signedIn: signedIn, scope: .whole)
    whole.run(depth: depth)
    #expect(whole.report.violation == nil, "\(String(describing: whole.report.violation))")
    let states = whole.found
    #expect(states.count > 10_000)
    let groups = Explorer.explore(depth: depth, signedIn: signedIn).groups
    #expect(groups.count == app.flows.count, "the product's flows are walked apart: \(groups)")
    for group in groups {
      let members = group.compactMap { id in app.flows.firstIndex { $0.id == id } }
      app.snapshot = launch
      var walk = Walk(
        app: app, signedIn: signedIn,
        scope: members.count == 1 ? .flow(members[0]) : .group(members))
      walk.run(depth: depth)
      let needed = walk.readWaitingExit
      if needed != .leftOut {
        // As `explore` does: walked again, telling apart which way out the alert holds.
        app.snapshot = launch
        walk = Walk(
          app: app, signedIn: signedIn,
          scope: members.count == 1 ? .flow(members[0]) : .group(members))
        walk.exactAsking = needed
        walk.run(depth: depth)
      }
      #expect(walk.readWaitingExit == .leftOut && walk.coupled == 0)
      #expect(walk.report.violation == nil, "\(String(describing: walk.report.violation))")
      var missed = 0
      var example: ExploredApp.Snapshot?
      for state in states {
        app.snapshot = state
        if !walk.seen.contains(walk.key(state)) {
          missed += 1
          example = example ?? state
        }
      }
      #expect(
        missed == 0,
        "\(missed) states the whole walk reaches are not seen by \(group): \(String(describing: example))"
      )
    }
  }

  @Test func guestOnlyStateLeftHiddenWhileSigningInElsewhereIsCaught() throws {
    let planted = try AppCoordinator(
      flows: AppCoordinator.productFlows + [.tab(PromoCoordinator<JoinBreakingPromo>.self)])
    // The walk of Promo alone, the one that sees the fault, is enough here, and cheaper: six
    // moves deep, as the planted faults walk it.
    let report = try PlantedFault.walk(named: "guest-only offer left hidden while signing in")
    let violation = try #require(report.violation)
    #expect(violation.rule == "restoration")
    #expect(violation.script.last == "tap button.join")
    let correct = Explorer.explore(try appWithPromo(), depth: 6, signedIn: false, flow: "promo")
    #expect(correct.violation == nil, "\(String(describing: correct.violation))")

    let replay = try AppCoordinator(flows: planted.flows)
    replay.finishLaunch()
    var before: VisibleScreen?
    for line in violation.script {
      if line == violation.script.last { before = replay.visible }
      #expect(
        try #require(ExplorerAction(scriptLine: line)).perform(on: replay.explored), "\(line)")
    }
    #expect(before?.screen.id.hasPrefix("screen.offer.") == true, "the script ends on an offer")
    #expect(replay.session.isSignedIn, "the script signs in with the offer left hidden")
    // No shorter script exists: two moves open an offer, signing in elsewhere takes two (a
    // gated link of another tab and the login button), one comes back to Promo and one joins.
    // The exhaustive walk agrees, at a cost this suite does not pay on every run.
    #expect(violation.script.count == 6, "\(violation.script)")
  }

  @Test func linkThatResetsAHiddenTabOnlyOnOneScreenIsCaught() throws {
    // ArticleFiveResettingApp, four moves deep, as the planted faults walk it.
    let report = try PlantedFault.walk(named: "link resets hidden Feed on article 5")
    let violation = try #require(report.violation)
    #expect(violation.rule == "isolation")
    #expect(violation.detail.contains("changed the stack of 'feed'"), "\(violation.detail)")
    #expect(violation.script.last?.hasPrefix("open navlab://") == true)
    let replay = ArticleFiveResettingApp()
    replay.finishLaunch()
    try replay.run(Array(violation.script.dropLast()))
    #expect(replay.app.feed.path.last == .article(5), "the script first leaves Feed on article 5")
    #expect(replay.focusedFlowIndex != 0, "with Feed out of sight")
    let exhaustive = Explorer.explore(
      ArticleFiveResettingApp(), depth: 4, signedIn: false, exhaustive: true)
    #expect(exhaustive.violation?.script.count == violation.script.count, "shortest script")
  }

  /// The exhaustive walk of the product with Inbox and Thread to depth 4 pins the shortest
  /// script: CI's explore step runs it; the plant itself is in `PlantedFaultTests`.
  @Test(.enabled(if: Walks.heavy, "an exhaustive walk to depth 4: NAVLAB_HEAVY_WALKS=1"))
  func presentedFlowThatWritesTheTabBelowIsCaught() throws {
    let report = Explorer.explore(BelowWritingThreadApp(), depth: 4, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "isolation")
    #expect(violation.script.last == "tap row.thread.2")
    let exhaustive = Explorer.explore(
      BelowWritingThreadApp(), depth: 4, signedIn: false, exhaustive: true)
    #expect(exhaustive.violation?.script.count == violation.script.count, "shortest script")
  }

  @Test func writeToTheFirstTabFromAnotherIsCaught() throws {
    // AccountLinkResettingFeedApp, three moves deep, as the planted faults walk it.
    let report = try PlantedFault.walk(named: "account link resets Feed")
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
    #expect(ProductWalks.report(depth: 3, signedIn: false).violation == nil)
    let app = AppCoordinator()
    app.finishLaunch()
    #expect((try? app.open("navlab://account")) != nil)
    #expect((try? app.open("navlab://article/2")) != nil)
    #expect(app.settings.path == [.account])
  }

  // The signed-in launch, a quarter of the guest's walk, shows the sum on every run.
  @Test(arguments: Walks.heavy([true], [false]))
  func walkingEveryFlowIsTheSumOfWalkingEachFlow(signedIn: Bool) throws {
    let whole = ProductWalks.report(depth: 4, signedIn: signedIn, exhaustive: false)
    let each = AppCoordinator().flows.map {
      ProductWalks.report(depth: 4, signedIn: signedIn, exhaustive: false, flow: $0.id)
    }
    #expect(each.count >= 2)
    #expect(each.allSatisfy { $0.violation == nil })
    #expect(each[1].states < each[0].states, "Settings is smaller than Feed")
    #expect(each.map(\.states).reduce(0, +) == whole.states)
  }

  @Test func faultInOneFlowIsFoundByWalkingThatFlowAndNotAnother() throws {
    let inFeed = Explorer.explore(GateLeakingApp(), depth: 4, signedIn: false, flow: "feed")
    #expect(inFeed.violation?.rule == "gate")
    #expect(inFeed.violation?.script == ["tap row.article.1", "tap button.author"])
    let inSettings = Explorer.explore(
      GateLeakingApp(), depth: 4, signedIn: false, flow: "settings")
    #expect(inSettings.violation == nil)
  }

  @Test func flowTheAppLacksIsReportedNamingTheFlowsItHas() throws {
    let app = try AppCoordinator(
      flows: [.tab(FeedCoordinator.self), .tab(SettingsCoordinator.self)])
    let report = Explorer.explore(app, depth: 2, signedIn: false, flow: "inbox")
    let violation = try #require(report.violation)
    #expect(violation.rule == "flow")
    #expect(violation.detail == "the app has no flow 'inbox'; its flows are feed, settings")
    #expect(report.states == 0)
  }

  @Test func walkThatReachesItsBudgetStopsAndSaysSo() throws {
    let report = Explorer.explore(depth: 8, signedIn: false, maxStates: 500)
    #expect(report.stoppedAtBudget == 500)
    #expect(report.states == 500)
    #expect(report.violation == nil)
    let map = Explorer.map(depth: 8, maxStates: 500)
    #expect(map.stoppedAtBudget == 500)
    #expect(ProductWalks.report(depth: 3, signedIn: false).stoppedAtBudget == nil)
  }
}

/// The product's tabs and the Promo test tab, whose offers only a guest reaches.
@MainActor
func appWithPromo() throws -> AppCoordinator {
  try AppCoordinator(
    flows: AppCoordinator.productFlows + [.tab(PromoCoordinator<CorrectPromo>.self)])
}

/// A test double whose Settings links also reset the Feed stack when Feed is hidden on
/// article 5: a fault only a walk that opens another flow's link with Feed hidden on that
/// screen shows.
@MainActor
final class ArticleFiveResettingApp: FeedAndSettingsApp {
  override func open(_ text: String) throws(LinkError) {
    let hiddenOnFive = app.feed.path.last == .article(5) && app.focusedFlowIndex != 0
    try super.open(text)
    guard hiddenOnFive, app.focusedFlowIndex == 1 else { return }
    var reset = app.feed.state
    reset.path = []
    app.feed.replaceState(with: reset, PackageAccess())
  }
}

/// A test double whose Thread, opening thread 2, also writes the tab below: it pushes
/// article 1 on Feed.
@MainActor
final class BelowWritingThreadApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { PresentedFlowTests.assembly }
  override func tap(_ id: String) throws(NavigationError) {
    try super.tap(id)
    guard id == "row.thread.2", app.presentedFlow != nil else { return }
    var written = app.feed.state
    written.path = [.article(1)]
    app.feed.replaceState(with: written, PackageAccess())
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
@Suite("Walk one flow at a time, restoration by flow")
struct FlowWalkRestorationTests {
  // The exhaustive walk signed in to depth 4 is CI's (`Walks.heavy`).
  @Test(arguments: Walks.heavy([false], [true]))
  func stackThatDoesNotRestoreWholeIsCaughtFlowByFlow(exhaustive: Bool) throws {
    let report = Explorer.explore(
      RestoreDroppingApp(), depth: 4, signedIn: true, exhaustive: exhaustive)
    let violation = try #require(report.violation)
    #expect(violation.rule == "restoration")
    #expect(violation.script.last == "open navlab://article/1/author")
    #expect(violation.detail.contains("author"), "\(violation.detail)")
    let correct = ProductWalks.report(depth: 4, signedIn: true, exhaustive: exhaustive)
    #expect(correct.violation == nil)
  }
}

/// A test double whose signing in also resets the Settings stack.
@MainActor
final class SignInResettingSettingsApp: FeedAndSettingsApp {
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
class QueryLeakingApp: ForwardingApp {
  /// Whether opening `text` now leaks past the gate.
  func leaks(_ text: String) -> Bool { text.contains("?") && app.isOnMain }

  override func open(_ text: String) throws(LinkError) {
    guard leaks(text), let destination = app.linkTarget(text) else {
      return try super.open(text)
    }
    let session = app.session
    app.session.accountName = "leak"
    app.apply(destination)
    app.session = session
  }
}

@MainActor
@Suite("Walk one flow at a time, after review")
struct FlowWalkReviewTests {
  @Test func tapOnLoginThatChangesAnotherTabIsCaughtAsAnIsolationBreak() throws {
    // SignInResettingSettingsApp, three moves deep, as the planted faults walk it.
    let report = try PlantedFault.walk(named: "sign-in resets Settings")
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
    let app = try appWithThread().explored
    let thread = try #require(app.flows.firstIndex { $0.id == "thread" })
    var walk = Walk(app: app, signedIn: false, scope: .flow(thread))
    walk.run(depth: 3)
    #expect(walk.report.violation == nil)
    let parkedOnThread = walk.views.filter {
      guard $0.stage >= 0, case .login(let parked?) = app.root(numbered: $0.stage)
      else { return false }
      return parked.destination.flow == thread
    }
    #expect(!parkedOnThread.isEmpty)
    // Going on from login, the walk signs in and shows the parked thread.
    #expect(
      walk.views.contains { app.session(numbered: $0.session).isSignedIn && $0.place == .inSight })
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
@Suite("Walk one flow at a time, restoration of one flow writing another")
struct FlowWalkRestorationAcrossTests {
  @Test func restoringOneStackThatChangesAnotherTabIsCaught() throws {
    let report = Explorer.explore(RestoreWritingAcrossApp(), depth: 3, signedIn: true)
    let violation = try #require(report.violation)
    #expect(violation.rule == "restoration")
    #expect(violation.script.last == "open navlab://article/1/author")
  }
}
