import Foundation
import Testing

@testable import navlab_shell

#if canImport(Glibc)
  import Glibc
#endif

/// Standard output and error that fail: closed, full, a pipe nobody reads, and descriptors
/// reopened so that no file the shell opens takes their number.
@Suite("Output channels")
struct OutputChannelTests {
  /// A script long enough that its output outlasts any buffer.
  private static let script = ["-c", "tap row.article.7", "-c", "show", "-c", "back"]

  @Test func closedStandardOutputEndsWithItsStatusAndOneLine() throws {
    let result = try ShellProcess().run(Self.script, redirecting: ">&-")
    #expect(result.exited, "\(result.transcript)")
    #expect(result.status == outputFailedStatus, "\(result.transcript)")
    #expect(
      result.stderr == "error: cannot write to standard output: Bad file descriptor\n",
      "\(result.transcript)")
  }

  @Test func fullStandardOutputEndsWithItsStatusAndOneLine() throws {
    let result = try ShellProcess().run(Self.script, redirecting: ">/dev/full")
    #expect(result.exited, "\(result.transcript)")
    #expect(result.status == outputFailedStatus, "\(result.transcript)")
    #expect(
      result.stderr == "error: cannot write to standard output: No space left on device\n",
      "\(result.transcript)")
  }

  @Test func brokenPipeWithSIGPIPEIgnoredEndsQuietly() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    close(ends[0])  // Nobody reads: the first write fails with EPIPE.
    let writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    let result = try ShellProcess().run(
      Self.script, redirecting: "", ignoringSIGPIPE: true, standardOutput: writer)
    #expect(result.exited, "\(result.transcript)")
    #expect(result.status == outputFailedStatus, "\(result.transcript)")
    #expect(result.stderr.isEmpty, "\(result.transcript)")
  }

  @Test func closedStandardErrorStillRunsTheScriptAndExitsOne() throws {
    let result = try ShellProcess().run(
      ["-c", "tap row.article.7", "-c", "tap button.nothing", "-c", "show"], redirecting: "2>&-")
    #expect(result.exited, "\(result.transcript)")
    #expect(result.status == 1, "\(result.transcript)")
    #expect(result.stdout.contains("now on screen.article.7"), "\(result.transcript)")
  }

  @Test func recordingOpenedWithStandardErrorClosedGetsNoErrorLines() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let recording = folder.file("session.nav")
    let result = try ShellProcess().run(
      [
        "--keep-going", "-c", "record \(recording)", "-c", "tap row.article.7",
        "-c", "tap button.nothing", "-c", "back",
      ], redirecting: "2>&-")
    #expect(result.status == 1, "\(result.transcript)")
    let written = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(!written.contains("error:"), "\(written)")
    let replay = try ShellProcess().run(["-f", recording])
    #expect(replay.status == 0, "\(replay.transcript)\n--- recording\n\(written)")
  }
}
