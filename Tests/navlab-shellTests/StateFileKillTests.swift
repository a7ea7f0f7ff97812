import AppCoordinator
import FileStore
import Foundation
import Testing

/// `--state FILE` under SIGKILL: the built binary, killed at random points of a session that saves
/// after every line, always leaves a whole document and at most one temporary file beside it.
@Suite("State file under SIGKILL")
struct StateFileKillTests {
  /// Four links a round, each changing what is saved, so every line of the session is a save.
  private static let session: String = (0..<1_000).map { round in
    "open navlab://article/\(round % 10 + 1)\nopen navlab://account\n"
      + "open navlab://feed\nopen navlab://settings\n"
  }.joined()

  // Off the main actor, where the explorer's tests run: the 60 waits for a kill leave them the
  // main thread, and the restores of what each kill left take it once, after the kills.
  @Test func killedSessionsLeaveAWholeFileAndAtMostOneTemporary() async throws {
    let shell = try ShellProcess()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-kill-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("state.json").path
    let script = folder.deletingLastPathComponent()
      .appendingPathComponent("navlab-kill-\(UUID().uuidString).nav")
    defer { try? FileManager.default.removeItem(at: script) }
    try Data(Self.session.utf8).write(to: script)
    let first = try shell.run(["--state", state, "-c", "open navlab://account"])
    #expect(first.status == 0, "\(first.transcript)")

    var leftTemporary = 0
    var documents: [(context: String, data: Data)] = []
    for kill in 1...60 {
      let delay = Double.random(in: 0.005...0.15)
      let process = try shell.start(["--state", state, "-f", script.path])
      Self.kill(process, after: delay)
      process.waitUntilExit()
      let context = "kill \(kill) after \(Int(delay * 1_000)) ms"
      #expect(process.terminationReason == .uncaughtSignal, "\(context): the session ended first")

      let beside = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0 != "state.json" }
      #expect(
        beside.isEmpty || beside == ["state.json.navlab-tmp"], "\(context): \(beside.sorted())")
      leftTemporary += beside.count

      let data = try #require(FileManager.default.contents(atPath: state), "\(context)")
      #expect(data.last == UInt8(ascii: "\n"), "\(context): the file is not a whole document")
      documents.append((context, data))
    }
    let copy = folder.appendingPathComponent("left.json")
    let refused = try await MainActor.run {
      var refused: [String] = []
      for (context, data) in documents {
        try data.write(to: copy)
        let report = AppCoordinator().restore(from: FileStateStore(path: copy.path))
        if !report.warnings.isEmpty || !report.maySave {
          refused.append("\(context): \(report.warnings)")
        }
      }
      return refused
    }
    #expect(refused.isEmpty, "\(refused)")
    // For the log: how many kills landed mid-save (a run where none did would test little).
    print("state-file kill test: 60 kills, \(leftTemporary) left a temporary file")
  }

  /// Kills `process` with SIGKILL after `delay` seconds, slept on this thread: a task's sleep
  /// can resume seconds late while the test pool's threads wait on processes, and the session
  /// would end first.
  private static func kill(_ process: Process, after delay: Double) {
    Thread.sleep(forTimeInterval: delay)
    Foundation.kill(process.processIdentifier, SIGKILL)
  }
}

extension ShellProcess {
  /// Starts the shell with `arguments` and returns at once, for a test that kills it.
  ///
  /// Standard input is empty; standard output and error are discarded.
  func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}
