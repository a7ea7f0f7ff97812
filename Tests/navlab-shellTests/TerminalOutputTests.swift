import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built shell on a pseudo-terminal whose standard error goes elsewhere: closed, or into a
/// file. The terminal comes back cooked, colour stays on the terminal, and outside text reaches
/// it spelled out.
extension TerminalSessionTests {
  @Suite("Terminal output")
  struct TerminalOutputTests {
    /// Starts the built shell from `/bin/sh` with `terminal` as its input and output, standard
    /// error on `standardError` (the terminal when `nil`), then `redirections` applied.
    private func launch(
      in terminal: PseudoTerminal, history: String, redirecting redirections: String = "",
      standardError: FileHandle? = nil, environment: [String: String] = [:]
    ) throws -> Process {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = [
        "-c", "exec \"$0\" " + redirections, try ShellProcess().executable.path,
      ]
      process.environment = ["TERM": "xterm", "NAVLAB_HISTORY": history, "HOME": "/nonexistent"]
        .merging(environment) { $1 }
      let handle = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
      process.standardInput = handle
      process.standardOutput = handle
      process.standardError = standardError ?? handle
      try process.run()
      return process
    }

    /// Reads what the shell writes until `needle` appears; a hang guard, not a time assertion.
    private func read(_ terminal: PseudoTerminal, until needle: String) -> String {
      var screen = ""
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline, !screen.contains(needle) { screen += terminal.output() }
      return screen
    }

    /// Reads what the shell writes until `last` appears after `first`; a hang guard, not a time
    /// assertion.
    private func read(_ terminal: PseudoTerminal, until first: String, then last: String) -> String
    {
      var screen = read(terminal, until: first)
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline, !screen.after(first).contains(last) { screen += terminal.output() }
      return screen
    }

    /// Waits for `process` to end; a hang guard, not a time assertion.
    private func waitForExit(_ process: Process) {
      let deadline = Date().addingTimeInterval(60)
      while process.isRunning, Date() < deadline { usleep(10_000) }
    }

    @Test func failedWarningWithStandardErrorClosedLeavesTheTerminalCooked() throws {
      let terminal = try #require(PseudoTerminal())
      // A history that cannot be saved: the warning is written while the prompt is raw.
      let process = try launch(
        in: terminal, history: "/nonexistent/folder/history", redirecting: "2>&-")
      defer { if process.isRunning { process.terminate() } }
      #expect(read(terminal, until: "feed ›").contains("feed ›"))
      terminal.send("tap row.article.7\r")
      #expect(read(terminal, until: "article 7 ›").contains("article 7 ›"))
      terminal.send([0x04])
      waitForExit(process)
      try #require(!process.isRunning)
      #expect(process.terminationReason == .exit)
      #expect(process.terminationStatus == 0)
      #expect(terminal.isCooked, "the terminal was left in raw mode")
    }

    // Not SIGQUIT and SIGABRT: the test runner starts its children with them blocked or ignored,
    // and then no signal arrives; the handler treats them as it treats these.
    @Test(arguments: [SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGSEGV])
    func fatalSignalAtThePromptLeavesTheTerminalCooked(signal: Int32) throws {
      let terminal = try #require(PseudoTerminal())
      // Without the runtime's backtracer, which on a terminal waits for keys after a crash: the
      // signal then ends the process as soon as the handler has passed it on.
      let process = try launch(
        in: terminal, history: "/dev/null", environment: ["SWIFT_BACKTRACE": "enable=no"])
      defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
      #expect(read(terminal, until: "feed ›").contains("feed ›"))
      #expect(!terminal.isCooked, "the prompt should be reading in raw mode")
      kill(process.processIdentifier, signal)
      waitForExit(process)
      // How it ends is the previous action's to say (a sanitizer's reports and exits), but end it
      // does, with the terminal cooked.
      #expect(!process.isRunning)
      #expect(terminal.isCooked, "the terminal was left in raw mode")
    }

    @Test func errorLinesToAFileCarryNoColourWhileTheTerminalHasIt() throws {
      let terminal = try #require(PseudoTerminal())
      let folder = try TemporaryDirectory()
      defer { folder.remove() }
      let errors = folder.file("errors")
      #expect(FileManager.default.createFile(atPath: errors, contents: nil))
      let errorFile = try #require(FileHandle(forWritingAtPath: errors))
      let process = try launch(in: terminal, history: "/dev/null", standardError: errorFile)
      defer { if process.isRunning { process.terminate() } }
      let start = read(terminal, until: "feed ›")
      #expect(start.contains("\u{1B}[36m"), "the prompt on the terminal should be coloured")
      terminal.send("tap button.nothing\r")
      _ = read(terminal, until: "feed ›")
      terminal.send([0x04])
      waitForExit(process)
      let written = try String(contentsOfFile: errors, encoding: .utf8)
      #expect(written.hasPrefix("error: no element button.nothing"), "\(written.debugDescription)")
      #expect(!written.contains("\u{1B}"), "\(written.debugDescription)")
    }

    @Test func historyPathInAWarningIsSpelledOut() throws {
      let terminal = try #require(PseudoTerminal())
      let hostile = "/nonexistent/\u{1B}]0;owned\u{07}/history"
      let process = try launch(in: terminal, history: hostile)
      defer { if process.isRunning { process.terminate() } }
      _ = read(terminal, until: "feed ›")
      terminal.send("show\r")
      // The warning and the prompt after it may arrive in one read: wait for both, in order.
      let screen = read(terminal, until: "warning:", then: "feed ›")
      terminal.send([0x04])
      waitForExit(process)
      #expect(
        screen.contains("warning: could not write history file"), "\(screen.debugDescription)")
      #expect(screen.contains("\\u{1B}]0;owned\\u{7}"), "\(screen.debugDescription)")
      #expect(!screen.contains("\u{1B}]0;"), "\(screen.debugDescription)")
    }
  }
}

extension String {
  /// What follows the first `marker`, or nothing when it does not appear.
  fileprivate func after(_ marker: String) -> Substring {
    guard let range = range(of: marker) else { return "" }
    return self[range.upperBound...]
  }
}
