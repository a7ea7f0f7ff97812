import FeedFlow
import LinkRouting
import ProductWalks
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

@MainActor
@Suite("Explorer from a first launch")
struct OnboardingExplorerTests {
  // The whole walk from a first launch to depth 2 here, which the planted faults below compare
  // against; to depth 3, and one flow at a time to depth 4, in CI (`Walks.heavy`).
  @Test(arguments: Walks.heavy([(true, 2)], [(true, 3), (false, 4)]))
  func everyRuleHoldsFromAFirstLaunch(exhaustive: Bool, depth: Int) {
    let report = ProductWalks.report(
      depth: depth, signedIn: false, exhaustive: exhaustive, firstLaunch: true)
    #expect(report.violation == nil, "\(String(describing: report.violation))")
    #expect(report.depthReached == depth)
  }

  @Test func firstLaunchWalkStartsOnOnboardingAndTheDefaultOneNever() throws {
    // The Feed alone: onboarding is the app's, whichever tabs it holds.
    let feed = { ExploredApp(try AppCoordinator(flows: [.tab(FeedCoordinator.self)])) }
    let fresh = Explorer.map(try feed(), depth: 3, firstLaunch: true)
    let onboarding = fresh.places.filter { $0.group == "onboarding" }.map(\.kind)
    #expect(onboarding == ["screen.onboarding.N"])
    #expect(
      fresh.transitions.contains { $0.from == "screen.splash" && $0.to == "screen.onboarding.N" })
    #expect(fresh.transitions.contains { $0.label == "button.start" && $0.to == "screen.feed" })
    let usual = Explorer.map(try feed(), depth: 2)
    #expect(!usual.places.contains { $0.group == "onboarding" })
    #expect(Set(usual.transitions).isSubset(of: Set(fresh.transitions)))
  }

  // Feed, Settings and Comments from a first launch to depth 5: CI's (`Walks.heavy`).
  @Test(.enabled(if: Walks.heavy, "three flows to depth 5: NAVLAB_HEAVY_WALKS=1"))
  func waitingLinksDoNotGrowTheWalkWithEveryLinkOpened() throws {
    // Each link opened during onboarding makes a new queue; the walk tells them apart by the
    // state Start leads to, so depth 5 stays within a small budget. The budget is this
    // assembly's: each tab the app adds multiplies the states.
    let app = try AppCoordinator(flows: .feedSettingsAndComments)
    let report = Explorer.explore(
      app, depth: 5, signedIn: false, firstLaunch: true, maxStates: 5_000)
    #expect(report.stoppedAtBudget == nil)
    #expect(report.violation == nil)
  }

  @Test func plantedLinkThatSkipsOnboardingIsCaughtByTheOnboardingRule() throws {
    let report = Explorer.explore(
      OnboardingSkippingApp(), depth: 2, signedIn: false, firstLaunch: true)

    let violation = try #require(report.violation)
    #expect(violation.rule == "onboarding")
    #expect(violation.detail.contains("during onboarding showed"))
    #expect(violation.script.count == 1)
    let link = try #require(violation.script.first)
    #expect(link.hasPrefix("open "))
    let replay = OnboardingSkippingApp()
    replay.beginFirstLaunch()
    replay.finishLaunch()
    #expect(replay.isOnboarding)
    try replay.run(violation.script)
    #expect(!replay.isOnboarding)
    // The printed replay starts as a first launch and ends with the check that catches it.
    #expect(violation.replay.first?.hasPrefix("# a first launch") == true)
    #expect(violation.replay.last == "check")
    let replayed = OnboardingSkippingApp()
    replayed.beginFirstLaunch()
    replayed.finishLaunch()
    let check = StandingCheck(replayed)
    for line in violation.replay
    where !line.hasPrefix("#") && !line.hasPrefix("expect ") && line != "check" {
      let action = try #require(ExplorerAction(scriptLine: line))
      check.willMove()
      check.moved(action, accepted: action.perform(on: replayed))
    }
    #expect(check.firstBroken()?.0 == "onboarding")
    let correct = ProductWalks.report(depth: 2, signedIn: false, firstLaunch: true)
    #expect(correct.violation == nil)
  }

  @Test func plantedStartThatDropsTheWaitingLinksIsCaught() throws {
    let report = Explorer.explore(
      WaitingLinkDroppingApp(), depth: 4, signedIn: false, exhaustive: false, firstLaunch: true)

    let violation = try #require(report.violation)
    #expect(violation.rule == "onboarding")
    #expect(violation.detail.contains("without applying the links that waited"))
    #expect(violation.script.last == "tap button.start")
    #expect(violation.script.contains { $0.hasPrefix("open ") })
  }

  @Test func plantedOnboardingThatReturnsAfterItWasDoneIsCaught() throws {
    let report = Explorer.explore(OnboardingReturningApp(), depth: 3, signedIn: false)

    let violation = try #require(report.violation)
    #expect(violation.rule == "onboarding")
    #expect(violation.detail.contains("showed again after it was done"))
    #expect(violation.script == ["tap tab.settings"])
  }
}

/// A test double in which a link opened during onboarding ends it at once, applying what waited.
@MainActor
final class OnboardingSkippingApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    try super.open(text)
    if app.isOnboarding { app.finishOnboarding() }
  }
}

/// A test double whose `button.start` shows main but forgets the links that waited.
@MainActor
final class WaitingLinkDroppingApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    guard id == "button.start", app.isOnboarding, app.visible.screen.element(id) != nil else {
      return try super.tap(id)
    }
    app.root = .main
  }
}

/// A test double that shows onboarding again when the Settings tab is selected.
@MainActor
final class OnboardingReturningApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    try super.tap(id)
    if id == "tab.settings" { app.root = .onboarding(queued: []) }
  }
}
