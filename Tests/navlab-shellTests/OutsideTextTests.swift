import AppCoordinator
import Foundation
import Testing

@testable import navlab_shell

#if canImport(Glibc)
  import Glibc
#endif

/// Outside text (a history file, a typed or pasted line) reaches the terminal and recordings
/// with its control characters spelled out.
extension TerminalSessionTests {
  @Suite("Outside text")
  struct OutsideTextTests {
    /// An OSC sequence that sets a terminal's title, then a command.
    static let retitling = "\u{1B}]0;owned\u{07}show"

    @Test func historyEntryRecalledWithUpIsSpelledOutOnTheTerminal() throws {
      let folder = try TemporaryDirectory()
      defer { folder.remove() }
      let history = folder.file("history")
      try Data((Self.retitling + "\n").utf8).write(to: URL(fileURLWithPath: history))
      let pty = try #require(PseudoTerminal())
      pty.makeRaw()
      let reader = LineReader(
        historyPath: history, input: pty.slave, output: pty.slave, environment: ["TERM": "xterm"])
      #expect(reader.loadHistory() == nil)
      pty.send("\u{1B}[A\r")
      #expect(reader.readLine(prompt: "> ") == Self.retitling)
      let shown = pty.output()
      #expect(shown.contains("\\u{1B}]0;owned\\u{7}show"), "\(shown.debugDescription)")
      #expect(!shown.contains("\u{1B}]"), "\(shown.debugDescription)")
      #expect(!shown.contains("\u{07}"), "\(shown.debugDescription)")
    }

    @Test func spelledOutLineKeepsTheCursorBeforeTheSameCharacter() {
      let line = SpelledOutLine(Array("a\u{1B}b"), cursor: 2)
      #expect(String(line.buffer) == "a\\u{1B}b")
      #expect(line.cursor == 7)
      #expect(SpelledOutLine(Array("a\u{1B}"), cursor: 2).cursor == 7)
      #expect(
        SpelledOutLine(Array("plain"), cursor: 3) == SpelledOutLine(Array("plain"), cursor: 3))
      #expect(SpelledOutLine(Array("plain"), cursor: 3).cursor == 3)
    }
  }
}

@MainActor
@Suite("Outside text in recordings")
struct OutsideTextRecordingTests {
  @Test func commandHoldingAControlCharacterIsRefusedWhileRecordingAndLeftAsAComment() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let recording = folder.file("typed.nav")
    let harness = ShellHarness()
    #expect(
      harness.run("record \(recording)", "tap\trow.article.7", "tap button.author") == .succeeded)
    #expect(harness.run("type field.username \u{1B}[2J\u{1B}]0;owned\u{07}reader") == .failed)
    #expect(
      harness.errors == [
        "error: cannot record 'type field.username \\u{1B}[2J\\u{1B}]0;owned\\u{7}reader': it "
          + "holds the control character U+001B, which a script cannot carry; type it without, or "
          + "'record stop' first"
      ])
    #expect(harness.app.visible.screen.id == "screen.login")
    #expect(harness.run("record stop") == .succeeded)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: recording))
    #expect(!bytes.contains(0x1B), "a raw escape reached the recording")
    #expect(!bytes.contains(0x07), "a raw bell reached the recording")
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    #expect(lines.contains("tap\trow.article.7"), "a tab splits words and is recorded: \(lines)")
    #expect(
      lines.last
        == "# Not recorded, it failed: type field.username \\u{1B}[2J\\u{1B}]0;owned\\u{7}reader",
      "\(lines)")
  }

  @Test func typedTextIsRecordedOrRefusedNeverLeftOutOfTheReplay() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let recording = folder.file("field.nav")
    let harness = ShellHarness()
    #expect(
      harness.run("record \(recording)", "tap row.article.2", "tap button.report") == .succeeded)
    #expect(harness.run("type field.report Spam\u{1}x") == .failed)
    #expect(harness.run("type field.report Spam", "record stop") == .succeeded)
    let replay = try ShellProcess().run(["-f", recording, "-c", "show"])
    #expect(replay.status == 0, "\(replay.transcript)")
    let screen = try harness.shell.perform(.show)
    #expect(screen.contains { $0.contains("Spam") })
    #expect(replay.stdout.hasSuffix("> show\n" + screen.map { $0 + "\n" }.joined()))
  }

  @Test func recordingHeaderShowsBothWaysToReplay() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let recording = folder.file("header.nav")
    let harness = ShellHarness()
    #expect(harness.run("record \(recording)", "record stop") == .succeeded)
    let header = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(header.contains("'navlab-shell -f \(recording)'"), "\(header)")
    #expect(header.contains("'swift run navlab-shell -f \(recording)'"), "\(header)")
  }
}
