import AppCoordinator
import AppExplorer
import TestFlows
import Testing

@testable import navlab_shell

@MainActor
@Suite("check: the explorer's rules of the last move and this state")
struct CheckCommandTests {
  @Test func checkAfterMovesThatKeepEveryRuleSucceedsAndSaysWhatItChecked() {
    let harness = ShellHarness()
    #expect(harness.run("tap row.article.1", "tap button.share", "dismiss", "check") == .succeeded)
    let said = harness.output.last ?? ""
    #expect(said.hasPrefix("every rule of the last move and this state holds: rejection"))
    #expect(said.contains("reachability and declarations are rules of the whole walk"))
    #expect(harness.errors.isEmpty)
  }

  @Test func explorersCounterexampleReplayedInTheShellFailsAtCheckNamingTheRule() throws {
    let flows = AppCoordinator.productFlows + [.tab(PromoCoordinator<JoinBreakingPromo>.self)]
    let report = Explorer.explore(
      try AppCoordinator(flows: flows), depth: 6, signedIn: false, flow: "promo")
    let violation = try #require(report.violation)
    #expect(violation.rule == "restoration")

    let harness = ShellHarness(app: try AppCoordinator(flows: flows))
    let moves = Array(violation.replay.dropLast())
    #expect(violation.replay.last == "check")
    for line in moves {
      #expect(harness.shell.run(line) == .succeeded, "\(line): \(harness.errors)")
    }
    // Departure: every line before `check` ran and every `expect` held; `check` alone fails.
    #expect(harness.errors.isEmpty)
    #expect(harness.shell.run("check") == .failed)
    #expect(harness.errors == ["error: rule 'restoration' is broken: \(violation.detail)"])
  }

  /// `check` compares the restored screen in the width the app is in now: a resize after the
  /// first move, which made the rules' scratch app, once made `restoration` fail where nothing
  /// broke (a sidebar saved, a tab bar restored).
  @Test(arguments: [
    ["tap row.article.1", "resize regular"], ["resize regular", "tap row.article.1"],
    ["tap row.article.1", "resize regular", "tap button.share", "dismiss", "resize compact"],
  ])
  func checkAfterAResizeThatBrokeNothingSucceeds(moves: [String]) {
    let harness = ShellHarness()
    for move in moves { #expect(harness.run(move) == .succeeded, "\(move)") }
    #expect(harness.run("check") == .succeeded, "\(harness.errors)")
    #expect(harness.errors.isEmpty)
  }

  @Test func checkLeavesTheAppAsItFoundIt() throws {
    let harness = ShellHarness()
    harness.run("tap row.article.1", "tap button.author", "tap button.login", "tap button.share")
    let before = harness.app.visible
    let document = try harness.app.stateDocument()
    #expect(harness.run("check") == .succeeded)
    #expect(harness.app.visible == before)
    #expect(try harness.app.stateDocument() == document)
  }
}
