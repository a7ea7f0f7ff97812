import Foundation
import Testing

/// README's "A session", the first transcript a newcomer compares with the shell, is what the
/// built shell prints for its script, line by line, with the exit status it shows.
@Suite("README's session")
struct ReadmeSessionTests {
  /// The transcript: the script `printf` pipes to the shell, the lines the shell prints, and the
  /// exit status `echo $?` shows.
  struct Transcript {
    var script: String
    var lines: [String]
    var status: Int32
  }

  /// README.md, read off the main actor, so that the shell's run takes no turn of it.
  static let readme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("README.md")

  /// README's first fenced block after `## A session`.
  static func transcript() throws -> Transcript {
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.range(of: "\n## A session\n"))
    let rest = text[section.upperBound...]
    let open = try #require(rest.range(of: "```\n"))
    let close = try #require(rest.range(of: "\n```", range: open.upperBound..<rest.endIndex))
    var lines = rest[open.upperBound..<close.lowerBound].split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let command = lines.removeFirst()
    let prefix = "$ printf '"
    let suffix = "' | swift run navlab-shell"
    try #require(
      command.hasPrefix(prefix) && command.hasSuffix(suffix),
      "README's session starts with '\(command)', not \(prefix)…\(suffix)")
    let script = command.dropFirst(prefix.count).dropLast(suffix.count)
      .replacingOccurrences(of: "\\n", with: "\n")
    let status = try #require(lines.popLast().flatMap { Int32($0) }, "no exit status last")
    try #require(lines.popLast() == "$ echo $?", "the transcript ends without '$ echo $?'")
    return Transcript(script: script, lines: lines, status: status)
  }

  /// Whether the shell's `printed` line is README's `expected` one.
  ///
  /// A tab bar may hold more: README shows the product's tabs, and a team's tab, which the
  /// recipe lists after them, is drawn after them, so the product's bar is a prefix of it.
  static func matches(_ printed: String, _ expected: String) -> Bool {
    printed == expected || (expected.hasPrefix("  tab bar:") && printed.hasPrefix(expected + " "))
  }

  @Test func aTeamsTabAfterTheProductsStillMatchesReadmesTabBar() {
    let bar = "  tab bar:  tab.feed Feed  *tab.settings Settings"
    #expect(Self.matches(bar + "   tab.wallet Wallet", bar))
    #expect(!Self.matches("  tab bar:  tab.feed Feed  *tab.wallet Wallet", bar))
    #expect(!Self.matches("  now on screen.feed (feed) and more", "  now on screen.feed (feed)"))
  }

  @Test func theShellPrintsReadmesSessionLineByLine() throws {
    let transcript = try Self.transcript()
    #expect(transcript.lines.count > 10)
    let result = try ShellProcess().run(
      [], input: Data(transcript.script.utf8), mergingOutput: true)
    let printed = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let lines = printed.last == "" ? Array(printed.dropLast()) : printed
    // The first line that differs: the lines after a missing one all differ too.
    let compared = min(transcript.lines.count, lines.count)
    if let index = (0..<compared).first(where: { !Self.matches(lines[$0], transcript.lines[$0]) }) {
      let expected = transcript.lines[index]
      let printed = lines[index]
      Issue.record(
        "README.md's session, line \(index + 2) of its block: README has '\(expected)', the shell prints '\(printed)'"
      )
    }
    #expect(
      lines.count == transcript.lines.count,
      "README.md's session has \(transcript.lines.count) lines, the shell prints \(lines.count)")
    #expect(result.status == transcript.status, "\(result.transcript)")
  }
}
