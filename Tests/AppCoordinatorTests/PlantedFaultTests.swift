import AuthFlow
import FeedFlow
import LinkRouting
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// A fault planted in a test double or a test flow, the rule that names it, and the walk that
/// finds it.
struct PlantedFault: Sendable, CustomTestStringConvertible {
  let name: String
  let rule: String
  var depth = 4
  var signedIn = false
  var flow: String?
  /// How many moves the shortest script takes, where a test pins it.
  var moves: Int?
  /// The platform and width the walk runs on.
  var device = Device.iPhone
  /// A fresh app with the fault, on its splash screen.
  let make: @MainActor @Sendable () throws -> any Explorable

  var testDescription: String { "\(name) breaks '\(rule)'" }

  static let all: [PlantedFault] = [
    PlantedFault(name: "author pushed around the gate", rule: "gate") { GateLeakingApp() },
    PlantedFault(name: "link with a query past the gate", rule: "gate", depth: 2) {
      QueryLeakingApp()
    },
    PlantedFault(name: "Feed rows reset Settings", rule: "isolation", depth: 3) {
      TabCouplingApp()
    },
    PlantedFault(name: "link resets hidden Feed on article 5", rule: "isolation") {
      ArticleFiveResettingApp()
    },
    PlantedFault(
      name: "presented flow writes the tab below", rule: "isolation", depth: 2, moves: 2
    ) { BelowWritingThreadApp() },
    PlantedFault(name: "account link resets Feed", rule: "isolation", depth: 3) {
      AccountLinkResettingFeedApp()
    },
    PlantedFault(name: "link resets Settings mid-stack", rule: "isolation", depth: 3) {
      LinkResettingApp()
    },
    PlantedFault(name: "sign-in resets Settings", rule: "isolation", depth: 3) {
      SignInResettingSettingsApp()
    },
    PlantedFault(
      name: "taps in a presented flow pop the tab below", rule: "isolation", depth: 3
    ) { UnderneathChangingApp() },
    PlantedFault(name: "restoring drops the top of Feed", rule: "restoration", signedIn: true) {
      RestoreDroppingApp()
    },
    PlantedFault(
      name: "restoring Feed opens the account", rule: "restoration", depth: 3, signedIn: true
    ) { RestoreWritingAcrossApp() },
    PlantedFault(name: "restoring relabels the article", rule: "restoration", depth: 2) {
      RelabelingRestoreApp()
    },
    PlantedFault(
      name: "guest-only offer left hidden while signing in", rule: "restoration", depth: 6,
      flow: "promo"
    ) {
      ExploredApp(
        try AppCoordinator(
          flows: AppCoordinator.productFlows + [.tab(PromoCoordinator<JoinBreakingPromo>.self)]))
    },
    PlantedFault(name: "back from an author pops the article too", rule: "coherence") {
      OverPoppingApp()
    },
    PlantedFault(name: "dismiss of the share sheet pops the article", rule: "dismissal") {
      DismissPoppingApp()
    },
    PlantedFault(
      name: "dismiss closes an alert", rule: "dismissal", flow: "gallery", moves: 4
    ) { AlertDismissingApp() },
    PlantedFault(
      name: "a swipe closes a full-screen cover", rule: "dismissal", depth: 3, flow: "gallery",
      moves: 3
    ) { CoverSwipingApp() },
    PlantedFault(
      name: "closing the popover loses the chained editor", rule: "dismissal", flow: "gallery",
      moves: 4
    ) { ChainLosingApp() },
    PlantedFault(
      name: "dismiss of a layer closes the one below too", rule: "dismissal", flow: "gallery",
      moves: 4
    ) { LayerOverClosingApp() },
    PlantedFault(name: "dismiss leaves the presented flow up", rule: "coherence", depth: 3) {
      StuckPresentationApp()
    },
    PlantedFault(
      name: "rejected link closes the presented flow", rule: "rejection", depth: 3
    ) { RejectionClosingApp() },
    PlantedFault(
      name: "a macOS close that also pops one level", rule: "platforms", moves: 2,
      device: Device(platform: .macOS, width: .compact)
    ) { MacClosePoppingApp() },
    PlantedFault(
      name: "a macOS close that lands on another sheet", rule: "platforms", moves: 2,
      device: Device(platform: .macOS, width: .regular)
    ) { MacCloseSharingApp() },
    PlantedFault(
      name: "a resize that drops a stack", rule: "resize", moves: 1,
      device: Device(platform: .iOS, width: .regular)
    ) { ResizeDroppingApp() },
    PlantedFault(name: "an article shows its share button twice", rule: "identifiers", moves: 1) {
      TwiceSharingApp()
    },
    PlantedFault(
      name: "a swipe closes Comments with a comment typed", rule: "dismissal", depth: 7,
      signedIn: true, flow: "comments"
    ) { SwipeLosingCommentApp() },
    PlantedFault(
      name: "a macOS window that drops the stack as it narrows", rule: "resize", moves: 1,
      device: Device(platform: .macOS, width: .compact)
    ) { MacNarrowingDroppingApp() },
    PlantedFault(name: "a window that cannot narrow again", rule: "resize", moves: 0) {
      StuckRegularApp()
    },
    PlantedFault(
      name: "a sidebar that pushes into itself", rule: "coherence", moves: 1,
      device: Device(platform: .iOS, width: .regular)
    ) { SelfPushingSidebarApp() },
    PlantedFault(
      name: "Settings showing an element twice in regular width", rule: "identifiers",
      depth: 2, moves: 1, device: Device(platform: .iOS, width: .regular)
    ) { RegularSettingsTwiceApp() },
    PlantedFault(
      name: "a cover whose close exists on iOS only", rule: "exits", flow: "gallery", moves: 2,
      device: Device(platform: .macOS, width: .compact)
    ) { MacTrappingViewerApp() },
    PlantedFault(name: "a close that leaves focus nowhere", rule: "focus", depth: 3, moves: 2) {
      FocusLosingApp()
    },
    PlantedFault(
      name: "a closure that keeps the viewer's coordinator", rule: "teardown", flow: "gallery",
      moves: 3
    ) { ViewerLeakingApp() },
    PlantedFault(name: "a link that drops the report's text", rule: "drafts", moves: 4) {
      ReportDroppingLinkApp()
    },
    PlantedFault(name: "a report's Send that leaves for Settings", rule: "drafts", moves: 4) {
      ReportSendLeavingApp()
    },
    // The dialog is Settings': its group alone, where the default walk finds the same violation
    // after the Feed's (`RealBugCorpusTests` walks the double so).
    PlantedFault(
      name: "a link over the sign-out dialog asks with a second alert", rule: "alerts",
      signedIn: true, flow: "settings", moves: 6
    ) { DialogGuardingApp() },
    PlantedFault(
      name: "Comments with no close on macOS", rule: "exits", depth: 2, moves: 1,
      device: Device(platform: .macOS, width: .compact)
    ) { MacTrappingCommentsApp() },
    PlantedFault(name: "a link to Feed's root ignored deep in Feed", rule: "landing", moves: 2) {
      RootLinkIgnoringApp()
    },
    PlantedFault(name: "a guest's gated link that parks nothing", rule: "landing", moves: 1) {
      ParkForgettingApp()
    },
    PlantedFault(name: "a sign-in that drops the parked stack", rule: "resume", depth: 5) {
      SignInDroppingParkedApp()
    },
    PlantedFault(name: "a login cancel that pops the tab under it", rule: "resume", moves: 2) {
      CancelPoppingApp()
    },
    PlantedFault(
      name: "a discard that carries a held link to the tab's root", rule: "landing", depth: 5
    ) {
      DiscardMisapplyingApp()
    },
    PlantedFault(name: "a share sheet's close that leaves it up", rule: "controls", moves: 3) {
      ShareKeepingCloseApp()
    },
    PlantedFault(name: "an accepted Photo button that does nothing", rule: "controls", moves: 2) {
      InertPhotoButtonApp()
    },
    PlantedFault(name: "a request for comments that shows their list", rule: "landing", moves: 2) {
      CommentsRequestMislandingApp()
    },
  ]
}

@MainActor
@Suite("Planted faults: each named by its rule, each replayed from its printed script")
struct PlantedFaultTests {
  @Test(arguments: PlantedFault.all)
  func plantIsReportedUnderItsRuleAndItsPrintedScriptReplaysTheBreak(
    _ plant: PlantedFault
  ) throws {
    let report = try explore(plant)
    let violation = try #require(report.violation)
    #expect(violation.rule == plant.rule, "\(violation.detail)")
    #expect(violation.device == plant.device)
    #expect(violation.replay.last == "check")
    // Every move is followed by what it shows, so that a replay that diverges stops there.
    let moves = violation.replay.filter { !$0.hasPrefix("#") && !$0.hasPrefix("expect ") }
    #expect(moves.dropLast() == violation.script[...])
    if let shortest = plant.moves {
      #expect(violation.script.count == shortest, "\(violation.script)")
    }

    let replayed = try replayPrintedScript(
      violation.replay, on: try plant.make(), device: plant.device)
    #expect(replayed?.rule == plant.rule, "\(String(describing: replayed))")
    #expect(replayed?.detail == violation.detail)
  }

  /// A fault that lives on one device is found in a walk of every device, where most of the
  /// walk is taken once for several devices and a state reached by a tab-bar item on one device
  /// and by the sidebar on another is walked once for both: the script it prints is the one of
  /// the device it names, and replays there.
  @Test(arguments: PlantedFault.all.filter { $0.device != .iPhone })
  func plantOfOneDeviceIsFoundByTheWalkOfEveryDeviceAndReplaysOnTheDeviceItNames(
    _ plant: PlantedFault
  ) throws {
    let report = Explorer.explore(
      try plant.make(), depth: plant.depth, signedIn: plant.signedIn, flow: plant.flow,
      devices: Device.all)
    let violation = try #require(report.violation)
    // Walked on both platforms, a fault that lives on one can be named first by the rule that
    // compares them.
    #expect([plant.rule, "platforms"].contains(violation.rule), "\(violation.detail)")
    let replayed = try replayPrintedScript(
      violation.replay, on: try plant.make(), device: violation.device)
    #expect(replayed?.rule == violation.rule, "\(violation.replay)")
    #expect(replayed?.detail == violation.detail)
  }

  /// The walk of every device checks the resize rule in one width of each platform, since a
  /// round trip from either width takes the same two resizes: a resize fault is still found on
  /// its platform, in a script as short as its own device's walk prints.
  @Test(arguments: PlantedFault.all.filter { $0.rule == "resize" })
  func resizeFaultIsFoundByTheWalkOfEveryDeviceAsSoonAsOnItsOwnDevice(
    _ plant: PlantedFault
  ) throws {
    let own = try #require(try explore(plant).violation)
    let report = Explorer.explore(
      try plant.make(), depth: plant.depth, signedIn: plant.signedIn, flow: plant.flow,
      devices: Device.all)
    let violation = try #require(report.violation)
    #expect(violation.rule == "resize", "\(violation.detail)")
    #expect(violation.device.platform == plant.device.platform)
    #expect(violation.script.count == own.script.count, "\(violation.script)")
  }

  /// The resize rule names the trip up to the leg that broke it: a stack dropped on the way to
  /// regular width breaks the first leg from compact and the second from regular, and a window
  /// that cannot narrow again breaks the second from compact.
  @Test(arguments: [
    ("drops", Width.compact, "compact → regular went from "),
    ("drops", Width.regular, "regular → compact → regular went from "),
    ("stuck", Width.compact, "compact → regular → compact on "),
  ])
  func resizeFaultNamesTheTripUpToTheLegThatBrokeIt(
    fault: String, width: Width, start: String
  ) throws {
    let app: ForwardingApp = fault == "stuck" ? StuckRegularApp() : ResizeDroppingApp()
    let report = Explorer.explore(
      app, depth: 1, signedIn: false, devices: [Device(platform: .iOS, width: width)])
    let violation = try #require(report.violation)
    #expect(violation.rule == "resize")
    #expect(violation.detail.hasPrefix(start), "\(violation.detail)")
  }

  @Test func replayOfTheScriptWithoutItsLastMoveKeepsEveryRule() throws {
    let plant = try #require(PlantedFault.all.first { $0.rule == "coherence" })
    let violation = try #require(try explore(plant).violation)
    let replay = violation.replay
    // Departure: the printed script breaks the rule; the same script one move short does not.
    let last = try #require(replay.lastIndex { ExplorerAction(scriptLine: $0) != nil })
    let shorter = Array(replay[..<last]) + ["check"]
    #expect(try replayPrintedScript(replay, on: try plant.make())?.rule == "coherence")
    #expect(try replayPrintedScript(shorter, on: try plant.make()) == nil)
  }

  @Test func signedInScriptNamesItsSignInStep() throws {
    let plant = try #require(PlantedFault.all.first { $0.signedIn })
    let violation = try #require(try explore(plant).violation)
    let first = try #require(violation.replay.first)
    #expect(first.hasPrefix("# sign in as reader"))
    #expect(violation.replay.contains("tap \(AuthCoordinator.loginButtonID)"))
  }

  @Test func ruleOfTheWholeWalkIsSaidToBeOne() throws {
    let report = Explorer.explore(
      try appWithInbox(UnroutedFormInbox.self), depth: 2, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "declarations")
    let last = try #require(violation.replay.last)
    #expect(last.hasPrefix("# 'declarations' is a rule of the whole walk"))
    #expect(!violation.replay.contains("check"))
  }

  @Test func restorationFailureNamesTheElementThatDiffers() throws {
    let plant = try #require(PlantedFault.all.first { $0.name.contains("relabels") })
    let violation = try #require(try explore(plant).violation)
    #expect(
      violation.detail
        == "restoring screen.article.1 changes element button.author: saved 'See author', "
        + "restored 'See author (restored)'")
  }

  /// `plant`'s walk, walked once a run (``PlantedFault/walk()``).
  private func explore(_ plant: PlantedFault) throws -> ExplorationReport {
    try plant.walk()
  }
}

extension PlantedFault {
  @MainActor private static var walks: [String: ExplorationReport] = [:]

  /// The plant's walk on its device, walked once a run.
  ///
  /// A plant's app is made fresh and walked the same way each time, so a second walk would report
  /// the same. Another suite that walks the same double the same way reads it through
  /// ``walk(named:)``.
  ///
  /// - Returns: The report of the walk `depth` moves deep, from a guest's or a signed-in launch,
  ///   of `flow`'s group alone or of every group.
  @MainActor func walk() throws -> ExplorationReport {
    if let known = Self.walks[name] { return known }
    let report = Explorer.explore(
      try make(), depth: depth, signedIn: signedIn, flow: flow, devices: [device])
    Self.walks[name] = report
    return report
  }

  /// The walk of the plant named `name`, as ``walk()`` gives it.
  ///
  /// - Parameter name: The plant's name, as ``all`` lists it.
  /// - Returns: The plant's report.
  /// - Throws: When ``all`` has no plant of that name, failing the test.
  @MainActor static func walk(named name: String) throws -> ExplorationReport {
    try #require(all.first { $0.name == name }, "no planted fault is named '\(name)'").walk()
  }
}

/// A test double whose back from an author also pops the article under it.
@MainActor
final class OverPoppingApp: ForwardingApp {
  override func back() throws(NavigationError) {
    let deep =
      app.isOnMain && app.presentedFlow == nil && app.selectedTab == 0 && app.feed.path.count > 1
    try super.back()
    if deep { app.feed.path.removeLast() }
  }
}

/// A test double whose dismissing of the share sheet also pops the article under it.
@MainActor
final class DismissPoppingApp: ForwardingApp {
  override func dismiss() throws(NavigationError) {
    let sharing = app.isOnMain && app.feed.isPresenting
    try super.dismiss()
    if sharing { app.feed.path.removeLast() }
  }
}

/// A test double that shows a fact restoration cannot bring back: once restored, the article's
/// author button reads differently, as a model fact kept only in memory would make it.
@MainActor
final class RelabelingRestoreApp: ForwardingApp {
  private var restored = false

  override func restore(from store: some StateStore) -> RestoreReport {
    restored = true
    return super.restore(from: store)
  }

  override var visible: VisibleScreen {
    var visible = super.visible
    guard restored, visible.screen.id.hasPrefix("screen.article.") else { return visible }
    for index in visible.screen.elements.indices
    where visible.screen.elements[index].id == "button.author" {
      visible.screen.elements[index].label += " (restored)"
    }
    return visible
  }
}
