import Foundation
import Testing

/// `--state FILE` when saving is refused or fails: every failed save warns, a run that ends with
/// moves unsaved exits 3 and names them, a launch that moves nothing writes nothing, and a link
/// to nothing is never replaced.
@Suite("State file safety")
final class StateFileSafetyTests {
  private let folder: URL
  private let state: String
  private let files = FileManager.default

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-state-safety-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    state = folder.appendingPathComponent("state.json").path
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func inode(_ path: String) throws -> Int? {
    try files.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
  }

  /// A state file saved by a first run that opened article 4.
  private func savedState(_ shell: ShellProcess) throws -> String {
    let first = try shell.run(["--state", state, "-c", "open navlab://article/4"])
    #expect(first.status == 0, "\(first.transcript)")
    return try String(contentsOfFile: state, encoding: .utf8)
  }

  @Test func launchThatMovesNothingLeavesTheFileAsItWas() throws {
    let shell = try ShellProcess()
    let saved = try savedState(shell)
    let before = try inode(state)

    let second = try shell.run(
      ["--state", state], lines: ["expect screen.article.4", "show", "state", "link"])
    #expect(second.status == 0 && second.stderr.isEmpty, "\(second.transcript)")
    #expect(try inode(state) == before, "the file was written again")
    #expect(try String(contentsOfFile: state, encoding: .utf8) == saved)
  }

  @Test func launchWithNoFileThatMovesNothingCreatesNone() throws {
    let result = try ShellProcess().run(["--state", state], lines: ["show", "state"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.transcript)")
    #expect(try files.contentsOfDirectory(atPath: folder.path) == [])
  }

  @Test func everyFailedSaveWarnsAndTheRunExitsThreeNamingTheUnsavedMoves() throws {
    let shell = try ShellProcess()
    let saved = try savedState(shell)
    // A stale temporary that is a folder: every save is refused.
    try files.createDirectory(atPath: state + ".navlab-tmp", withIntermediateDirectories: false)

    let result = try shell.run(
      ["--state", state], lines: ["back", "tap row.article.2", "expect screen.article.2"])
    #expect(result.status == 3, "\(result.transcript)")
    let warnings = result.stderrLines.filter { $0.hasPrefix("warning: could not save state") }
    #expect(warnings.count == 2, "\(result.transcript)")
    #expect(
      result.errorLines.last
        == "error: 2 moves not saved to '\(state)': 'back', 'tap row.article.2'; "
        + "it holds the state from before 'back'",
      "\(result.transcript)")
    #expect(try String(contentsOfFile: state, encoding: .utf8) == saved)
  }

  @Test func failedSavesFollowedByOneThatWorksExitZero() throws {
    let shell = try ShellProcess()
    _ = try savedState(shell)
    try files.setAttributes([.posixPermissions: 0o400], ofItemAtPath: state)
    let first = try shell.run(["--state", state], lines: ["back"])
    #expect(first.status == 3, "\(first.transcript)")
    #expect(first.stderrLines.contains { $0.contains("read-only") }, "\(first.transcript)")

    // Back where the file is: nothing is missing from it.
    let second = try shell.run(["--state", state], lines: ["back", "tap row.article.4"])
    #expect(second.status == 0, "\(second.transcript)")
    #expect(second.stderrLines.count == 1, "\(second.transcript)")
  }

  @Test func readOnlyStateFileIsNotRewrittenAndTheRunExitsThree() throws {
    let shell = try ShellProcess()
    let saved = try savedState(shell)
    try files.setAttributes([.posixPermissions: 0o400], ofItemAtPath: state)
    let before = try inode(state)

    let result = try shell.run(["--state", state], lines: ["back", "tap row.article.3"])
    #expect(result.status == 3, "\(result.transcript)")
    #expect(result.stderrLines.filter { $0.hasPrefix("warning: ") }.count == 2)
    #expect(try inode(state) == before)
    #expect(try String(contentsOfFile: state, encoding: .utf8) == saved)
  }

  @Test func linkToNothingIsLeftAloneWithOneWarningAndTheRunGoesOn() throws {
    let shell = try ShellProcess()
    let target = folder.appendingPathComponent("missing.json").path
    try files.createSymbolicLink(atPath: state, withDestinationPath: target)

    let result = try shell.run(["--state", state], lines: ["tap row.article.2", "back"])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stderrLines.count == 1, "\(result.transcript)")
    #expect(result.stderr.contains("symbolic link"), "\(result.transcript)")
    #expect(try files.destinationOfSymbolicLink(atPath: state) == target)
    #expect(!files.fileExists(atPath: target))
  }

  /// What `--state` may name that the shell leaves alone, never reading or writing it.
  enum LeftAlone: String, CaseIterable, CustomTestStringConvertible {
    case folder, packageJSON, note, pipe, linkToNothing, linkInALoop
    var testDescription: String { rawValue }
  }

  /// How a run is given its commands.
  enum Mode: String, CaseIterable, CustomTestStringConvertible {
    case command, script, standardInput
    var testDescription: String { rawValue }
  }

  /// Makes `kind` at the state path and returns how to tell it is untouched.
  private func make(_ kind: LeftAlone) throws -> () throws -> Bool {
    switch kind {
    case .folder:
      try files.createDirectory(atPath: state, withIntermediateDirectories: false)
      return { try self.files.contentsOfDirectory(atPath: self.state) == [] }
    case .packageJSON, .note:
      let text =
        kind == .note
        ? "remember the milk\n" : #"{ "name" : "app", "version" : "1.0.0" }"# + "\n"
      try text.write(toFile: state, atomically: false, encoding: .utf8)
      return { try String(contentsOfFile: self.state, encoding: .utf8) == text }
    case .pipe:
      try #require(mkfifo(state, 0o600) == 0)
      return {
        var status = stat()
        return lstat(self.state, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
      }
    case .linkToNothing:
      let target = folder.appendingPathComponent("missing.json").path
      try files.createSymbolicLink(atPath: state, withDestinationPath: target)
      return {
        try self.files.destinationOfSymbolicLink(atPath: self.state) == target
          && !self.files.fileExists(atPath: target)
      }
    case .linkInALoop:
      try files.createSymbolicLink(atPath: state, withDestinationPath: state)
      return { try self.files.destinationOfSymbolicLink(atPath: self.state) == self.state }
    }
  }

  /// Runs `lines` with `--state` as `mode` gives them.
  private func run(_ lines: [String], _ mode: Mode, first: Bool = false) throws
    -> ShellProcess.Result
  {
    let launch = (first ? ["--first-launch"] : []) + ["--state", state]
    switch mode {
    case .command:
      return try ShellProcess().run(launch + lines.flatMap { ["-c", $0] })
    case .script:
      let script = FileManager.default.temporaryDirectory
        .appendingPathComponent("navlab-left-alone-\(UUID().uuidString).nav").path
      try lines.map { $0 + "\n" }.joined().write(toFile: script, atomically: false, encoding: .utf8)
      defer { try? FileManager.default.removeItem(atPath: script) }
      return try ShellProcess().run(launch + ["-f", script])
    case .standardInput:
      return try ShellProcess().run(launch, lines: lines)
    }
  }

  @Test(arguments: LeftAlone.allCases, Mode.allCases)
  func stateFileLeftAloneLeavesEveryMoveUnsavedAndTheRunExitsThree(
    _ kind: LeftAlone, _ mode: Mode
  ) throws {
    let untouched = try make(kind)
    // The last line names the file as typed, a link to nothing too: the user named that path.
    // 'back' returns to where the run launched, which the next launch starts from too: only the
    // move after it is lost, as when a save fails.
    let result = try run(["tap row.article.2", "back", "tap row.article.3"], mode)
    #expect(result.status == 3, "\(result.transcript)")
    #expect(result.stderrLines.count == 2, "\(result.transcript)")
    #expect(
      result.stderrLines.first?.contains("so it is left alone and nothing will be saved") == true,
      "\(result.transcript)")
    #expect(
      result.stderrLines.last
        == "error: 1 move not saved to '\(state)': 'tap row.article.3'; it was left alone at "
        + "launch, so nothing was saved",
      "\(result.transcript)")
    #expect(try untouched())
  }

  @Test(arguments: LeftAlone.allCases, Mode.allCases)
  func stateFileLeftAloneByARunThatMovesNothingWarnsOnceAndExitsZero(
    _ kind: LeftAlone, _ mode: Mode
  ) throws {
    let untouched = try make(kind)
    // Showing moves nothing, and a run back where it launched has nothing to save.
    let result = try run(["show", "tap row.article.2", "back"], mode)
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stderrLines.count == 1, "\(result.transcript)")
    #expect(try untouched())
  }

  @Test(arguments: [LeftAlone.note, .packageJSON, .folder])
  func firstLaunchLeavesAFileThatIsNoStateDocumentAloneAndItsMovesUnsavedExitThree(
    _ kind: LeftAlone
  ) throws {
    let untouched = try make(kind)
    let onboarding = ["tap button.next", "tap button.next", "tap button.start"]
    let result = try run(onboarding, .standardInput, first: true)
    #expect(result.status == 3, "\(result.transcript)")
    #expect(result.stderrLines.count == 2, "\(result.transcript)")
    if kind != .folder {
      #expect(result.stderr.contains("is not a NavLab state file"), "\(result.transcript)")
    }
    #expect(
      result.stderrLines.last
        == "error: 1 move not saved to '\(state)': 'tap button.start'; it was left alone at "
        + "launch, so nothing was saved",
      "\(result.transcript)")
    #expect(try untouched())

    // A page of onboarding is not saved: the run still ends in the state it launched in.
    let still = try run(["show", "tap button.next"], .standardInput, first: true)
    #expect(still.status == 0 && still.stderrLines.count == 1, "\(still.transcript)")
  }

  /// A `--state` link into a folder the user cannot search: run as `nobody` when the suite
  /// runs as root, whom no folder stops.
  @Test func linkIntoAFolderTheUserCannotSearchIsLeftAloneNotMovedAside() throws {
    let hidden = folder.appendingPathComponent("hidden")
    try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
    let target = hidden.appendingPathComponent("state.json").path
    try #"{ "tab" : "feed", "version" : 1 }"#.write(
      toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: state, withDestinationPath: target)
    try #require(chmod(hidden.path, 0) == 0)
    defer { _ = chmod(hidden.path, 0o755) }
    let arguments = ["--state", state, "-c", "tap row.article.2"]
    let shell = try ShellProcess()
    let stderr: String
    let status: Int32
    if getuid() == 0 {
      let setpriv = "/usr/bin/setpriv"
      try #require(FileManager.default.isExecutableFile(atPath: setpriv), "run as root: \(setpriv)")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: setpriv)
      process.arguments =
        ["--reuid=65534", "--regid=65534", "--clear-groups", "--", shell.executable.path]
        + arguments
      let errors = Pipe()
      process.standardError = errors
      process.standardOutput = FileHandle.nullDevice
      process.standardInput = FileHandle.nullDevice
      try process.run()
      let data = errors.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      (stderr, status) = (String(decoding: data, as: UTF8.self), process.terminationStatus)
    } else {
      let result = try shell.run(arguments)
      (stderr, status) = (result.stderr, result.status)
    }
    #expect(status == 3, "\(stderr)")
    #expect(stderr.contains("cannot be searched by this user"), "\(stderr)")
    #expect(!stderr.contains("holds the state from before"), "\(stderr)")
    #expect(
      stderr.hasSuffix(
        "error: 1 move not saved to '\(state)': 'tap row.article.2'; it was left alone at launch, "
          + "so nothing was saved\n"), "\(stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: state) == target)
    #expect(!FileManager.default.fileExists(atPath: state + ".corrupt"))
  }

  @Test func fileCutBeforeItsVersionIsMovedAsideAndTheSessionSaves() throws {
    // The saver sorts its keys, so a cut file rarely reaches "version".
    let cut = "{\n  \"account\" : \"rea"
    try cut.write(toFile: state, atomically: false, encoding: .utf8)
    let result = try ShellProcess().run(["--state", state], lines: ["tap row.article.2"])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(try String(contentsOfFile: state + ".corrupt", encoding: .utf8) == cut)
    #expect(try String(contentsOfFile: state, encoding: .utf8).contains("\"article/2\""))
  }

  @Test func damagedFileThatCannotBeMovedAsideLeavesEveryMoveUnsavedAndExitsThree() throws {
    let damaged = #"{ "version" : 1, "paths" : "#
    try damaged.write(toFile: state, atomically: false, encoding: .utf8)
    // Every name a move aside may take is taken, so the file stays where it is.
    for suffix in [".corrupt"] + (2...99).map({ ".corrupt-\($0)" }) {
      try "".write(toFile: state + suffix, atomically: false, encoding: .utf8)
    }
    let result = try ShellProcess().run(["--state", state], lines: ["tap row.article.2"])
    #expect(result.status == 3, "\(result.transcript)")
    #expect(
      result.stderrLines.last?.hasPrefix("error: 1 move not saved to '\(state)'") == true,
      "\(result.transcript)")
    #expect(try String(contentsOfFile: state, encoding: .utf8) == damaged)
  }
}
