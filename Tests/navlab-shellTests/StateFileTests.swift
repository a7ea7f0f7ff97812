import Foundation
import Testing

/// `--state FILE` through the built binary: one run saves, the next comes back where it was.
@Suite("State file")
final class StateFileTests {
  private let folder: URL
  private let state: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-state-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    state = folder.appendingPathComponent("state.json").path
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  @Test func secondRunComesBackOnAccountWithTheAuthorKeptInFeed() throws {
    let shell = try ShellProcess()
    let first = try shell.run(
      ["--state", state, "--deeplink", "navlab://article/7/author"],
      lines: [
        "expect screen.login", "tap button.login", "expect screen.author.101", "tab settings",
        "tap link.account", "expect screen.account", "quit",
      ])
    #expect(first.status == 0, "\(first.transcript)")

    let second = try shell.run(
      ["--state", state],
      lines: [
        "expect screen.account", "expect not screen.author.101", "tab feed",
        "expect screen.author.101", "back", "expect screen.article.7",
      ])
    #expect(second.status == 0, "\(second.transcript)")
    #expect(second.stderr.isEmpty, "\(second.transcript)")
  }

  @Test func twoShellsOnOneFileEndWithOneOfTheirLastSavesAndNoTemporary() async throws {
    let shell = try ShellProcess()
    let state = state
    let rounds = (1...150).map { "open navlab://article/\($0 % 10 + 1)\nopen navlab://settings" }
    let session = rounds.joined(separator: "\n")
    let first = Task.detached {
      try shell.run(["--state", state], input: Data((session + "\nopen navlab://account\n").utf8))
    }
    let second = Task.detached {
      try shell.run(["--state", state], input: Data((session + "\nopen navlab://feed\n").utf8))
    }
    for run in [try await first.value, try await second.value] {
      #expect(run.status == 0 && run.stderr.isEmpty, "\(run.transcript)")
    }

    let saved = try String(contentsOfFile: state, encoding: .utf8)
    // Other flows' stacks are empty either way; compare only the ones that are not.
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
    let paths = try #require(document["paths"] as? [String: [String]])
    document["paths"] = paths.filter { !$0.value.isEmpty || ["feed", "settings"].contains($0.key) }
    let compact = String(
      decoding: try JSONSerialization.data(withJSONObject: document, options: .sortedKeys),
      as: UTF8.self
    ).replacingOccurrences(of: "\\/", with: "/")
    let lastSaves = [
      #"{"paths":{"feed":["article/1"],"settings":["account"]},"tab":"settings","version":1}"#,
      #"{"paths":{"feed":[],"settings":[]},"tab":"feed","version":1}"#,
    ]
    #expect(lastSaves.contains(compact), "\(saved)")
    let folder = URL(fileURLWithPath: state).deletingLastPathComponent().path
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["state.json"])
  }

  @Test func stateCommandPrintsTheDocumentThatIsSaved() throws {
    let shell = try ShellProcess()
    let result = try shell.run(["--state", state], lines: ["tap row.article.3", "state"])
    let saved = try String(contentsOfFile: state, encoding: .utf8)
    #expect(saved.contains("\"article/3\""))
    #expect(result.stdout.contains(saved), "\(result.transcript)")
  }

  @Test func damagedFileIsMovedAsideWithOneWarningAndTheRunSucceeds() throws {
    let shell = try ShellProcess()
    try Data("{\"version\":1,\"tab\":".utf8).write(to: URL(fileURLWithPath: state))
    let result = try shell.run(
      ["--state", state], lines: ["expect screen.feed", "tap row.article.2"])

    #expect(result.status == 0, "\(result.transcript)")
    #expect(
      result.stderrLines.filter { $0.hasPrefix("warning: ") }.count == 1, "\(result.transcript)")
    #expect(
      FileManager.default.contents(atPath: state + ".corrupt")
        == Data("{\"version\":1,\"tab\":".utf8))
    #expect(try String(contentsOfFile: state, encoding: .utf8).contains("\"article/2\""))
  }

  @Test func signedOutStateWithAnAuthorComesBackWithoutIt() throws {
    let shell = try ShellProcess()
    let document =
      #"{"version":1,"tab":"feed","paths":{"feed":["article/7","author/101"],"settings":[]}}"#
    try Data(document.utf8).write(to: URL(fileURLWithPath: state))
    let result = try shell.run(
      ["--state", state], lines: ["expect screen.article.7", "expect not screen.author.101"])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(
      result.stderrLines == [
        "warning: dropped 'author/101' from the feed stack: 'author/101' needs sign-in"
      ])
  }
}
