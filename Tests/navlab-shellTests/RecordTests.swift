import AppCoordinator
import FileStore
import Foundation
import Testing

@testable import navlab_shell

/// `record FILE`: a session written as a scenario script that replays to the same screen.
@Suite("Record")
struct RecordTests {
  /// A fresh folder for one test's files.
  private static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navlab-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// What a script-mode run printed from its last `> show` on: the screen and what follows.
  private static func fromLastShow(_ stdout: String) -> [String] {
    let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let show = lines.lastIndex(of: "> show") else { return [] }
    return Array(lines[show...])
  }

  @Test func sessionFromAStateFileReplaysToTheSameScreenAndLeavesTheFileAlone() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let state = folder.appendingPathComponent("state.json")
    let recording = folder.appendingPathComponent("session.nav")
    try Data(#"{"paths":{"feed":["article/3"],"settings":[]},"tab":"feed","version":1}"#.utf8)
      .write(to: state)
    let shell = try ShellProcess()

    let session = try shell.run([
      "--state", state.path, "-c", "record \(recording.path)",
      "-c", "tap button.author", "-c", "tap button.login",  // the gate, then signed in
      "-c", "tab settings", "-c", "tap link.account", "-c", "tab feed",
      "-c", "back", "-c", "tap button.share", "-c", "dismiss",
      "-c", "record stop", "-c", "show", "-c", "state",
    ])
    #expect(session.status == 0, "\(session.transcript)")
    let saved = try Data(contentsOf: state)
    let script = try String(contentsOf: recording, encoding: .utf8)
    #expect(
      script.hasSuffix(
        "tap button.share\nexpect screen.share.3\ndismiss\nexpect screen.article.3\n"))
    #expect(!script.contains(state.path), "the replay must not name the state file\n\(script)")
    let header = try Scenario(header: script)
    #expect(header.arguments.isEmpty)
    #expect(header.state?.contains("article/3") == true)

    let replay = try shell.run(["-f", recording.path, "-c", "show", "-c", "state"])
    #expect(replay.status == 0, "\(replay.transcript)")
    #expect(replay.stderr.isEmpty, "\(replay.transcript)")
    #expect(Self.fromLastShow(replay.stdout) == Self.fromLastShow(session.stdout))
    #expect(Self.fromLastShow(replay.stdout).contains("screen.article.3  Article 3"))
    #expect(try Data(contentsOf: state) == saved, "the replay touched the state file")
  }

  @Test func sessionThatBeganWithAColdStartLinkSaysSoInItsArguments() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("gate.nav")
    let shell = try ShellProcess()
    let session = try shell.run([
      "--deeplink", "navlab://article/7/author", "-c", "record \(recording.path)",
      "-c", "tap button.login", "-c", "quit",
    ])
    #expect(session.status == 0, "\(session.transcript)")
    let script = try String(contentsOf: recording, encoding: .utf8)
    let header = try Scenario(header: script)
    #expect(header.arguments == ["--deeplink", "navlab://article/7/author"])
    #expect(header.state == nil)

    let replay = try shell.run(header.arguments + ["-f", recording.path, "-c", "link"])
    #expect(replay.status == 0, "\(replay.transcript)")
    #expect(replay.stdout.hasSuffix("> link\nnavlab://article/7/author\n"), "\(replay.transcript)")
  }

  @Test func sessionThatBeganWithAColdStartNotificationSaysSoInItsArguments() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let payload = folder.appendingPathComponent("tap.json")
    try Data(#"{"aps":{"alert":"Account"},"link":"https://navlab.example/account"}"#.utf8)
      .write(to: payload)
    let recording = folder.appendingPathComponent("tap.nav")
    let shell = try ShellProcess()
    let session = try shell.run([
      "--deeplink", "navlab://article/2", "--notification", payload.path,
      "-c", "record \(recording.path)", "-c", "quit",
    ])
    #expect(session.status == 0, "\(session.transcript)")
    let header = try Scenario(header: String(contentsOf: recording, encoding: .utf8))
    #expect(
      header.arguments == ["--deeplink", "navlab://article/2", "--notification", payload.path])

    let replay = try shell.run(header.arguments + ["-f", recording.path, "-c", "link"])
    #expect(replay.status == 0, "\(replay.transcript)")
    #expect(replay.stdout.hasSuffix("> link\nnavlab://account\n"), "\(replay.transcript)")
  }
}

/// `record` inside one process: where it starts, what it refuses and what it writes.
@MainActor
@Suite("Record in the shell")
final class RecordInShellTests {
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navlab-record-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  private func contents(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  @Test func recordingStartedMidSessionCarriesTheStateAndReplaysToTheSameScreen() throws {
    let harness = ShellHarness()
    #expect(
      harness.run("tab settings", "tap link.account", "record \(path("mid.nav"))") == .succeeded)
    #expect(
      harness.run("tab feed", "tap row.article.2", "tap button.share", "dismiss") == .succeeded)
    #expect(harness.run("record stop") == .succeeded)
    let script = try contents("mid.nav")
    #expect(try Scenario(header: script).state?.contains(#""settings" : [ "account" ]"#) == true)

    let replay = try ShellProcess().run(["-f", path("mid.nav"), "-c", "show"])
    #expect(replay.status == 0, "\(replay.transcript)")
    let screen = try harness.shell.perform(.show)
    #expect(replay.stdout.hasSuffix("> show\n" + screen.map { $0 + "\n" }.joined()))
  }

  @Test(arguments: [
    ["open navlab://article/7/author"],  // login
    ["tap row.article.7", "tap button.share"],  // a sheet
  ])
  func recordingDoesNotStartWhileLoginOrAPresentationShows(setup: [String]) throws {
    let harness = ShellHarness()
    for line in setup { try #require(harness.run(line) == .succeeded) }
    let screen = harness.app.visible.screen.id
    harness.clear()
    #expect(harness.run("record \(path("x.nav"))") == .failed)
    #expect(
      harness.errors == [
        "error: cannot start recording on \(screen): a recording starts from saved state, which "
          + "holds no sign-in or presentation; finish or close it, then 'record FILE'"
      ])
    #expect(!FileManager.default.fileExists(atPath: path("x.nav")))
  }

  @Test func existingFileIsKeptUnlessForced() throws {
    try "keep\n".write(toFile: path("old.nav"), atomically: false, encoding: .utf8)
    let harness = ShellHarness()
    #expect(harness.run("record \(path("old.nav"))") == .failed)
    #expect(
      harness.errors.first
        == "error: \(path("old.nav").quoted) already exists; "
        + "'record --force \(path("old.nav").spelledOut)' "
        + "replaces it, or name a new file")
    #expect(try contents("old.nav") == "keep\n")

    #expect(harness.run("record --force \(path("old.nav"))", "show", "record stop") == .succeeded)
    #expect(try contents("old.nav").hasPrefix("# Recorded by navlab-shell."))
    #expect(try contents("old.nav").hasSuffix("\nshow\n"))
  }

  @Test func forceNeverWritesThroughASymbolicLinkOrIntoAFolder() throws {
    try "keep\n".write(toFile: path("target.nav"), atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: path("link.nav"), withDestinationPath: path("target.nav"))
    let harness = ShellHarness()
    #expect(harness.run("record --force \(path("link.nav"))") == .failed)
    #expect(harness.run("record --force \(folder.path)") == .failed)
    #expect(
      harness.errors == [
        "error: cannot record to \(path("link.nav").quoted): it is a symbolic link, which is "
          + "never written through, so it is left alone; name a new file",
        "error: cannot record to \(folder.path.quoted): it is a folder, so it is left alone; "
          + "name a new file",
      ])
    #expect(try contents("target.nav") == "keep\n")
  }

  @Test func whatForceWouldRefuseIsNamedAsItIsNotAsAFileToReplace() throws {
    try FileManager.default.createSymbolicLink(
      atPath: path("dangling.nav"), withDestinationPath: path("nothing.nav"))
    try #require(mkfifo(path("pipe.nav"), 0o600) == 0)
    let harness = ShellHarness()
    for name in ["dangling.nav", "pipe.nav"] {
      #expect(harness.run("record \(path(name))") == .failed)
    }
    #expect(harness.run("record \(folder.path)") == .failed)
    #expect(harness.errors.count == 3)
    #expect(!harness.errors.contains { $0.contains("--force") }, "\(harness.errors)")
    #expect(harness.errors.allSatisfy { $0.hasSuffix("; name a new file") }, "\(harness.errors)")
    #expect(!FileManager.default.fileExists(atPath: path("nothing.nav")))
  }

  @Test func aFileThatCannotBeCreatedIsNamedWithTheFix() throws {
    let harness = ShellHarness()
    let inMissingFolder = path("missing/x.nav")
    let underAFile = path("note.txt") + "/x.nav"
    try "keep\n".write(toFile: path("note.txt"), atomically: false, encoding: .utf8)
    #expect(harness.run("record \(inMissingFolder)") == .failed)
    #expect(harness.run("record \(underAFile)") == .failed)
    #expect(
      harness.errors == [
        "error: cannot record to \(inMissingFolder.quoted): its folder does not exist; name a "
          + "file in a folder you can write in",
        "error: cannot record to \(underAFile.quoted): a part of the path before its last is not "
          + "a folder; name a file in a folder you can write in",
      ])
  }

  @Test func forceNeverReplacesAReadOnlyFileEvenForRoot() throws {
    try "keep\n".write(toFile: path("read-only.nav"), atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o444], ofItemAtPath: path("read-only.nav"))
    let harness = ShellHarness()
    #expect(harness.run("record --force \(path("read-only.nav"))") == .failed)
    #expect(
      harness.errors == [
        "error: cannot record to \(path("read-only.nav").quoted): it is read-only, so it is left "
          + "alone; give it write permission (chmod u+w) to replace it, or name a new file"
      ])
    #expect(try contents("read-only.nav") == "keep\n")
  }

  @Test func failingCommandIsACommentAndEveryWriteEndsAtALineEnd() throws {
    let harness = ShellHarness()
    let name = path("fail.nav")
    var lines = ["record \(name)", "tap nowhere", "tap row.article.2", "expect screen.article.2"]
    lines += ["type field.username x", "quit"]
    for line in lines {
      _ = harness.shell.run(line)
      #expect(try contents("fail.nav").hasSuffix("\n"), "after '\(line)'")
    }
    #expect(harness.shell.recorder == nil, "quit ends the recording")
    let body = try contents("fail.nav").split(separator: "\n").filter {
      !$0.hasPrefix("# Recorded")
    }
    #expect(
      body == [
        "# Not recorded, it failed: tap nowhere", "tap row.article.2", "expect screen.article.2",
        "expect screen.article.2",
        "# Not recorded, it failed: type field.username x",
      ])
    #expect(harness.output.last == "stopped recording to \(name.quoted): 2 commands")
  }

  /// `-c` can pass a line break inside a command; a script line cannot hold one, so while
  /// recording the command is refused before it runs, rather than left out of the replay.
  @Test func commandHoldingALineBreakIsRefusedAndTheRecordingGoesOn() throws {
    let harness = ShellHarness()
    #expect(harness.run("record \(path("break.nav"))") == .succeeded)
    #expect(harness.run("expect not a\nb") == .failed)
    #expect(harness.shell.recorder != nil)
    #expect(
      harness.errors == [
        "error: cannot record 'expect not a\\u{A}b': it holds a line break, which one script line "
          + "cannot; type it without, or 'record stop' first"
      ])
    #expect(
      try contents("break.nav").hasSuffix("\n# Not recorded, it failed: expect not a\\u{A}b\n"))
  }

  /// A value the user gave on the command line reaches the header; a replay reads `# args:` as
  /// words split at spaces, so one it cannot carry is refused, never written as another line.
  @Test(arguments: [
    "pay.json\nrecord --force victim.nav", "my payload.json", "a\u{2028}b.json", "",
  ])
  func argumentTheHeaderCannotCarryIsRefusedAndNothingIsWritten(value: String) throws {
    let harness = ShellHarness()
    harness.shell.launch.arrivals = [.notification(path: value)]
    #expect(harness.run("record \(path("args.nav"))") == .failed)
    #expect(harness.errors.count == 1)
    #expect(
      harness.errors.first?.contains("cannot be carried on the header's 'args:' line") == true,
      "\(harness.errors)")
    #expect(!FileManager.default.fileExists(atPath: path("args.nav")))
  }

  @Test func pathTheReplayHintCannotQuoteIsNotWrittenIntoIt() throws {
    let harness = ShellHarness()
    let name = path("it's $(x).nav")
    #expect(harness.run("record \(name)", "record stop") == .succeeded)
    let header = try contents("it's $(x).nav")
    #expect(!header.contains("$(x)"), "\(header)")
    #expect(header.hasPrefix("# Recorded by navlab-shell. Replay it with navlab-shell, the words"))
  }

  @Test func forceNeverWritesThroughAHardLink() throws {
    try "keep\n".write(toFile: path("target.nav"), atomically: false, encoding: .utf8)
    try FileManager.default.linkItem(atPath: path("target.nav"), toPath: path("other.nav"))
    let harness = ShellHarness()
    #expect(harness.run("record --force \(path("other.nav"))") == .failed)
    #expect(
      harness.errors == [
        "error: cannot record to \(path("other.nav").quoted): it has 2 names (hard links), and writing "
          + "it would change the others; remove its other names, or name a new file"
      ])
    #expect(try contents("target.nav") == "keep\n")
  }

  @Test(arguments: ["state.json", "state.json.navlab-tmp", "link/../state.json"])
  func recordingOntoTheSessionsStateFileOrItsTemporaryIsRefused(name: String) throws {
    try FileManager.default.createDirectory(
      atPath: path("real/inner"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: path("real/inner/link"), withDestinationPath: path("real/inner"))
    let store = FileStateStore(path: path("real/state.json"))
    try store.save(Data("{}".utf8))
    let harness = ShellHarness()
    harness.shell.stateStore = store
    let target = name.hasPrefix("link") ? path("real/inner/" + name) : path("real/" + name)
    #expect(harness.run("record --force \(target)") == .failed)
    #expect(harness.errors.first?.contains("the session saves its state there") == true)
    #expect(FileManager.default.contents(atPath: path("real/state.json")) == Data("{}".utf8))
  }

  @Test func recordingOntoTheHistoryFileIsRefusedAndTheHistoryKept() throws {
    try Data("tap row.article.1\n".utf8).write(to: URL(fileURLWithPath: path("history")))
    let harness = ShellHarness()
    harness.shell.historyPath = path("history")
    for line in ["record \(path("history"))", "record --force \(path("./history"))"] {
      #expect(harness.run(line) == .failed)
      #expect(
        harness.errors.last?.contains(
          "it is the shell's history file, and the next history save would replace the "
            + "recording; name another file") == true, "\(harness.errors)")
    }
    #expect(
      FileManager.default.contents(atPath: path("history")) == Data("tap row.article.1\n".utf8))
  }

  @Test func recordingTurnedOffWritesNothing() throws {
    let harness = ShellHarness()
    harness.shell.allowsRecording = false
    #expect(harness.run("record \(path("off.nav"))") == .failed)
    #expect(
      harness.errors == ["error: recording is turned off in this shell, so 'record' writes nothing"]
    )
    #expect(!FileManager.default.fileExists(atPath: path("off.nav")))
  }

  @Test func stopWithoutARecordingAndASecondRecordFail() throws {
    let harness = ShellHarness()
    #expect(harness.run("record stop") == .failed)
    #expect(harness.run("record \(path("one.nav"))") == .succeeded)
    #expect(harness.run("record \(path("two.nav"))") == .failed)
    #expect(
      harness.errors == [
        "error: not recording; 'record FILE' starts a recording",
        "error: already recording to \(path("one.nav").quoted); 'record stop' ends it first",
      ])
    #expect(!FileManager.default.fileExists(atPath: path("two.nav")))
  }

  @Test func completionOffersRecordAndItsWords() {
    let app = AppCoordinator()
    app.finishLaunch()
    #expect(Completions.candidates(for: nil, in: app).contains("record"))
    #expect(Completions.candidates(for: "record", in: app) == ["--force", "stop"])
  }
}
