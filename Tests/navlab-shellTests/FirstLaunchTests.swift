import Foundation
import Testing

@testable import navlab_shell

/// `--first-launch`: a fresh install, onboarding first, for the run and for the walks.
@Suite("First launch")
struct FirstLaunchTests {
  @Test func firstLaunchIsOneFlagOfTheShellAndOfEveryWalk() throws {
    #expect(try ShellOptions.parse(["--first-launch"]).firstLaunch)
    #expect(!(try ShellOptions.parse([]).firstLaunch))
    #expect(try ShellOptions.parse(["explore", "--first-launch"]).explore?.firstLaunch == true)
    #expect(try ShellOptions.parse(["graph", "--first-launch"]).graph?.firstLaunch == true)
    #expect(try ShellOptions.parse(["coverage", "--first-launch"]).coverage?.firstLaunch == true)
    #expect(throws: UsageError.unexpectedValue("--first-launch", value: "yes")) {
      try ShellOptions.parse(["--first-launch=yes"])
    }
  }

  @Test func aFirstLaunchSignedInIsAUsageError() {
    #expect(throws: UsageError.signedInFirstLaunch) {
      try ShellOptions.parse(["explore", "--first-launch", "--signed-in"])
    }
    #expect(
      UsageError.signedInFirstLaunch.description
        == "a first launch is a fresh install, with no one signed in; give '--first-launch' or "
        + "'--signed-in', not both")
  }

  @Test func firstLaunchWithAStateFileStartsFreshWhateverItHoldsAndSavesToIt() throws {
    let shell = try ShellProcess()
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let state = folder.file("state.json")
    let before = try shell.run(["--state", state, "-c", "tap row.article.7"])
    #expect(before.status == 0, "\(before.transcript)")

    let first = try shell.run(
      ["--first-launch", "--state", state],
      lines: ["expect screen.onboarding.1", "expect not screen.article.7", "tap button.next"])
    #expect(first.status == 0, "\(first.transcript)")
    #expect(first.stderr.isEmpty, "\(first.transcript)")
    let pending = try String(contentsOfFile: state, encoding: .utf8)
    #expect(pending.contains(#""onboarding" : "pending""#))
    #expect(!pending.contains("article/7"))

    let again = try shell.run(
      ["--state", state],
      lines: [
        "expect screen.onboarding.1", "tap button.next", "tap button.next", "tap button.start",
        "expect screen.feed", "tap row.article.2",
      ])
    #expect(again.status == 0, "\(again.transcript)")
    let done = try String(contentsOfFile: state, encoding: .utf8)
    #expect(!done.contains("onboarding"))

    let never = try shell.run(["--state", state], lines: ["expect screen.article.2"])
    #expect(never.status == 0, "\(never.transcript)")
  }

  @Test func aScriptWithAStartingStateCannotRunOnAFirstLaunch() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let script = folder.file("s.nav")
    try Data(
      ("# state: {\"paths\":{\"feed\":[\"article/3\"]},\"tab\":\"feed\",\"version\":1}\n"
        + "expect screen.article.3\n").utf8
    ).write(to: URL(fileURLWithPath: script))
    let result = try ShellProcess().run(["--first-launch", "-f", script])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "error: script \(script.quoted) starts from the state on its '# state:' line; run it "
        + "without '--first-launch', which starts from a fresh install instead\n")
  }

  @Test func recordingBeforeAnyMoveOnAFirstLaunchReplaysFromAFirstLaunch() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let recording = folder.file("first.nav")
    let shell = try ShellProcess()
    let recorded = try shell.run(
      ["--first-launch", "--deeplink", "navlab://article/4"],
      lines: [
        "record \(recording)", "tap button.next", "tap button.next", "tap button.start", "quit",
      ])
    #expect(recorded.status == 0, "\(recorded.transcript)")
    let text = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(text.contains("# args: --first-launch --deeplink navlab://article/4\n"))
    #expect(text.hasSuffix("tap button.start\nexpect screen.article.4\n"))
    let replay = try shell.run([
      "--first-launch", "--deeplink", "navlab://article/4", "-f", recording,
    ])
    #expect(replay.status == 0, "\(replay.transcript)")
  }

  @Test func exploreFromAFirstLaunchSaysSoAndNamesTheOnboardingRule() throws {
    let result = try ShellProcess().run(
      ["explore", "--first-launch", "--depth", "2", "--platform", "ios", "--width", "compact"])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(
      result.stdout.hasPrefix("explored from a fresh launch (first launch, guest) to depth 2: "))
    #expect(
      result.stdout.contains(
        "presentation, alerts, identifiers, dismissal, drafts, requests, platforms, resize, exits, "
          + "teardown, "
          + "focus, "
          + "onboarding, "
          + "declarations\n"))
  }

  @Test func graphDrawsOnboardingOnlyFromAFirstLaunch() throws {
    let usual = try ShellProcess().run(["graph", "--format", "mermaid", "--depth", "2"])
    #expect(usual.status == 0, "\(usual.transcript)")
    #expect(!usual.stdout.contains("onboarding"))
    let fresh = try ShellProcess().run(
      ["graph", "--format", "mermaid", "--depth", "2", "--first-launch"])
    #expect(fresh.status == 0, "\(fresh.transcript)")
    #expect(fresh.stdout.contains(#"subgraph g_onboarding["onboarding root"]"#))
    #expect(fresh.stdout.contains("and from a first launch."))
  }
}
