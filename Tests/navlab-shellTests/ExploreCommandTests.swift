import AppExplorer
import Foundation
import Testing

@testable import navlab_shell

/// `navlab-shell explore`: its options, and what it prints for one flow or for the full walk.
@Suite("explore")
struct ExploreCommandTests {
  @Test func exploreTakesItsDepthLaunchFlowAndWalk() throws {
    let options = try ShellOptions.parse([
      "explore", "--flow", "settings", "--whole", "--depth", "3", "--signed-in",
    ])
    #expect(
      options.explore
        == ExploreOptions(depth: 3, signedIn: true, whole: true, flowID: "settings"))
    // The flag's name before the walk by groups was the default still asks for the whole walk.
    #expect(try ShellOptions.parse(["explore", "--exhaustive"]).explore?.whole == true)
    #expect(try ShellOptions.parse(["explore"]).explore == ExploreOptions())
    #expect(
      try ShellOptions.parse(["explore", "--max-states", "1,000"]).explore?.maxStates == 1_000)
    #expect(try ShellOptions.parse(["graph", "--max-states", "50"]).graph?.maxStates == 50)
    #expect(try ShellOptions.parse(["coverage", "--max-states", "50"]).coverage?.maxStates == 50)
  }

  /// The whole walk, the walks by views (by groups, or one flow's group) and the map's walks each
  /// have a budget of their own, since their states cost differently; `--max-states` sets any.
  @Test func eachWalkHasItsOwnBudgetUnlessTold() throws {
    #expect(try ShellOptions.parse(["explore"]).explore?.budget == Explorer.defaultViewBudget)
    #expect(
      try ShellOptions.parse(["explore", "--whole"]).explore?.budget == Explorer.defaultBudget)
    let flow = try ShellOptions.parse(["explore", "--flow", "feed"]).explore
    #expect(flow?.budget == Explorer.defaultViewBudget)
    let told = try ShellOptions.parse(["explore", "--flow", "feed", "--max-states", "7"]).explore
    #expect(told?.budget == 7)
    #expect(try ShellOptions.parse(["graph"]).graph?.maxStates == Explorer.defaultMapBudget)
    #expect(
      try ShellOptions.parse(["coverage"]).coverage?.maxStates == Explorer.defaultMapBudget)
    #expect(try ShellOptions.parse(["map"]).map?.maxStates == Explorer.defaultMapBudget)
  }

  @Test(arguments: [["explore"], ["graph"], ["coverage"]])
  func walkThatReachesItsBudgetSaysSoAndExitsOne(_ command: [String]) throws {
    let result = try ShellProcess().run(command + ["--depth", "20", "--max-states", "300"])
    #expect(result.status == 1, "\(result.transcript)")
    #expect(
      result.stderr
        == "error: the walk stopped at its budget of 300 states before depth 20, so not every "
        + "state was checked; raise the budget with '--max-states N' or lower '--depth'\n")
    let within = try ShellProcess().run(
      command + ["--depth", "2", "--platform", "ios", "--width", "compact"])
    #expect(within.status == 0, "\(within.transcript)")
  }

  @Test(arguments: [
    (["--flow"], UsageError.missingValue("--flow")),
    (["--whol"], .unknownOption("--whol", suggestion: "--whole")),
    (["--depth", "51"], .badDepth("51")),
    (["--max-states", "0"], .badMaxStates("0")),
    (["--max-states", "many"], .badMaxStates("many")),
  ])
  func exploreMistakesAreUsageErrors(_ arguments: [String], _ error: UsageError) {
    #expect(throws: error) { try ShellOptions.parse(["explore"] + arguments) }
  }

  @Test(arguments: [
    ("1e20", "state budget '1e20' has an exponent; write it in digits; try '--max-states 1000000'"),
    ("+5", "state budget '+5' has a sign; write the digits alone; try '--max-states 1000000'"),
    (
      "99999999999999999999",
      "state budget '99999999999999999999' is more than a walk can count (9223372036854775807); "
        + "try '--max-states 1000000'"
    ),
    ("0", "state budget '0' is not at least 1; try '--max-states 1000000'"),
    ("many", "state budget 'many' is not a whole number of at least 1; try '--max-states 1000000'"),
  ])
  func aBudgetThatIsNoWholeNumberSaysWhatIsWrong(_ value: String, _ message: String) {
    #expect(throws: UsageError.badMaxStates(value)) {
      try ShellOptions.parse(["explore", "--max-states", value])
    }
    #expect("\(UsageError.badMaxStates(value))" == message)
  }

  @Test func aDepthWithASignIsRefused() {
    #expect(throws: UsageError.badDepth("+5")) {
      try ShellOptions.parse(["explore", "--depth", "+5"])
    }
  }

  @Test func unknownFlowIsOneErrorLineThatSuggestsTheClosest() throws {
    let result = try ShellProcess().run(["explore", "--flow", "setings", "--depth", "2"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: unknown flow 'setings'; did you mean 'settings'?\n")
  }

  @Test func oneFlowTheGroupsAndTheWholeWalkSayWhichWalkRan() throws {
    let one = try ShellProcess().run(["explore", "--flow", "settings", "--depth", "3"])
    #expect(one.status == 0, "\(one.stderr)")
    #expect(
      one.stdout.hasPrefix(
        "explored from a fresh launch (guest, flow 'settings' only) to depth 3: "))
    #expect(one.stdout.contains("\nflows walked by groups: settings\n"))
    let groups = try ShellProcess().run(
      ["explore", "--depth", "2", "--platform", "ios", "--width", "compact"])
    #expect(groups.status == 0, "\(groups.stderr)")
    // Each of the product's flows alone, a team's new tab too.
    let line = groups.stdout.split(separator: "\n").first {
      $0.hasPrefix("flows walked by groups: ")
    }
    #expect(line?.hasPrefix("flows walked by groups: feed, settings") == true)
    #expect(line?.contains("comments") == true && line?.contains("+") == false)
    #expect(groups.stdout.contains("\nstates by group: feed "))
    let full = try ShellProcess().run(
      ["explore", "--whole", "--depth", "2", "--platform", "ios", "--width", "compact"])
    #expect(full.status == 0, "\(full.stderr)")
    #expect(full.stdout.hasPrefix("explored from a fresh launch (guest, whole) to depth 2: "))
    #expect(!full.stdout.contains("flows walked by groups"))
    #expect(full.stdout.contains("every rule holds"))
  }
}
