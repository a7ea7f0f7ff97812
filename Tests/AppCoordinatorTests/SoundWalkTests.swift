import FeedFlow
import LinkRouting
import SettingsFlow
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The default walk finds what needs two flows in particular states at once, and what lives on
/// one device only, each where it lives.
@MainActor
@Suite("The default walk")
struct SoundWalkTests {
  /// The default walk of the fault whose tab switch reads the Feed's depth, which two tests
  /// read: walked once a test run, since a walk is deterministic.
  static let depthCoupledWalk = Explorer.explore(
    DepthCoupledTabSwitchApp(), depth: 4, signedIn: true)

  @Test func tabSwitchThatDependsOnAnotherTabsDepthIsFoundByTheDefaultWalk() throws {
    let report = Self.depthCoupledWalk

    let violation = try #require(report.violation)
    #expect(violation.rule == "coherence")
    #expect(violation.script.last == "tap tab.settings")
    let signIn = try #require(Explorer.signIn(FeedAndSettingsApp.assembly)).map(\.scriptLine)
    #expect(violation.script.count == signIn.count + 4)
    let replay = DepthCoupledTabSwitchApp()
    replay.finishLaunch()
    try replay.run(Array(violation.script.dropLast()))
    let account = replay.app.settings.state.path
    #expect(account == [.account], "the script first leaves Settings on its account screen")
    #expect(replay.app.feed.state.path.count >= 3, "and the Feed three screens deep")
    try replay.run(Array(violation.script.suffix(1)))
    #expect(replay.app.settings.state.path != account)
  }

  @Test func theDefaultWalkWalksTheTwoFlowsTheFaultReadsTogether() {
    // Departure: the app without the fault couples no flow, so each is walked alone.
    let plain = Explorer.explore(FeedAndSettingsApp(), depth: 4, signedIn: true)
    #expect(plain.violation == nil)
    #expect(plain.groups == [["feed"], ["settings"]])
    // The fault reads the Feed's stack while Settings is selected: the two are walked together.
    let report = Self.depthCoupledWalk
    #expect(report.groups == [["feed", "settings"]])
  }

  @Test func aReadOfAnotherFlowLeftUncountedIsMissedByTheDefaultWalkAlone() {
    // The walk by groups assumes that the app's code reaches a flow only through the app
    // (`FlowReads`: its boxes and `flow(_:)`). The same fault reading coordinators it kept
    // aside breaks that assumption: the walk by groups misses it, and the whole walk finds it.
    let whole = Explorer.explore(
      UncountedDepthCoupledTabSwitchApp(), depth: 4, signedIn: true, exhaustive: true)
    #expect(whole.violation?.rule == "coherence")
    let byGroups = Explorer.explore(UncountedDepthCoupledTabSwitchApp(), depth: 4, signedIn: true)
    #expect(byGroups.violation == nil)
    #expect(byGroups.groups == [["feed"], ["settings"]])
    #expect(byGroups.depthReached == 4)
  }

  @Test func sheetThatCannotBeSwipedAwayOnIOSInRegularWidthIsFoundOnThatDevice() throws {
    // A sheet on macOS has no swipe anywhere (`Platform.swipesSheets`): the fault is an iPad's.
    let iPadRegular = Device(platform: .iOS, width: .regular)
    let report = Explorer.explore(
      RegularStuckShareApp(), depth: 3, signedIn: false, devices: Device.all)

    let violation = try #require(report.violation)
    #expect(violation.rule == "dismissal")
    #expect(violation.device == iPadRegular)
    #expect(violation.script.last == "dismiss")
    #expect(report.variants.map(\.device) == Device.all, "every device before it was walked")
    for device in Device.all {
      let replay = RegularStuckShareApp()
      replay.device = device
      replay.finishLaunch()
      try replay.run(Array(violation.script.dropLast()))
      #expect(replay.visible.screen.id.hasPrefix("screen.share."))
      let refused = (try? replay.dismiss()) == nil
      #expect(
        refused == (device == iPadRegular || device.platform == .macOS), "the swipe on \(device)")
    }
  }
}

/// The product's two tabs without the presented Comments flow: the smallest app that holds two
/// flows with stacks, for the doubles below.
@MainActor
class FeedAndSettingsApp: ForwardingApp {
  override class var assembly: [FlowRegistration] {
    [.tab(FeedCoordinator.self), .tab(SettingsCoordinator.self)]
  }
}

/// A test double whose tab switch to Settings drops the account screen, but only while the Feed
/// is three screens deep or more: a fault between two flows, each in a particular state.
@MainActor
final class DepthCoupledTabSwitchApp: FeedAndSettingsApp {
  override func tap(_ id: String) throws(NavigationError) {
    let switches =
      id == FlowRegistration.itemID(ofTab: "settings", in: app.width)
      && app.selectedTab != settingsIndex && app.feed.state.path.count >= 3
      && app.settings.state.path == [.account]
    try super.tap(id)
    if switches { app.settings.popToRoot() }
  }

  private var settingsIndex: Int { app.flows.firstIndex { $0.id == "settings" } ?? -1 }
}

/// The fault of ``DepthCoupledTabSwitchApp``, reading the two coordinators it kept aside when
/// it was made rather than through the app, which the walk by groups does not count: the read
/// its one assumption names (ARCHITECTURE.md, "Flows walked by groups").
@MainActor
final class UncountedDepthCoupledTabSwitchApp: FeedAndSettingsApp {
  private var kept: (feed: FeedCoordinator, settings: SettingsCoordinator)?

  required init() {
    super.init()
    kept = (app.feed, app.settings)
  }

  override func tap(_ id: String) throws(NavigationError) {
    let switches =
      id == FlowRegistration.itemID(ofTab: "settings", in: app.width)
      && app.selectedTab != 1 && (kept?.feed.state.path.count ?? 0) >= 3
      && kept?.settings.state.path == [.account]
    try super.tap(id)
    if switches { kept?.settings.popToRoot() }
  }
}

/// A test double whose share sheet refuses the swipe on iOS in regular width, an iPad, and only
/// there: on macOS no sheet has one.
@MainActor
final class RegularStuckShareApp: FeedAndSettingsApp {
  override func dismiss() throws(NavigationError) {
    if app.platform == .iOS, app.width == .regular,
      app.feed.state.presented.top == .share, app.presentedFlow == nil
    {
      throw .closesOnlyByControls(
        screen: app.visible.screen.id, kind: .sheet, controls: ["button.close"])
    }
    try super.dismiss()
  }
}
