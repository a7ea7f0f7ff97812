import Foundation

/// The built `navlab-shell`, launched as a child process the way a UI test launches an app.
///
/// `swift test` builds every product of the package before it runs the tests, so the executable
/// sits in the same build folder as the test bundle (`.build/debug/NavLabPackageTests.xctest` and
/// `.build/debug/navlab-shell` on Linux). Set `NAVLAB_SHELL` to test another binary.
struct ShellProcess {
  /// What one run printed and how it ended.
  struct Result {
    /// The exit status, or the signal number when ``exited`` is `false`.
    var status: Int32
    /// Whether the process exited by itself rather than being killed by a signal.
    var exited: Bool
    /// Standard output, as bytes and decoded.
    var stdoutBytes: Data
    var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
    /// Standard error, decoded.
    var stderr: String

    /// The lines of standard error, split wherever a reader would break a line.
    var stderrLines: [String] {
      stderr.split(whereSeparator: \.isNewline).map(String.init)
    }

    /// The lines of standard error that report a failure.
    var errorLines: [String] {
      stderrLines.filter { $0.hasPrefix("error: ") }
    }

    /// A summary for failure messages.
    var transcript: String {
      "exit \(exited ? "status" : "signal") \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)"
    }
  }

  /// Why the binary could not be run.
  enum LaunchError: Error, CustomStringConvertible {
    case notBuilt(searched: [String])

    var description: String {
      switch self {
      case .notBuilt(let searched):
        "navlab-shell is not built; looked for " + searched.joined(separator: ", ")
          + "; run 'swift build' (or 'swift test', which builds it) or set NAVLAB_SHELL"
      }
    }
  }

  /// A hang guard, not a time assertion: a child still running after this long is killed, and
  /// the test then fails on its signal status instead of blocking the whole suite.
  static let hangGuard: TimeInterval = 120

  /// The executable to run.
  let executable: URL

  /// Finds the built binary next to the test bundle.
  ///
  /// - Throws: ``LaunchError/notBuilt(searched:)`` naming every folder searched.
  init() throws {
    let candidates: [URL]
    if let override = ProcessInfo.processInfo.environment["NAVLAB_SHELL"], !override.isEmpty {
      candidates = [URL(fileURLWithPath: override)]
    } else {
      candidates = Self.candidateFolders().map { $0.appendingPathComponent("navlab-shell") }
    }
    guard
      let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
    else {
      throw LaunchError.notBuilt(searched: candidates.map(\.path))
    }
    executable = found
  }

  /// Where the test bundle lives: the build folder on Linux, next to it on macOS.
  private static func candidateFolders() -> [URL] {
    let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var folders = [Bundle.main.bundleURL, runner.deletingLastPathComponent()]
    folders += Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
      .map { $0.bundleURL.deletingLastPathComponent() }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    var seen: Set<String> = []
    return folders.map(\.standardizedFileURL).filter { seen.insert($0.path).inserted }
  }

  /// Runs the shell with `arguments`, feeding it `input` on standard input.
  ///
  /// Output goes to temporary files rather than pipes, so a large output cannot fill a pipe
  /// and deadlock the wait.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - input: Standard input; empty input is an immediate end of file, never a terminal.
  ///   - mergingOutput: Whether standard error goes to the same file as standard output, as
  ///     `2>&1` does; ``Result/stderr`` is then empty.
  /// - Returns: The run's exit status and everything it printed.
  /// - Throws: When the binary cannot be started or its output read.
  func run(_ arguments: [String], input: Data = Data(), mergingOutput: Bool = false) throws
    -> Result
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navlab-shell-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stdinURL = folder.appendingPathComponent("stdin")
    let stdoutURL = folder.appendingPathComponent("stdout")
    let stderrURL = folder.appendingPathComponent("stderr")
    try input.write(to: stdinURL)
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)

    let stdin = try FileHandle(forReadingFrom: stdinURL)
    let stdout = try FileHandle(forWritingTo: stdoutURL)
    let stderr = try FileHandle(forWritingTo: stderrURL)
    defer {
      try? stdin.close()
      try? stdout.close()
      try? stderr.close()
    }

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = mergingOutput ? stdout : stderr
    // Without NO_COLOR, so that a check for escape codes cannot pass only because of it.
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = nil
    process.environment = environment
    try process.run()

    let pid = process.processIdentifier
    let guardItem = DispatchWorkItem { kill(pid, SIGKILL) }
    DispatchQueue.global().asyncAfter(deadline: .now() + Self.hangGuard, execute: guardItem)
    process.waitUntilExit()
    guardItem.cancel()

    return Result(
      status: process.terminationStatus,
      exited: process.terminationReason == .exit,
      stdoutBytes: try Data(contentsOf: stdoutURL),
      stderr: String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self))
  }

  /// Runs the shell with `arguments`, feeding it `lines` on standard input, one per line.
  func run(_ arguments: [String] = [], lines: [String]) throws -> Result {
    try run(arguments, input: Data(lines.map { $0 + "\n" }.joined().utf8))
  }
}
