import Foundation
import Testing

@testable import navlab_shell

@Suite struct HistoryTests {
  @Test func addStoresLinesOldestFirst() {
    var history = History()
    let addedFirst = history.add("show")
    let addedSecond = history.add("tap a")
    #expect(addedFirst && addedSecond)
    #expect(history.entries == ["show", "tap a"])
  }

  @Test(arguments: ["", " ", "\t  "])
  func blankLinesAreNotStored(_ line: String) {
    var history = History(entries: ["show"])
    let added = history.add(line)
    #expect(!added)
    #expect(history.entries == ["show"])
  }

  @Test func consecutiveDuplicateIsNotStoredButAnEarlierRepeatIs() {
    var history = History()
    history.add("show")
    let addedRepeat = history.add("show")
    #expect(!addedRepeat)
    #expect(history.entries == ["show"])
    history.add("back")
    let addedEarlierRepeat = history.add("show")
    #expect(addedEarlierRepeat)
    #expect(history.entries == ["show", "back", "show"])
  }

  @Test func capDropsTheOldestEntries() {
    var history = History(capacity: 3)
    for line in ["a", "b", "c", "d", "e"] { history.add(line) }
    #expect(history.entries == ["c", "d", "e"])
  }

  @Test func defaultCapacityIs500() {
    var history = History()
    for index in 0..<600 { history.add("line \(index)") }
    #expect(history.entries.count == 500)
    #expect(history.entries.first == "line 100")
  }

  @Test func lineBreaksInsideAnEntryBecomeSpaces() {
    var history = History()
    history.add("type a\nb")
    #expect(history.entries == ["type a b"])
  }

  @Test func defaultPathPrefersNavlabHistory() {
    #expect(
      History.defaultPath(environment: ["NAVLAB_HISTORY": "/x/h", "HOME": "/home/u"]) == "/x/h")
  }

  @Test func defaultPathFallsBackToHomeWhenNavlabHistoryIsUnsetOrEmpty() {
    #expect(History.defaultPath(environment: ["HOME": "/home/u"]) == "/home/u/.navlab_history")
    #expect(
      History.defaultPath(environment: ["NAVLAB_HISTORY": "", "HOME": "/home/u"])
        == "/home/u/.navlab_history")
  }

  @Test func saveThenLoadRoundTripsEntries() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    let original = History(entries: ["show", "tap 登录 🙂", "expect not spinner"])
    #expect(original.save(to: path) == nil)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == "show\ntap 登录 🙂\nexpect not spinner\n")
    var loaded = History()
    #expect(loaded.load(from: path) == nil)
    #expect(loaded.entries == original.entries)
  }

  @Test func saveReplacesTheFileKeepingItsPermissionsAndLeavesNoTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    #expect(History(entries: ["new"]).save(to: path) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    #expect(try directory.contents() == ["history"])
    let permissions =
      try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(permissions == 0o640)
  }

  @Test func historyASaveCreatesIsForItsOwnerOnly() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    #expect(History(entries: ["new"]).save(to: path) == nil)
    let permissions =
      try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(permissions == 0o600)
  }

  @Test func savingThroughALinkToNothingIsRefusedAndTheLinkKept() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    let target = directory.file("missing")
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    let warning = try #require(History(entries: ["show"]).save(to: path))
    #expect(warning.contains(path), "\(warning)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
    #expect(!FileManager.default.fileExists(atPath: target))
  }

  @Test func savingThroughALinkToAFileWritesTheFileAndKeepsTheLink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    let target = directory.file("real")
    try "old\n".write(toFile: target, atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    #expect(History(entries: ["show"]).save(to: path) == nil)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "show\n")
  }

  @Test func loadOfAHugeFileReadsOnlyItsEnd() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    // 128 MiB with no line break (a hole, so it costs no disk), then two entries.
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 128 << 20)
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("\nolder\nnewest\n".utf8))
    try handle.close()

    let started = ContinuousClock.now
    var history = History()
    #expect(history.load(from: path) == nil)
    let elapsed = ContinuousClock.now - started
    // Compared apart, so that a failure does not print a 128 MiB entry.
    let keptOnlyTheEnd = history.entries == ["older", "newest"]
    #expect(
      keptOnlyTheEnd, "\(history.entries.map { $0.prefix(20) }), \(history.entries.count) entries")
    // Reading the whole file took minutes; its end takes milliseconds. A wide margin, for a
    // loaded machine and a debug build.
    #expect(elapsed < .seconds(10), "\(elapsed)")
  }

  @Test func loadFromTheEndKeepsWhatAddingEveryLineKeeps() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    let lines = [
      "a", "a", "", " ", "b", "c\r", "c", "d\u{2028}e", "e", "e", "f", "\t", "f", "g",
    ]
    let text = lines.joined(separator: "\n") + "\n"
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    for capacity in 1...10 {
      var loaded = History(capacity: capacity)
      #expect(loaded.load(from: path) == nil)
      // What reading the whole file did: every line, at any line break, added in order.
      var added = History(capacity: capacity)
      for line in text.split(whereSeparator: \.isNewline) { added.add(String(line)) }
      #expect(loaded.entries == added.entries, "capacity \(capacity)")
    }
  }

  @Test func saveReusesTheTemporaryFileAKilledShellLeftAndLeavesNone() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    try "old\n".write(toFile: path, atomically: false, encoding: .utf8)
    try "half-writ".write(toFile: path + ".navlab-tmp", atomically: false, encoding: .utf8)
    #expect(History(entries: ["new"]).save(to: path) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new\n")
    #expect(try directory.contents() == ["history"])
  }

  @Test func loadAppliesCapAndDedupToFileLines() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    try "a\na\n\nb\nc\r\nd\n".write(toFile: path, atomically: false, encoding: .utf8)
    var history = History(capacity: 3)
    #expect(history.load(from: path) == nil)
    #expect(history.entries == ["b", "c", "d"])
  }

  @Test func loadingAMissingFileIsSilentAndKeepsEntries() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    var history = History(entries: ["show"])
    #expect(history.load(from: directory.file("absent")) == nil)
    #expect(history.entries == ["show"])
  }

  @Test func loadingAnUnreadableFileReturnsAWarningAndKeepsEntries() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let unreadable = directory.file("history")
    try FileManager.default.createDirectory(atPath: unreadable, withIntermediateDirectories: false)
    var history = History(entries: ["show"])
    let result = history.load(from: unreadable)
    let warning = try #require(result)
    #expect(warning.contains(unreadable.quoted))
    #expect(history.entries == ["show"])
  }

  @Test func savingIntoAMissingDirectoryReturnsAWarning() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("missing/history")
    let warning = try #require(History(entries: ["show"]).save(to: path))
    #expect(warning.contains(path))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func savingOverADirectoryReturnsAWarningAndRemovesTheTemporaryFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("history")
    try FileManager.default.createDirectory(
      atPath: directory.file("history/sub"), withIntermediateDirectories: true)
    #expect(History(entries: ["show"]).save(to: path) != nil)
    #expect(try directory.contents() == ["history"])
  }
}
