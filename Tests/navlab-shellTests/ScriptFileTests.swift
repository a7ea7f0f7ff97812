import Foundation
import Testing

@testable import navlab_shell

/// Script files and state paths as people actually have them, through the built binary.
@Suite("Script files")
struct ScriptFileTests {
  @Test func scriptWithWindowsLineEndingsRunsLineByLine() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let script = folder.file("crlf.nav")
    try Data("tap row.article.7\r\nexpect screen.article.7\r\nback\r\nexpect screen.feed\r\n".utf8)
      .write(to: URL(fileURLWithPath: script))
    let result = try ShellProcess().run(["-f", script], lines: [])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stdout.contains("> back\n"))
  }

  @Test func stateFolderIsLeftAloneWithOneWarning() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let state = folder.file("state")
    try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
    let result = try ShellProcess().run(["--state", state], lines: ["tap row.article.1", "back"])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderrLines.first?.contains("not a regular file") == true)
    #expect(try folder.contents() == ["state"])
  }

  @Test func everyFailedSaveIsAWarningAndTheUnsavedMoveEndsTheRunWithStatusThree() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let missing = folder.file("no-such-folder/state.json")
    let result = try ShellProcess().run(
      ["--state", missing], lines: ["tap row.article.1", "back", "tap row.article.2"])
    // 'back' returns to the fresh launch, which the missing file already stands for.
    #expect(result.status == 3, "\(result.transcript)")
    #expect(result.stderrLines.count == 3, "\(result.transcript)")
    #expect(
      result.stderrLines.prefix(2).allSatisfy { $0.hasPrefix("warning: could not save state") },
      "\(result.transcript)")
    #expect(
      result.stderrLines.last
        == "error: 1 move not saved to '\(missing)': 'tap row.article.2'; "
        + "it holds the state from before 'tap row.article.2'",
      "\(result.transcript)")
  }
}

extension ScriptFileTests {
  @Test func trailingBlanksAreNotPartOfTypedText() throws {
    let result = try ShellProcess().run(
      ["--deeplink", "navlab://account"],
      lines: [
        "tap button.signin", "type field.username reader  ", "tap button.login",
        "expect text.status",
      ])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stdout.contains("> type field.username reader\n"))
  }
}

/// Every file the shell reads is opened without blocking, checked to be what it may be, and
/// read up to a limit: a FIFO never holds the run, and a huge file is refused unread.
@Suite("Bounded reads")
final class BoundedReadTests {
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-reads-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func fifo(_ name: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try #require(mkfifo(path, 0o600) == 0)
    return path
  }

  @Test func notificationFileThatIsAPipeIsRefusedWithoutWaitingForAWriter() throws {
    let pipe = try fifo("tap.json")
    let result = try ShellProcess().run(["--notification", pipe, "-c", "expect screen.feed"])
    #expect(result.status == 1, "\(result.transcript)")
    #expect(
      result.errorLines == [
        "error: cannot read cold-start notification \(pipe.quoted): it is not a regular "
          + "file; save what it holds to a regular file and name that"
      ], "\(result.stderr)")
  }

  @Test func notificationFileOverItsLimitIsRefusedUnread() throws {
    let path = folder.appendingPathComponent("huge.json").path
    let padding = String(repeating: " ", count: 64 << 10)
    try Data((#"{"link":"navlab://feed"}"# + padding).utf8).write(to: URL(fileURLWithPath: path))
    let result = try ShellProcess().run(["--notification", path, "-c", "expect screen.feed"])
    #expect(result.status == 1, "\(result.transcript)")
    #expect(
      result.errorLines == [
        "error: cannot read cold-start notification \(path.quoted): it is larger than 64 KiB, the "
          + "most read here; name the file meant, which is smaller"
      ], "\(result.stderr)")
  }

  @Test func scriptThatIsAPipeWithNoWriterIsAnEmptyScript() throws {
    let result = try ShellProcess().run(["-f", try fifo("script.nav")])
    #expect(result.status == 0, "\(result.transcript)")
  }

  /// Neither waits for a writer nor runs the script without its notification as if it had
  /// none: the run stops, naming the file.
  @Test func coverageScriptWhoseHeaderNamesAPipeDoesNotWaitForIt() throws {
    let pipe = try fifo("tap.json")
    let script = folder.appendingPathComponent("pipe.nav").path
    try Data("# args: --notification \(pipe)\nexpect screen.feed\n".utf8)
      .write(to: URL(fileURLWithPath: script))
    let result = try ShellProcess().run(["coverage", script, "--depth", "1"])
    #expect(result.status == 2, "\(result.transcript)")
    #expect(
      result.errorLines == [
        "error: script \(script.quoted) has a bad '# args:' header: cannot read notification "
          + "\(pipe.quoted): it is not a regular file; give a regular file of JSON, its path from "
          + "the folder the run starts in"
      ], "\(result.stderr)")
  }

  @Test func stateFileOverItsLimitIsLeftAloneUnreadAndItsMovesUnsaved() throws {
    let state = folder.appendingPathComponent("state.json").path
    let huge = #"{ "version" : 1, "x" : ""# + String(repeating: "x", count: 1 << 20) + #"" }"#
    try Data(huge.utf8).write(to: URL(fileURLWithPath: state))
    let result = try ShellProcess().run(["--state", state], lines: ["tap row.article.2"])
    #expect(result.status == 3, "\(result.transcript)")
    #expect(result.stderrLines.count == 2, "\(result.transcript)")
    #expect(
      result.stderrLines.first?.contains("larger than 1024 KiB") == true, "\(result.transcript)")
    #expect(
      result.stderrLines.last?.hasPrefix("error: 1 move not saved to '\(state)'") == true,
      "\(result.transcript)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: state)) == Data(huge.utf8))
  }

  @Test func byteOrderMarkAtTheStartOfAScriptIsSkipped() throws {
    let script = folder.appendingPathComponent("bom.nav").path
    try Data([0xEF, 0xBB, 0xBF] + Array("tap row.article.7\nexpect screen.article.7\n".utf8))
      .write(to: URL(fileURLWithPath: script))
    let fromFile = try ShellProcess().run(["-f", script])
    #expect(fromFile.status == 0, "\(fromFile.transcript)")
    let piped = try ShellProcess().run(
      [], input: Data([0xEF, 0xBB, 0xBF] + Array("tap row.article.7\n".utf8)))
    #expect(piped.status == 0, "\(piped.transcript)")
  }
}
