import Foundation

/// Shell commands per second, running the release `navlab-shell` on a script as CI does.
enum ShellBenchmark {
  static let script = [
    "tap row.article.7", "expect screen.article.7", "tap button.share", "dismiss", "back",
    "tab settings", "tap link.account", "expect screen.account", "back", "tab feed",
    "open navlab://article/4", "link", "show", "tab feed",
  ]

  /// Builds the shell in release and returns its path.
  static func buildShell(root: String) throws -> String {
    let build = Process()
    build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    build.arguments = [
      "swift", "build", "-c", "release", "--package-path", root, "--product", "navlab-shell",
    ]
    build.standardOutput = FileHandle.nullDevice
    try build.run()
    build.waitUntilExit()
    let binary = root + "/.build/release/navlab-shell"
    guard build.terminationStatus == 0, FileManager.default.isExecutableFile(atPath: binary) else {
      throw CocoaError(.executableNotLoadable, userInfo: [NSFilePathErrorKey: binary])
    }
    return binary
  }

  static func commandsPerSecond(shell: String) throws -> Double {
    let repeats = 2_000
    let lines = Array(repeating: script, count: repeats).flatMap { $0 }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-bench-\(getpid()).nav")
    defer { try? FileManager.default.removeItem(at: file) }
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    return try median(runs: 5) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: shell)
      process.arguments = ["-f", file.path]
      process.standardOutput = FileHandle.nullDevice
      let elapsed = try seconds {
        try process.run()
        process.waitUntilExit()
      }
      guard process.terminationStatus == 0 else { throw CocoaError(.executableLoad) }
      return Double(lines.count) / elapsed
    }
  }
}
