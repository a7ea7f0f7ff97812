import Foundation
import Testing

/// The promises of the command line, checked on the built binary: modes, input order and exit
/// statuses.
@Suite("Command line")
struct CommandLineTests {
  @Test func pipedScriptThatTapsAndExpectsExitsZero() throws {
    let result = try ShellProcess().run(lines: ["tap row.article.7", "expect screen.article.7"])
    #expect(result.exited)
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stderr.isEmpty)
  }

  @Test func pipedOrScriptedRunNeverPrintsTheStartHint() throws {
    let piped = try ShellProcess().run(lines: ["show"])
    let scripted = try ShellProcess().run(["-c", "show"])
    for result in [piped, scripted] {
      #expect(result.status == 0, "\(result.transcript)")
      #expect(!result.stdout.contains("Type 'help'"), "\(result.transcript)")
      #expect(!result.stderr.contains("Type 'help'"), "\(result.transcript)")
    }
  }

  @Test func scriptModeEchoesEachCommandBeforeItsOutputWithoutAPrompt() throws {
    let result = try ShellProcess().run(lines: ["tap row.article.7", "", "# a comment", "link"])
    #expect(
      result.stdout == """
        > tap row.article.7
          now on screen.article.7 (feed › article 7)
        > link
        navlab://article/7

        """)
  }

  @Test func scriptsAndCommandsRunInTheOrderGivenAndStdinIsNotRead() throws {
    let shell = try ShellProcess()
    let folder = FileManager.default.temporaryDirectory
    let first = folder.appendingPathComponent("navlab-first-\(UUID().uuidString).nav")
    let second = folder.appendingPathComponent("navlab-second-\(UUID().uuidString).nav")
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    try "tap row.article.7\n".write(to: first, atomically: true, encoding: .utf8)
    try "expect screen.author.101\n".write(to: second, atomically: true, encoding: .utf8)

    let result = try shell.run(
      [
        "-f", first.path, "-c", "expect screen.article.7", "-c", "tap button.author", "-c",
        "tap button.login",
        "-f", second.path,
      ],
      input: Data("expect screen.never.reached\n".utf8))

    #expect(result.status == 0, "\(result.transcript)")
    let echoes = result.stdout.split(separator: "\n").filter { $0.hasPrefix("> ") }
    #expect(
      echoes == [
        "> tap row.article.7", "> expect screen.article.7", "> tap button.author",
        "> tap button.login",
        "> expect screen.author.101",
      ])
  }

  @Test func mergedOutputKeepsErrorsInOrderWithTheirCommands() throws {
    let result = try ShellProcess().run(
      ["--keep-going", "-c", "back", "-c", "tap row.article.7", "-c", "dismiss", "-c", "back"],
      mergingOutput: true)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "> back",
        "error: nothing to go back from: screen.feed is a root with nothing presented",
        "> tap row.article.7",
        "  now on screen.article.7 (feed › article 7)",
        "> dismiss",
        "error: nothing is presented over screen.article.7; use 'back' to pop",
        "> back",
        "  now on screen.feed (feed)",
      ])
    #expect(result.status == 1)
  }

  @Test func firstFailureStopsTheRun() throws {
    let result = try ShellProcess().run(["-c", "back", "-c", "tap row.article.7"])
    #expect(result.status == 1)
    #expect(!result.stdout.contains("tap row.article.7"))
    #expect(result.errorLines.count == 1)
  }

  @Test func keepGoingRunsEveryLineAndStillExitsOne() throws {
    let result = try ShellProcess().run(
      ["--keep-going", "-c", "back", "-c", "tap row.article.7", "-c", "expect screen.article.7"])
    #expect(result.status == 1)
    #expect(result.errorLines.count == 1)
    #expect(result.stdout.contains("> expect screen.article.7"))
  }

  @Test func quitEndsTheScriptWithTheStatusSoFar() throws {
    let shell = try ShellProcess()
    let clean = try shell.run(lines: ["tap row.article.7", "quit", "expect screen.never.reached"])
    #expect(clean.status == 0, "\(clean.transcript)")
    let failed = try shell.run(
      ["--keep-going"], lines: ["back", "quit", "expect screen.never.reached"])
    #expect(failed.status == 1)
    #expect(failed.errorLines.count == 1)
  }

  @Test func emptyInputSucceeds() throws {
    let result = try ShellProcess().run([], input: Data())
    #expect(result.status == 0)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.isEmpty)
  }

  @Test(arguments: ["--help", "-h", "--version"])
  func informationalFlagsPrintAndExitZero(_ flag: String) throws {
    let result = try ShellProcess().run([flag], input: Data("expect screen.never.reached\n".utf8))
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    #expect(result.stdout.hasPrefix(flag == "--version" ? "navlab-shell " : "usage: navlab-shell"))
  }

  @Test(arguments: [
    (["--frobnicate"], "unknown option '--frobnicate'"),
    (["--keepgoing"], "did you mean '--keep-going'?"),
    (["--deeplink"], "option '--deeplink' needs a value"),
    (["-c"], "option '-c' needs a value"),
    (
      ["-f", "/nonexistent/navlab.nav"],
      "cannot read script '/nonexistent/navlab.nav': no such file"
    ),
    (["-f", "/"], "cannot read script '/': it is a folder"),
    (["--keep-going=no"], "option '--keep-going' takes no value"),
  ])
  func usageMistakesExitTwoWithOneErrorLine(_ arguments: [String], _ message: String) throws {
    let result = try ShellProcess().run(arguments, input: Data("expect screen.feed\n".utf8))
    #expect(result.exited)
    #expect(result.status == 2, "\(result.transcript)")
    #expect(result.stderrLines.count == 1)
    #expect(result.errorLines.first?.contains(message) == true, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func rejectedColdStartLinkStopsTheRunWithExitOne() throws {
    let result = try ShellProcess().run(
      ["--deeplink", "navlab://article/0", "-c", "expect screen.feed"])
    #expect(result.status == 1)
    #expect(
      result.errorLines == [
        "error: cold-start link 'navlab://article/0' rejected: id '0' is out of range; ids start at 1"
      ])
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    (
      "/nonexistent/tap.json",
      "cannot read cold-start notification '/nonexistent/tap.json': no such file"
    ),
    ("/", "cannot read cold-start notification '/': it is a folder"),
    ("/dev/null", "cannot read cold-start notification '/dev/null': it is a device"),
  ])
  func badColdStartNotificationStopsTheRunWithExitOne(_ path: String, _ message: String) throws {
    let result = try ShellProcess().run(["--notification", path, "-c", "expect screen.feed"])
    #expect(result.status == 1, "\(result.transcript)")
    #expect(result.errorLines.count == 1)
    #expect(result.errorLines.first?.hasPrefix("error: " + message) == true, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }
}
