import Foundation
import Testing

/// The acceptance suite: runs every `Tests/Scenarios/*.nav` script through the built binary,
/// `navlab-shell [args] -f FILE`, and checks the run against the script's header (see
/// ``Scenario``).
///
/// Adding a scenario is adding a file.
@Suite("Scenarios")
struct ScenarioTests {
  /// Scenarios the issue asks for by name; each must stay in the folder.
  static let required = [
    "r1-tap-row-opens-article.nav",
    "r2-back-from-article-returns-to-feed.nav",
    "r3-cold-start-link-opens-article.nav",
    "r4-cold-start-gated-link-signs-in-then-lands.nav",
    "r5-account-link-from-feed-selects-settings.nav",
    "gate-sign-in-resumes-to-author.nav",
    "gate-cancel-stays-where-the-user-was.nav",
    "gated-link-cancel-lands-on-article.nav",
    "tab-switch-keeps-each-stack.nav",
    "tab-reselect-pops-to-root.nav",
    "sign-out-resets-every-stack.nav",
    "share-sheet-hides-tab-bar.nav",
    "agreement-accept-signs-in.nav",
    "agreement-decline-cancels.nav",
    "refusal-suspended-account.nav",
    "refusal-unknown-name.nav",
    "refusal-empty-name.nav",
    "bad-links-are-each-rejected.nav",
    "failing-expect-stops-the-script.nav",
    // Every way in, warm and at cold start.
    "universal-link-opens-as-its-navlab-form.nav",
    "cold-start-universal-link-waits-and-meets-the-gate.nav",
    "notification-tap-opens-its-link.nav",
    "cold-start-notification-waits-and-meets-the-gate.nav",
    "cold-start-notification-then-link-apply-in-order.nav",
    "cold-start-rejected-notification-fails-the-run.nav",
    "activity-continues-a-web-page-or-the-apps-own.nav",
  ]

  @Test func folderHoldsEveryRequiredScenario() throws {
    let names = Set(try ScenarioFile.all().map(\.name))
    for name in Self.required {
      #expect(names.contains(name), "missing scenario \(name) in \(ScenarioFile.folder.path)")
    }
  }

  @Test(arguments: try ScenarioFile.all())
  func scenarioRunsAsItsHeaderSays(_ file: ScenarioFile) throws {
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    let scenario = try Scenario(header: text)
    let result = try ShellProcess().run(scenario.arguments + ["-f", file.path])

    #expect(
      result.exited, "navlab-shell was killed by signal \(result.status)\n\(result.transcript)")
    #expect(result.status == scenario.exitStatus, "\(result.transcript)")
    #expect(result.errorLines.count == scenario.errorCount, "\(result.transcript)")
    for line in result.stderrLines {
      #expect(line.hasPrefix("error: "), "stray line on standard error: \(line)")
    }
    for needle in scenario.stderrNeedles {
      #expect(
        result.errorLines.contains { $0.contains(needle) },
        "no error line has '\(needle)'\n\(result.transcript)")
    }
    for needle in scenario.stdoutNeedles {
      #expect(
        result.stdout.contains(needle), "standard output lacks '\(needle)'\n\(result.transcript)")
    }
    #expect(
      !result.stdoutBytes.contains(0x1B), "escape code on standard output\n\(result.transcript)")
  }

  @Test func everyScenarioAssertsWithExpect() throws {
    for file in try ScenarioFile.all() {
      let text = try String(contentsOfFile: file.path, encoding: .utf8)
      let commands = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      #expect(commands.contains { $0.hasPrefix("expect ") }, "\(file.name) asserts nothing")
    }
  }
}
