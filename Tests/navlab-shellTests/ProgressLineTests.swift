import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The progress line of `explore`, `graph` and `coverage`, seen on a real terminal.
extension TerminalSessionTests {
  @Suite("Progress line")
  struct ProgressLineTests {
    @Test func exploreDrawsProgressOnATerminalsStandardErrorThenErasesIt() throws {
      let terminal = try #require(PseudoTerminal())
      let process = Process()
      process.executableURL = try ShellProcess().executable
      // One device, depth 3: 3,627 states, so the line is drawn three times (every 1,024
      // states); it is the same on every device and at every depth.
      process.arguments = ["explore", "--depth", "3", "--platform", "ios", "--width", "compact"]
      process.environment = ["TERM": "xterm"]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = FileHandle(fileDescriptor: terminal.slave, closeOnDealloc: false)
      try process.run()
      var screen = ""
      let deadline = Date().addingTimeInterval(120)  // a hang guard, not a time assertion
      while process.isRunning, Date() < deadline { screen += terminal.output() }
      screen += terminal.output()
      // Past the guard, end it: reading the status of a running process stops the test runner.
      if process.isRunning {
        Issue.record("explore was still running after the hang guard")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
      }
      let report = String(
        decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)

      #expect(process.terminationStatus == 0, "\(report)")
      #expect(screen.contains("exploring: depth "), "\(screen.debugDescription)")
      #expect(screen.contains(" states/s"))
      #expect(screen.hasSuffix("\r\u{1B}[K"), "the line is not erased: \(screen.debugDescription)")
      #expect(report.hasPrefix("explored from a fresh launch"))
      #expect(!report.contains("\u{1B}"))
    }
  }
}
