import Foundation
import Testing

/// `.ci/run` takes no arguments: `--help` says what it checks, and any other argument is refused
/// with one error line before a step starts.
///
/// Each case runs a copy of the script alone in a scratch folder, so that a script that ignored
/// its arguments would fail at its first step, `swift build` without a package, in a moment
/// rather than run the whole of CI.
@Suite("CI script's arguments")
struct CIScriptTests {
  /// The repository's `.ci/run`.
  private static let source = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent(".ci/run")

  /// Runs the copy of `.ci/run` in a scratch folder with `arguments`.
  private static func run(_ arguments: [String]) throws -> (
    status: Int32, stdout: String, stderr: String
  ) {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let ci = URL(fileURLWithPath: folder.file(".ci"))
    try FileManager.default.createDirectory(at: ci, withIntermediateDirectories: true)
    let script = ci.appendingPathComponent("run")
    try FileManager.default.copyItem(at: Self.source, to: script)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [script.path] + arguments
    let (out, err) = (Pipe(), Pipe())
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: stdout, as: UTF8.self),
      String(decoding: stderr, as: UTF8.self)
    )
  }

  @Test(arguments: ["--help", "-h"])
  func helpSaysWhatItChecksAndRunsNoStep(_ flag: String) throws {
    let result = try Self.run([flag])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("CI for NavLab: everything a change must pass"))
    #expect(result.stdout.contains("usage: .ci/run (no arguments"))
    #expect(!result.stdout.contains("==="), "a step started")
    #expect(result.stderr.isEmpty)
  }

  @Test(arguments: ["--quick", "explore"])
  func anyOtherArgumentIsRefusedWithOneErrorLineBeforeAStep(_ argument: String) throws {
    let result = try Self.run([argument])
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.isEmpty, "a step started")
    #expect(
      result.stderr
        == "error: .ci/run takes no arguments, got '\(argument)'; run it alone, or "
        + "'.ci/run --help'\n")
  }
}
