import AppCoordinator
import LinkRouting
import Testing

@testable import AppExplorer

/// Two histories that reach one snapshot answer every later script alike.
///
/// The walk puts a snapshot back and checks what follows as if the state had been reached by
/// the path it took, which is sound only if the snapshot holds all of navigation. A seeded
/// random battery of shell moves (``SnapshotBattery``) checks it on the product on both
/// platforms, and finds a piece of navigation state planted outside the snapshot
/// (``RecentOfferPromo``).
@MainActor
@Suite("The snapshot holds all of navigation")
struct SnapshotHoldsNavigationTests {
  /// The seed every run draws its histories and scripts from; a failure names it.
  static let seed: UInt64 = 72

  @Test(arguments: [Platform.iOS, .macOS])
  func twoHistoriesToOneSnapshotAnswerEveryLaterScriptAlike(platform: Platform) throws {
    let battery = SnapshotBattery(make: { AppCoordinator(platform: platform) }, seed: Self.seed)
    let outcome = try battery.run()
    if let divergence = outcome.divergence {
      Issue.record("\(divergence)")
    } else {
      #expect(outcome.comparedPairs >= 40, "seed \(Self.seed): too few pairs to compare")
    }
  }

  @Test func navigationStateKeptOutsideTheSnapshotMakesTwoHistoriesDiverge() throws {
    let battery = SnapshotBattery(
      make: {
        try AppCoordinator(flows: AppCoordinator.productFlows + [.tab(RecentOfferPromo.self)])
      }, seed: Self.seed)
    let divergence = try #require(try battery.run().divergence)
    // The two differ in the Promo, on its list: one shows the shortcut, or follows it, and the
    // other does not.
    let answers = [divergence.answers.first, divergence.answers.second]
    #expect(answers.contains { $0.breadcrumb.first == "promo" }, "\(divergence)")
  }
}
