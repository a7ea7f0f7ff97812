import Foundation
import Testing

/// Lines the shell cannot understand, fed to the built binary: each must be answered with one
/// `error:` line and exit status 1, never a crash, and nothing it echoes may carry an escape code.
@Suite("Hostile lines")
struct HostileLineTests {
  /// Where the lines come from.
  enum Channel: String, Sendable, CaseIterable {
    case standardInput
    case scriptFile
  }

  @Test(arguments: HostileLine.all)
  func eachBadLineFailsWithOneErrorLine(_ line: HostileLine) throws {
    let input = Data(line.bytes + [0x0A] + Array("expect screen.never.reached\n".utf8))
    let result = try ShellProcess().run([], input: input)

    #expect(result.exited, "killed by signal \(result.status)")
    #expect(result.status == 1)
    #expect(result.errorLines.count == 1, "\(result.stderrLines)")
    #expect(result.stderrLines.count == 1, "an error must be one line: \(result.stderrLines)")
    #expect(!result.stdoutBytes.contains(0x1B))
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test(arguments: Channel.allCases)
  func keepGoingAnswersEveryBadLineAndStillExitsOne(_ channel: Channel) throws {
    let lines = HostileLine.all
    var bytes: [UInt8] = []
    for line in lines {
      bytes += line.bytes + [0x0A]
    }
    bytes += Array("expect screen.feed\n".utf8)
    let data = Data(bytes)

    let shell = try ShellProcess()
    let result: ShellProcess.Result
    switch channel {
    case .standardInput:
      result = try shell.run(["--keep-going"], input: data)
    case .scriptFile:
      let script = FileManager.default.temporaryDirectory
        .appendingPathComponent("navlab-hostile-\(UUID().uuidString).nav")
      defer { try? FileManager.default.removeItem(at: script) }
      try data.write(to: script)
      result = try shell.run(["--keep-going", "-f", script.path])
    }

    #expect(result.exited, "killed by signal \(result.status)")
    #expect(result.status == 1)
    #expect(result.errorLines.count == lines.count)
    for line in result.stderrLines {
      #expect(line.hasPrefix("error: "), "an error broke across lines: \(line.prefix(120))")
    }
    #expect(!result.stdoutBytes.contains(0x1B), "escape code on standard output")
    let echoed = result.stdout.split(whereSeparator: \.isNewline)
    #expect(echoed.count == lines.count + 1, "each line is echoed on one line")
    for echo in echoed {
      #expect(echo.hasPrefix("> "), "an echo broke across lines: \(echo.prefix(120))")
    }
    #expect(echoed.last == "> expect screen.feed", "the shell still works after the bad lines")
  }

  @Test func errorLinesShortenAHundredKilobyteLine() throws {
    let result = try ShellProcess().run(lines: [String(repeating: "x", count: 100_000)])
    let error = try #require(result.errorLines.first)
    #expect(error.count < 1_000)
    #expect(result.stdout.count < 1_000)
  }
}
