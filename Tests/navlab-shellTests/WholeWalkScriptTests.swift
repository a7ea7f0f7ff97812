import Foundation
import Testing

/// CI's oracle, `Scripts/whole-walk.sh`: the whole walk to depth 6, one action shallower each
/// time its budget stops it, down to 4, saying so; any other failure is CI's failure.
///
/// Each case sources the script with `explore` standing for a stand-in that finishes up to a
/// given depth and stops at its budget beyond it, as `navlab-shell explore --whole` does.
@Suite("CI's whole walk, as deep as its budget holds")
struct WholeWalkScriptTests {
  private static let script = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Scripts/whole-walk.sh").path

  /// Runs `whole_walk --signed-in` with a walk that finishes up to depth `fits`, and breaks a
  /// rule instead when `breaks`.
  private static func run(fits: Int, breaks: Bool = false) throws -> (
    status: Int32, lines: [String]
  ) {
    let standIn = """
      walk() {
        echo "walked to depth $2 with ${*:3}"
        if [ "$2" -gt \(fits) ]; then
          echo "error: the walk stopped at its budget of 4,000,000 states before depth $2"
          return 1
        fi
        \(breaks ? "echo 'rule broken'; return 1" : "return 0")
      }
      explore=walk
      source '\(script)'
      whole_walk --signed-in
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", standIn]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = out
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return (process.terminationStatus, text.split(separator: "\n").map(String.init))
  }

  @Test func aWalkThatFitsAtSixIsWalkedOnce() throws {
    let result = try Self.run(fits: 6)
    #expect(result.status == 0)
    #expect(result.lines == ["walked to depth 6 with --whole --signed-in"])
  }

  @Test func aWalkPastItsBudgetIsWalkedShallowerWithALineThatSaysSo() throws {
    let result = try Self.run(fits: 4)
    #expect(result.status == 0, "\(result.lines)")
    #expect(result.lines.filter { $0.hasPrefix("walked") }.count == 3, "\(result.lines)")
    #expect(
      result.lines.contains(
        "note: the whole walk passes its budget at depth 5 with this app's flows; walking it to "
          + "depth 4"), "\(result.lines)")
    #expect(result.lines.last == "walked to depth 4 with --whole --signed-in")
  }

  @Test func theBudgetAtDepthFourFailsAndNothingShallowerIsTried() throws {
    let result = try Self.run(fits: 3)
    #expect(result.status == 1)
    #expect(!result.lines.contains { $0.contains("depth 3") }, "\(result.lines)")
    #expect(result.lines.filter { $0.hasPrefix("note:") }.count == 2, "\(result.lines)")
  }

  @Test func aBrokenRuleFailsAtOnceWithoutAShallowerWalk() throws {
    let result = try Self.run(fits: 6, breaks: true)
    #expect(result.status == 1)
    #expect(result.lines == ["walked to depth 6 with --whole --signed-in", "rule broken"])
  }
}
