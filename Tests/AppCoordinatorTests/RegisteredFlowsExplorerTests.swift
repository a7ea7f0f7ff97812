import AppExplorer
import ProductWalks
import Testing

@testable import AppCoordinator

/// Every flow the product registers, walked by the explorer with the app around it and the
/// flows its code couples to it: the check each team once wrote in this module for its own flow.
///
/// The flows are read from the assembly, never listed here, so a team's new flow is walked by
/// this test as soon as its line is in `productFlows`, and a team adds no file to this module.
/// Four actions deep reaches the product's deepest screens from each flow's launch; CI's
/// `explore --depth 8` walks deeper.
@MainActor
@Suite("Every registered flow, explored")
struct RegisteredFlowsExplorerTests {
  @Test(arguments: AppCoordinator.productFlows.map(\.id), [false, true])
  func everyRegisteredFlowKeepsEveryRuleFourActionsDeep(flow: String, signedIn: Bool) {
    let report = ProductWalks.report(depth: 4, signedIn: signedIn, exhaustive: false, flow: flow)
    #expect(
      report.violation == nil,
      "\(flow): \(report.violation.map { "\($0.rule): \($0.detail)" } ?? "")")
    #expect(report.stoppedAtBudget == nil, "\(flow)")
    #expect(report.states > 10, "\(flow)")
  }
}
