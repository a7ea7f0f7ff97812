import Foundation
import Testing

@testable import navlab_shell

/// The review tools (`map --diff`, `map --check`, `map --check-paths`, `map --write`) read and
/// write files with the shell's care: what they print from a file is spelled out, what they
/// read is a regular file decoded strictly, and what they replace is a map unless `--force`.
@Suite("Review tools' files")
final class ReviewToolFileTests {
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-review-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func file(_ name: String, _ text: String) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  private func fifo(_ name: String) throws -> String {
    let path = folder.appendingPathComponent(name).path
    try #require(mkfifo(path, 0o600) == 0)
    return path
  }

  private static let map = """
    \(NavigationContract.header)
    screen screen.feed (feed) @ guest, signed-in: every device
    back from screen.account -> screen.feed: pop @ signed-in: every device

    """

  /// Bytes that would steer a terminal: a title set, a bell, a cursor move, a bidi override and
  /// a line separator.
  private static let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J\u{202E}txt\u{2028}"

  private static func expectNoRawControl(_ text: String, _ comment: String) {
    #expect(!text.unicodeScalars.contains { $0 != "\n" && $0.spellsOut }, "\(comment)")
  }

  // MARK: Spelled out

  @Test func hostileBytesInAMapAreRefusedSpelledOutByDiffAndCheck() throws {
    let good = try file("good.txt", Self.map)
    let bad = try file(
      "bad.txt", Self.map + "screen screen.x\(Self.hostile) (feed) @ guest: every device\n")
    for arguments in [
      ["map", "--diff", good, bad], ["map", "--diff", bad, good], ["map", "--check", bad],
      ["map", "--diff", "--format", "dot", good, bad],
    ] {
      let result = try ShellProcess().run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.transcript)")
      #expect(result.stdout.isEmpty, "\(arguments)")
      #expect(result.errorLines.count == 1, "\(arguments): \(result.stderr)")
      #expect(result.stderr.contains("line 4 holds a control or format character"))
      #expect(result.stderr.contains("\\u{1B}]0;owned\\u{7}"), "\(result.stderr)")
      Self.expectNoRawControl(result.stderr, "\(arguments)")
    }
  }

  @Test func aScreenIdFromAJSONEscapeIsSpelledOutByCheckPaths() throws {
    let paths = try file(
      "paths.jsonl", #"["screen.feed","screen.x\u001b]0;owned\u0007\u202e"]"# + "\n")
    let result = try ShellProcess().run(["map", "--check-paths", paths, "--depth", "1"])
    #expect(result.status == 1, "\(result.transcript)")
    #expect(result.stdout.contains("screen.x\\u{1B}]0;owned\\u{7}\\u{202E}"), "\(result.stdout)")
    Self.expectNoRawControl(result.stdout, result.transcript)
    Self.expectNoRawControl(result.stderr, result.transcript)
  }

  @Test func rawControlBytesInAPathFileAreRefusedNamingTheLine() throws {
    let paths = try file("paths.jsonl", "[\"screen.feed\"]\n[\"screen.\(Self.hostile)\"]\n")
    let result = try ShellProcess().run(["map", "--check-paths", paths, "--depth", "1"])
    #expect(result.status == 2, "\(result.transcript)")
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("line 2 holds a control or format character"))
    Self.expectNoRawControl(result.stderr, result.transcript)
  }

  @Test @MainActor func everyFormatSpellsOutWhatItPrints() {
    #expect(report(["a \(Self.hostile)"]) == "a \(Self.hostile.spelledOut)\n")
    #expect(!report(["a \(Self.hostile)"]).contains("\u{1B}"))
    #expect(LinkCatalog.string("a\u{1B}\u{202E}\u{2028}") == #""a\u001b\u202e\u2028""#)
    #expect(Self.hostile.spelledOut == "\\u{1B}]0;owned\\u{7}\\u{1B}[2J\\u{202E}txt\\u{2028}")
  }

  // MARK: One reader

  /// `--max-states 1` stops any walk at once, with exit 1: exit 2 and the line named alone show
  /// the file was refused before the walk.
  @Test func aPathFileLineThatIsNoPathIsRefusedBeforeTheWalk() throws {
    let paths = try file("paths.jsonl", "[\"screen.feed\"]\r\n{\"screen\": \"screen.feed\"}\r\n")
    let result = try ShellProcess().run(["map", "--check-paths", paths, "--max-states", "1"])
    #expect(result.status == 2, "\(result.transcript)")
    #expect(result.stdout.isEmpty)
    #expect(
      result.errorLines == [
        "error: \(paths.quoted): line 2 is not a JSON array of screen ids: "
          + "'{\"screen\": \"screen.feed\"}'; write one path per line, such as "
          + "[\"screen.feed\",\"screen.article.7\"]"
      ], "\(result.stderr)")
  }

  @Test func aMapWithWindowsLineEndsReadsAsTheSameMap() throws {
    let unix = try file("unix.txt", Self.map)
    let windows = try file("windows.txt", Self.map.replacingOccurrences(of: "\n", with: "\r\n"))
    let result = try ShellProcess().run(["map", "--diff", unix, windows])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stdout == "the maps agree\n")
  }

  @Test func aStrayCarriageReturnOrInvalidUTF8IsRefusedNamingTheLine() throws {
    let good = try file("good.txt", Self.map)
    let stray = try file("stray.txt", Self.map + "screen screen.a\r(feed) @ guest: every device\n")
    let stray2 = try ShellProcess().run(["map", "--diff", good, stray])
    #expect(stray2.status == 2, "\(stray2.transcript)")
    #expect(stray2.stderr.contains("line 4 holds a control or format character"))
    #expect(stray2.stderr.contains("\\u{D}"))

    let latin1 = folder.appendingPathComponent("latin1.txt")
    try (Data(Self.map.utf8) + Data([0x23, 0x20, 0xE9, 0x0A])).write(to: latin1)
    let invalid = try ShellProcess().run(["map", "--diff", good, latin1.path])
    #expect(invalid.status == 2, "\(invalid.transcript)")
    #expect(invalid.stderr.contains("line 4 is not UTF-8"), "\(invalid.stderr)")
  }

  @Test func aPipeIsRefusedByDiffCheckAndCheckPathsNeverReadAsEmpty() throws {
    let good = try file("good.txt", Self.map)
    let pipe = try fifo("pipe")
    for arguments in [
      ["map", "--diff", good, pipe], ["map", "--diff", pipe, good], ["map", "--check", pipe],
      ["map", "--check-paths", pipe, "--depth", "1"],
    ] {
      let result = try ShellProcess().run(arguments)
      #expect(result.status == 2, "\(arguments): \(result.transcript)")
      #expect(result.stdout.isEmpty, "\(arguments)")
      #expect(result.stderr.contains("it is not a regular file"), "\(arguments): \(result.stderr)")
    }
  }

  @Test func aFileThatReadsAsNothingIsAnErrorNotAPass() throws {
    let good = try file("good.txt", Self.map)
    let empty = try file("empty.txt", "")
    let comments = try file("comments.txt", "# only a comment\n\n")
    for other in [empty, comments] {
      let result = try ShellProcess().run(["map", "--diff", good, other])
      #expect(result.status == 2, "\(result.transcript)")
      #expect(result.stdout.isEmpty)
      #expect(result.stderr.contains("holds no fact"), "\(result.stderr)")
    }
    let paths = try ShellProcess().run(["map", "--check-paths", empty, "--depth", "1"])
    #expect(paths.status == 2, "\(paths.transcript)")
    #expect(paths.stderr.contains("holds no path to check"), "\(paths.stderr)")
  }

  @Test func aFileNoCommandCanReadIsOneErrorLineNamingTheProblemAndTheFix() throws {
    let good = try file("good.txt", Self.map)
    let missing = folder.appendingPathComponent("missing.txt").path
    let pipe = try fifo("pipe")
    let cases: [(String, String)] = [
      (missing, "no such file; check the path, from the folder the run starts in"),
      (folder.path, "it is a folder; name a file, not a folder"),
      (pipe, "it is not a regular file; save what it holds to a regular file and name that"),
    ]
    for (path, words) in cases {
      for arguments in [
        ["map", "--diff", good, path], ["map", "--check", path],
        ["map", "--check-paths", path, "--depth", "1"],
        ["--notification", path, "-c", "expect screen.feed"],
      ] {
        let result = try ShellProcess().run(arguments)
        #expect(result.status != 0, "\(arguments): \(result.transcript)")
        #expect(result.errorLines.count == 1, "\(arguments): \(result.stderr)")
        #expect(result.errorLines.first?.hasSuffix(words) == true, "\(arguments): \(result.stderr)")
      }
    }
    for (path, words) in cases.dropLast() {
      for arguments in [["-f", path], ["coverage", "--depth", "1", path]] {
        let result = try ShellProcess().run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.transcript)")
        #expect(result.errorLines.first?.hasSuffix(words) == true, "\(arguments): \(result.stderr)")
      }
    }
  }

  // MARK: One writer

  @Test func writeRefusesAFileThatIsNoMapUnlessForcedAndKeepsItsMode() throws {
    let note = try file("note.md", "# My notes\nkeep me\n")
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: note)
    let refused = try ShellProcess().run(["map", "--write", note, "--depth", "1"])
    #expect(refused.status == 2, "\(refused.transcript)")
    #expect(
      refused.errorLines == [
        "error: \(note.quoted) is not a navigation map (its first line is '# My notes'), so it "
          + "is left alone; name another file, or add '--force' to replace it"
      ], "\(refused.stderr)")
    #expect(try String(contentsOfFile: note, encoding: .utf8) == "# My notes\nkeep me\n")

    let forced = try ShellProcess().run(["map", "--write", note, "--force", "--depth", "1"])
    #expect(forced.status == 0, "\(forced.transcript)")
    let written = try String(contentsOfFile: note, encoding: .utf8)
    #expect(written.hasPrefix(NavigationContract.header + "\n"))
    let mode = try FileManager.default.attributesOfItem(atPath: note)[.posixPermissions] as? Int
    #expect(mode == 0o640)

    // A map is replaced without --force.
    let again = try ShellProcess().run(["map", "--write", note, "--depth", "1"])
    #expect(again.status == 0, "\(again.transcript)")
  }

  @Test func writeRefusesABinaryFileAsNoMapAndAPipeWithoutWaiting() throws {
    let binary = folder.appendingPathComponent("photo.jpg")
    try Data([0xFF, 0xD8, 0xFF, 0xE0, 0x0A]).write(to: binary)
    let refused = try ShellProcess().run(["map", "--write", binary.path, "--depth", "1"])
    #expect(refused.status == 2, "\(refused.transcript)")
    #expect(refused.stderr.contains("is not a navigation map (it is not UTF-8 text"))
    #expect(try Data(contentsOf: binary) == Data([0xFF, 0xD8, 0xFF, 0xE0, 0x0A]))
    let pipe = try fifo("pipe")
    let forced = try ShellProcess().run(["map", "--write", pipe, "--force", "--depth", "1"])
    #expect(forced.status == 2, "\(forced.transcript)")
    #expect(forced.stderr.contains("cannot write the map to \(pipe.quoted)"), "\(forced.stderr)")
  }

  /// `--max-states 1` stops any walk at once, with exit 1: exit 2 and the refusal alone show
  /// the file was refused before the walk.
  @Test func writeRefusesAReadOnlyMapOrAHardLinkBeforeTheWalkNamingTheFix() throws {
    let readOnly = try file("read-only.txt", Self.map)
    try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
    let linked = try file("linked.txt", Self.map)
    try FileManager.default.linkItem(
      atPath: linked, toPath: folder.appendingPathComponent("other-name.txt").path)
    for (path, words) in [
      (
        readOnly,
        "is read-only, so it is not rewritten; give it write permission (chmod u+w) to "
          + "save to it"
      ),
      (
        linked,
        "has 2 names (hard links), so replacing it would change what the others hold; "
          + "remove its other names, or give the path of a file with one name"
      ),
    ] {
      for force in [[], ["--force"]] {
        let arguments = ["map", "--write", path, "--max-states", "1"] + force
        let result = try ShellProcess().run(arguments)
        #expect(result.status == 2, "\(arguments): \(result.transcript)")
        #expect(result.errorLines.count == 1, "\(arguments): \(result.stderr)")
        let line = result.errorLines.first ?? ""
        #expect(line.hasPrefix("error: cannot write the map to \(path.quoted): "), "\(line)")
        #expect(line.hasSuffix(words), "\(line)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.map)
      }
    }
  }

  @Test func forceWithoutWriteIsAUsageError() {
    #expect(throws: UsageError.forceWithoutWrite) {
      try ShellOptions.parse(["map", "--force"])
    }
  }

  // MARK: The diff's words and cost

  @Test func diffTellsAScreenRemovedFromAGateRemoved() throws {
    let gated = try NavigationContract(
      parsing: """
        screen screen.inbox (inbox) @ guest, signed-in: every device
        screen screen.message.N (inbox) @ signed-in: every device
        sign-in screen.message.N needs sign-in (row.message.N on screen.inbox); a guest sees \
        screen.login @ guest: every device
        """)
    let opened = try NavigationContract(
      parsing: """
        screen screen.inbox (inbox) @ guest, signed-in: every device
        screen screen.message.N (inbox) @ guest, signed-in: every device
        move screen.inbox -> screen.message.N: push (row.message.N) @ guest: every device
        """)
    let removed = try NavigationContract(
      parsing: "screen screen.inbox (inbox) @ guest, signed-in: every device\n")
    #expect(
      opened.differences(from: gated).contains(
        "screen.message.N no longer needs sign-in when row.message.N on screen.inbox leads to "
          + "it: a guest reaches it on every device"))
    let gone = removed.differences(from: gated)
    #expect(
      gone.contains(
        "row.message.N on screen.inbox no longer leads a guest to sign in, and a guest does not "
          + "reach screen.message.N on every device"), "\(gone)")
    #expect(!gone.contains { $0.hasSuffix("a guest reaches it on every device") })
  }

  /// The discard alert's `button.discard` carries out the move it held, so the screens it
  /// lands on for a signed-in user are no gate's: the map says what needs sign-in by the move
  /// that meets the gate, never by the alert (a team's ungated tab once "needed sign-in
  /// (button.discard on alert.discard)").
  @MainActor @Test func theCheckedInMapSaysNoScreenNeedsSignInByTheDiscardAlert() throws {
    let map = try String(
      contentsOf: DocListTests.root.appendingPathComponent("Docs/navigation-map.txt"),
      encoding: .utf8)
    let facts = map.split(separator: "\n").filter { $0.hasPrefix("sign-in ") }
    #expect(!facts.isEmpty)
    #expect(!facts.contains { $0.contains("on alert.discard)") || $0.contains("sign-in alert.") })
  }

  @Test func diffCostGrowsWithTheScreensNotTheirSquare() throws {
    // 4,000 added screens took 36 s when each looked through every fact for how it is reached.
    let count = 5_000
    var lines = [
      NavigationContract.header, "screen screen.feed (feed) @ guest: every device",
    ]
    for index in 0..<count {
      lines.append("screen screen.s\(index) (feed) @ guest: every device")
      lines.append(
        "move screen.feed -> screen.s\(index): push (row.s\(index)) @ guest: every device")
    }
    let old = try NavigationContract(parsing: "screen screen.feed (feed) @ guest: every device\n")
    let clock = ContinuousClock()
    var sentences: [String] = []
    let elapsed = try clock.measure {
      let new = try NavigationContract(lines: lines)
      sentences = new.differences(from: old)
    }
    #expect(sentences.count == 2 * count)
    #expect(
      sentences.contains(
        "a guest can now reach screen.s7 (by row.s7 on screen.feed) on every device"))
    // The quadratic diff took 36 s for 4,000; this one takes about a second in a debug build.
    #expect(elapsed < .seconds(20), "\(elapsed)")
  }
}
