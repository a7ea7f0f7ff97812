import LinkRouting
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// A fault planted in a test double on an assembly of three flows at most, the rule that names
/// it, and the state it needs: the battery the default walk is held to against the whole walk.
struct CrossFlowPlant: Sendable, CustomTestStringConvertible {
  let name: String
  let rule: String
  let depth: Int
  var signedIn = false
  /// The platform and width the walks run on.
  var device = Device.iPhone
  /// Whether the fault needs two flows in particular states at once, or lives in one flow.
  var betweenFlows = true
  /// Whether the rule is one of a move (read as the last move ends, so the state it needs is
  /// the one before that move), or one of the state the last move reaches.
  var brokenByAMove = true
  /// What the fault needs of the app, read through the flows' coordinators, in the state before
  /// the last move (a move's rule) or after it (a state's rule).
  let needs: @MainActor @Sendable (AppCoordinator) -> Bool
  /// A fresh double with the fault, on its splash screen; ``fresh()`` puts it on ``device``.
  let make: @MainActor @Sendable () -> ForwardingApp

  var testDescription: String {
    "\(name) (\(betweenFlows ? "between flows" : "in one flow")) breaks '\(rule)'"
  }

  /// A fresh double on ``device``.
  @MainActor func fresh() -> ForwardingApp {
    let app = make()
    app.device = device
    return app
  }

  static let battery: [CrossFlowPlant] = [
    CrossFlowPlant(
      name: "a tab switch that depends on another tab's depth", rule: "coherence", depth: 4,
      signedIn: true, needs: { $0.feed.path.count >= 3 && $0.settings.path == [.account] },
      make: { DepthCoupledTabSwitchApp() }
    ),
    CrossFlowPlant(
      name: "Comments closed from a comment pop the Feed's other article", rule: "coherence",
      depth: 4, needs: { $0.comments.path.count == 2 && !$0.feed.path.isEmpty },
      make: { CommentsClosePoppingFeedApp() }
    ),
    CrossFlowPlant(
      name: "sign-in through Comments' gate rewrites the Feed under it", rule: "isolation",
      depth: 4, needs: { $0.presentedFlow != nil && !$0.feed.path.isEmpty && $0.isOnLogin },
      make: { CommentsGateSyncingFeedApp() }
    ),
    CrossFlowPlant(
      name: "a Feed link parked at login keeps Comments up to resume", rule: "isolation",
      depth: 5, needs: { $0.presentedFlow != nil && $0.comments.path.count == 2 },
      make: { ParkedLinkUnderCommentsApp() }
    ),
    CrossFlowPlant(
      name: "sign-out while the Feed's report holds text", rule: "drafts", depth: 6,
      signedIn: true, needs: { $0.feed.holdsInput && $0.settings.path == [.account] },
      make: { ReportSignOutApp() }
    ),
    CrossFlowPlant(
      name: "Settings' saved stack written off by the Feed's third screen", rule: "restoration",
      depth: 5, signedIn: true, brokenByAMove: false,
      needs: { $0.feed.path.count >= 3 && $0.settings.path == [.account] },
      make: { SharedSaveBudgetApp() }
    ),
    CrossFlowPlant(
      name: "Settings' restored stack cut by the Feed's restored depth", rule: "restoration",
      depth: 5, signedIn: true, brokenByAMove: false,
      needs: { $0.feed.path.count >= 3 && $0.settings.path == [.account] },
      make: { SharedRestoreBudgetApp() }
    ),
    CrossFlowPlant(
      name: "a reselect that closes the hidden Feed's photo", rule: "isolation", depth: 5,
      device: Device(platform: .macOS, width: .compact),
      needs: { $0.feed.isPresenting && $0.settings.path == [.account] },
      make: { ReselectClosingHiddenPhotoApp() }
    ),
    CrossFlowPlant(
      name: "a reselect that closes every presentation as a link does", rule: "isolation",
      depth: 5, device: Device(platform: .macOS, width: .compact),
      needs: { $0.feed.isPresenting && $0.settings.path == [.account] },
      make: { ReselectClosingAsALinkApp() }
    ),
    CrossFlowPlant(
      name: "a resize that loses the hidden Settings' stack", rule: "resize", depth: 4,
      signedIn: true, brokenByAMove: false,
      needs: { $0.feed.path.count >= 3 && $0.settings.path == [.account] },
      make: { ResizeDroppingHiddenStackApp() }
    ),
    CrossFlowPlant(
      name: "the author pushed around the gate", rule: "gate", depth: 2, betweenFlows: false,
      brokenByAMove: false, needs: { $0.feed.path.count == 2 }, make: { GateLeakingApp() }
    ),
    CrossFlowPlant(
      name: "back from an author pops the article too", rule: "coherence", depth: 3,
      signedIn: true, betweenFlows: false, brokenByAMove: false,
      needs: { $0.feed.path.count >= 2 }, make: { OverPoppingApp() }
    ),
    CrossFlowPlant(
      name: "dismissing the share sheet pops the article", rule: "dismissal", depth: 3,
      betweenFlows: false, needs: { $0.feed.isPresenting }, make: { DismissPoppingApp() }
    ),
    CrossFlowPlant(
      name: "an article shows its share button twice", rule: "identifiers", depth: 2,
      betweenFlows: false, brokenByAMove: false, needs: { !$0.feed.path.isEmpty },
      make: { TwiceSharingApp() }
    ),
  ]
}

extension AppCoordinator {
  /// Whether login shows over main.
  fileprivate var isOnLogin: Bool {
    if case .login = root { true } else { false }
  }
}

/// The default walk reports each fault of the battery under the rule the whole walk reports it,
/// with a script that replays it in a fresh double (issue 71, item 2).
@MainActor
@Suite("Cross-flow planted faults: the default walk and the whole walk name the same rule")
struct CrossFlowBatteryTests {
  @Test func theBatteryHoldsAtLeastTwelveFaultsEightBetweenFlowsOnThreeFlowsAtMost() {
    let battery = CrossFlowPlant.battery
    #expect(battery.count >= 12)
    #expect(battery.filter(\.betweenFlows).count >= 8)
    for plant in battery {
      // The plants within one flow reuse doubles of the product, whose flows a team may add to.
      let most = plant.betweenFlows ? 3 : max(3, AppCoordinator.productFlows.count)
      #expect(plant.fresh().flows.count <= most, "\(plant.name)")
      #expect(plant.depth <= 6, "\(plant.name)")
    }
  }

  /// A flow's own tap that reaches another flow only through code that treats every flow alike
  /// couples the two.
  ///
  /// The tap closes every presentation as a link does: Settings' walk never has the Feed's photo
  /// pushed, and the Feed's walk takes no move of Settings off its root with the photo pushed.
  /// In CI; `RequestIsolationTests` finds a request applied as a link the same way in
  /// `swift test`.
  @Test(.enabled(if: Walks.heavy))
  func aTapThatClosesAnotherFlowsPhotoAsALinkDoesIsFoundByTheDefaultWalk() throws {
    let report = Explorer.explore(
      ReselectClosingAsALinkApp(), depth: 5, signedIn: false,
      devices: [Device(platform: .macOS, width: .compact)])
    let violation = try #require(report.violation, "the default walk finds no fault")
    #expect(violation.rule == "isolation", "\(violation.detail)")
    #expect(violation.script.contains("tap button.photo"))
    #expect(violation.script.contains("tap link.account"))
    #expect(report.groups == [["feed", "settings"]])
  }

  @Test(.enabled(if: Walks.heavy), arguments: CrossFlowPlant.battery)
  func defaultWalkNamesTheWholeWalksRuleAndItsScriptReplaysTheBreak(
    _ plant: CrossFlowPlant
  ) throws {
    let whole = Explorer.explore(
      plant.fresh(), depth: plant.depth, signedIn: plant.signedIn, exhaustive: true)
    let found = try #require(whole.violation, "the whole walk finds no fault")
    #expect(found.rule == plant.rule, "\(found.detail)")
    let byDefault = Explorer.explore(plant.fresh(), depth: plant.depth, signedIn: plant.signedIn)
    let violation = try #require(byDefault.violation, "the default walk finds no fault")
    #expect(violation.rule == found.rule, "\(violation.detail)")
    #expect(violation.device == plant.device)
    try replay(violation.script, of: plant)
    if found.script != violation.script { try replay(found.script, of: plant) }
  }

  /// Runs `script` on a fresh double, as the shell would, checking that the script but its last
  /// line leaves the app in the state the fault needs, departed from a fresh app's and breaking
  /// no rule, and that the last line breaks the plant's rule.
  private func replay(_ script: [String], of plant: CrossFlowPlant) throws {
    let app = plant.fresh()
    app.finishLaunch()
    let launched = (document: app.document, screen: app.visible)
    let check = StandingCheck(app)
    for (index, line) in script.enumerated() {
      if index == script.count - 1 {
        #expect(check.firstBroken() == nil, "the script but its last line breaks nothing")
        if index > 0 {
          #expect(app.document != launched.document || app.visible != launched.screen)
        }
        if plant.brokenByAMove { #expect(plant.needs(app.app), "before '\(line)'") }
      }
      let action = try #require(ExplorerAction(scriptLine: line), "\(line)")
      check.willMove()
      check.moved(action, accepted: action.perform(on: app))
    }
    if !plant.brokenByAMove { #expect(plant.needs(app.app), "after \(script)") }
    #expect(check.firstBroken()?.0 == plant.rule, "\(script)")
  }
}
