import Foundation
import Testing

@testable import navlab_shell

/// `navlab-shell explore`: its options, and what it prints for one flow or for the full walk.
@Suite("explore")
struct ExploreCommandTests {
  @Test func exploreTakesItsDepthLaunchFlowAndWalk() throws {
    let options = try ShellOptions.parse([
      "explore", "--flow", "settings", "--exhaustive", "--depth", "3", "--signed-in",
    ])
    #expect(
      options.explore
        == ExploreOptions(depth: 3, signedIn: true, exhaustive: true, flowID: "settings"))
    #expect(try ShellOptions.parse(["explore"]).explore == ExploreOptions())
  }

  @Test(arguments: [
    (["--flow"], UsageError.missingValue("--flow")),
    (["--exhaustiv"], .unknownOption("--exhaustiv", suggestion: "--exhaustive")),
    (["--depth", "51"], .badDepth("51")),
  ])
  func exploreMistakesAreUsageErrors(_ arguments: [String], _ error: UsageError) {
    #expect(throws: error) { try ShellOptions.parse(["explore"] + arguments) }
  }

  @Test func unknownFlowIsOneErrorLineThatSuggestsTheClosest() throws {
    let result = try ShellProcess().run(["explore", "--flow", "setings", "--depth", "2"])
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: unknown flow 'setings'; did you mean 'settings'?\n")
  }

  @Test func oneFlowAndTheFullWalkSayWhichWalkRan() throws {
    let one = try ShellProcess().run(["explore", "--flow", "settings", "--depth", "3"])
    #expect(one.status == 0, "\(one.stderr)")
    #expect(
      one.stdout.hasPrefix(
        "explored from a fresh launch (guest, flow 'settings' only) to depth 3: "))
    let full = try ShellProcess().run(["explore", "--exhaustive", "--depth", "3"])
    #expect(full.status == 0, "\(full.stderr)")
    #expect(full.stdout.hasPrefix("explored from a fresh launch (guest, exhaustive) to depth 3: "))
    #expect(full.stdout.contains("every rule holds"))
  }
}
