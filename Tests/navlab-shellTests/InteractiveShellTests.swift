import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built shell in a pseudo-terminal, typed at as a person would: completion, history,
/// editing keys, Ctrl-C and Ctrl-D, and the terminal restored on the way out.
extension TerminalSessionTests {
  @Suite("Interactive shell")
  struct InteractiveShellTests {
    /// Reads what the shell writes until `needle` appears; a hang guard, not a time assertion.
    private func read(_ terminal: PseudoTerminal, until needle: String, into screen: inout String)
      -> Bool
    {
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline {
        screen += terminal.output()
        if screen.contains(needle) { return true }
      }
      return false
    }

    /// Starts the built shell with `terminal` as its standard input, output and error.
    private func launch(in terminal: PseudoTerminal, history: String) throws -> Process {
      let process = Process()
      process.executableURL = try ShellProcess().executable
      process.environment = ["TERM": "xterm", "NAVLAB_HISTORY": history, "HOME": "/nonexistent"]
      let handle = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
      process.standardInput = handle
      process.standardOutput = handle
      process.standardError = handle
      try process.run()
      return process
    }

    /// Waits for `process` to end; a hang guard, not a time assertion.
    private func waitForExit(_ process: Process) {
      let deadline = Date().addingTimeInterval(60)
      while process.isRunning, Date() < deadline { usleep(10_000) }
    }

    @Test func completionHistoryEditingAndCtrlKeysWorkOnTheBuiltShell() throws {
      let terminal = try #require(PseudoTerminal())
      terminal.setColumns(100)
      let history = FileManager.default.temporaryDirectory.appendingPathComponent(
        "navlab-history-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: history) }
      let process = try launch(in: terminal, history: history.path)
      defer { if process.isRunning { process.terminate() } }

      var screen = ""
      #expect(read(terminal, until: "feed ›", into: &screen), "no prompt: \(screen)")

      screen = ""
      terminal.send("tap row.article.1\t\t")
      #expect(
        read(terminal, until: "row.article.10", into: &screen), "no candidates listed: \(screen)")

      screen = ""
      terminal.send([0x15])  // Ctrl-U clears the line
      terminal.send("tap row.article.7\r")
      #expect(read(terminal, until: "article 7 ›", into: &screen), "tap did not land: \(screen)")

      screen = ""
      terminal.send("\u{1B}[A")  // Up recalls the last command
      #expect(
        read(terminal, until: "tap row.article.7", into: &screen), "history not recalled: \(screen)"
      )
      terminal.send([0x03])  // Ctrl-C drops it and keeps running
      #expect(read(terminal, until: "^C", into: &screen), "Ctrl-C not shown: \(screen)")

      screen = ""
      terminal.send("lnk\u{1B}[D\u{1B}[Di\r")  // Left twice, then insert: "link"
      #expect(
        read(terminal, until: "navlab://article/7", into: &screen), "edited line not run: \(screen)"
      )

      terminal.send([0x04])  // Ctrl-D on an empty line leaves
      waitForExit(process)
      // Foundation traps on a running process's termination reason: fail here instead.
      try #require(!process.isRunning, "the shell did not exit")
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 0)
      #expect(terminal.isCooked, "the terminal was left in raw mode")
      let saved = try String(contentsOf: history, encoding: .utf8)
      #expect(saved.split(separator: "\n").contains("tap row.article.7"))
      #expect(saved.hasSuffix("\n"), "the history file must end each entry with a newline")
      #expect(!saved.contains("lnk"))
    }

    @Test func sessionOnATerminalStartsWithOneHintLine() throws {
      let terminal = try #require(PseudoTerminal())
      let process = try launch(in: terminal, history: "/dev/null")
      defer { if process.isRunning { process.terminate() } }
      var screen = ""
      #expect(read(terminal, until: "feed ›", into: &screen), "no prompt: \(screen)")
      let lines = screen.split(whereSeparator: \.isNewline)
      #expect(
        lines.first == "Type 'help' for the commands; Tab completes; 'quit' or Ctrl-D leaves.",
        "\(screen)")
      #expect(lines.filter { $0.contains("Type 'help'") }.count == 1, "\(screen)")
      terminal.send([0x04])
      waitForExit(process)
      try #require(!process.isRunning, "the shell did not exit")
      #expect(process.terminationStatus == 0)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGALRM, SIGUSR1, SIGUSR2])
    func signalAtThePromptLeavesTheTerminalRestored(signal: Int32) throws {
      let terminal = try #require(PseudoTerminal())
      let process = try launch(in: terminal, history: "/dev/null")
      defer { if process.isRunning { process.terminate() } }
      var screen = ""
      #expect(read(terminal, until: "feed ›", into: &screen), "no prompt: \(screen)")
      #expect(!terminal.isCooked, "the prompt should be reading in raw mode")

      kill(process.processIdentifier, signal)
      waitForExit(process)
      // Foundation traps on a running process's termination reason: fail here instead.
      try #require(!process.isRunning, "the shell did not exit")
      #expect(process.terminationReason == .uncaughtSignal)
      #expect(process.terminationStatus == signal)
      #expect(terminal.isCooked, "the terminal was left in raw mode")
    }
  }
}
