import Foundation

#if canImport(Glibc)
  import Glibc
#endif

extension ShellProcess {
  /// Runs the built shell from `/bin/sh`, started in ways `Process` cannot start it: with a
  /// standard descriptor closed (`>&-`), on a device (`>/dev/full`), with SIGPIPE ignored, or on
  /// descriptors the test made.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program name.
  ///   - redirections: Shell redirections applied to the shell alone, such as `2>&-`.
  ///   - ignoringSIGPIPE: Whether the shell starts with SIGPIPE ignored, as under some launchers
  ///     and language runtimes; a write to a pipe nobody reads then fails with `EPIPE`.
  ///   - environment: Variables set on top of this process's environment.
  ///   - standardInput: Standard input, in place of empty input.
  ///   - standardOutput: Standard output, in place of a temporary file.
  ///   - standardError: Standard error, in place of a temporary file.
  /// - Returns: How the run ended, and what it printed to the temporary files.
  /// - Throws: When the shell cannot be started or its output read.
  func run(
    _ arguments: [String], redirecting redirections: String, ignoringSIGPIPE: Bool = false,
    environment: [String: String] = [:], standardInput: FileHandle? = nil,
    standardOutput: FileHandle? = nil, standardError: FileHandle? = nil
  ) throws -> Result {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navlab-shell-redirected-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let stdoutURL = folder.appendingPathComponent("stdout")
    let stderrURL = folder.appendingPathComponent("stderr")
    try Data().write(to: stdoutURL)
    try Data().write(to: stderrURL)
    let stdout = try FileHandle(forWritingTo: stdoutURL)
    let stderr = try FileHandle(forWritingTo: stderrURL)
    defer {
      try? stdout.close()
      try? stderr.close()
    }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    let trap = ignoringSIGPIPE ? "trap '' PIPE; " : ""
    process.arguments =
      ["-c", trap + "exec \"$0\" \"$@\" " + redirections, executable.path] + arguments
    process.standardInput = standardInput ?? FileHandle(forReadingAtPath: "/dev/null")
    process.standardOutput = standardOutput ?? stdout
    process.standardError = standardError ?? stderr
    var variables = ProcessInfo.processInfo.environment
    variables["NO_COLOR"] = nil
    variables.merge(environment) { $1 }
    process.environment = variables
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
}
