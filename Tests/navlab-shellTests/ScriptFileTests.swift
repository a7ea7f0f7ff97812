import Foundation
import Testing

/// Script files and state paths as people actually have them, through the built binary.
@Suite("Script files")
struct ScriptFileTests {
  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-script-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  @Test func scriptWithWindowsLineEndingsRunsLineByLine() throws {
    let script = try temporaryFolder().appendingPathComponent("crlf.nav")
    try Data("tap row.article.7\r\nexpect screen.article.7\r\nback\r\nexpect screen.feed\r\n".utf8)
      .write(to: script)
    let result = try ShellProcess().run(["-f", script.path], lines: [])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stdout.contains("> back\n"))
  }

  @Test func stateFolderIsLeftAloneWithOneWarning() throws {
    let folder = try temporaryFolder()
    let state = folder.appendingPathComponent("state")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    let result = try ShellProcess().run(
      ["--state", state.path], lines: ["tap row.article.1", "back"])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stderrLines.count == 1)
    #expect(result.stderrLines.first?.contains("not a regular file") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["state"])
  }

  @Test func everyFailedSaveIsAWarningAndTheUnsavedMoveEndsTheRunWithStatusThree() throws {
    let missing = try temporaryFolder().appendingPathComponent("no-such-folder/state.json")
    let result = try ShellProcess().run(
      ["--state", missing.path], lines: ["tap row.article.1", "back", "tap row.article.2"])
    // 'back' returns to the fresh launch, which the missing file already stands for.
    #expect(result.status == 3, "\(result.transcript)")
    #expect(result.stderrLines.count == 3, "\(result.transcript)")
    #expect(
      result.stderrLines.prefix(2).allSatisfy { $0.hasPrefix("warning: could not save state") },
      "\(result.transcript)")
    #expect(
      result.stderrLines.last
        == "error: 1 move not saved to '\(missing.path)': 'tap row.article.2'; "
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
