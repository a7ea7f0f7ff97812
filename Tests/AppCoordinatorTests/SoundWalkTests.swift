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
  @Test func tabSwitchThatDependsOnAnotherTabsDepthIsFoundByTheDefaultWalk() throws {
    let report = Explorer.explore(DepthCoupledTabSwitchApp(), depth: 4, signedIn: true)

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

  @Test func theWalkOneFlowAtATimeIsBlindToTheSameFault() {
    // Why the whole walk is the default: each flow's walk keeps one state of the other flows
    // for each of its own views, so the Feed deep while Settings shows its account screen is
    // never expanded (ARCHITECTURE.md, "The walk").
    // The test above proves the whole walk finds it at this depth.
    let perFlow = Explorer.explore(
      DepthCoupledTabSwitchApp(), depth: 4, signedIn: true, exhaustive: false)
    #expect(perFlow.violation == nil)
    #expect(perFlow.depthReached == 4)
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
