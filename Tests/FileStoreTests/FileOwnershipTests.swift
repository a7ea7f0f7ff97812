import AppCoordinator
import Foundation
import Testing

@testable import FileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whose file a save writes, and which file a path names: never another name of a hard link,
/// never another owner's file made root's, a path resolved by the file system and not by its
/// text, and never a link another user planted in a shared sticky folder.
///
/// The machine runs the tests as root, so another user's file is made with `chown`, which root
/// may do; no test here counts on permission being denied.
@MainActor
@Suite("File ownership")
final class FileOwnershipTests {
  private let folder: URL
  private let path: String
  private let files = FileManager.default
  /// A user and a group that are not the test's.
  private static let (otherUser, otherGroup): (uid_t, gid_t) = (54_321, 54_322)

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-ownership-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("state.json").path
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func name(_ name: String) -> String { folder.appendingPathComponent(name).path }

  private func text(at path: String) -> String? {
    files.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  private func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  private func owner(of path: String) -> (uid_t, gid_t)? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return (status.st_uid, status.st_gid)
  }

  @Test func hardLinkedStateFileIsNotReplacedAndItsOtherNameKeepsItsContents() throws {
    try write("previous", to: path)
    let other = name("other-name")
    try files.linkItem(atPath: path, toPath: other)

    #expect(throws: StateFileError.hardLinked(path, links: 2)) {
      try FileStateStore(path: path).save(Data("next".utf8))
    }
    #expect(text(at: path) == "previous")
    #expect(text(at: other) == "previous")
  }

  @Test func saveKeepsTheOwnerAndGroupOfTheFileItReplaces() throws {
    try #require(geteuid() == 0, "only root can give a file to another user")
    try write("previous", to: path)
    try #require(chown(path, Self.otherUser, Self.otherGroup) == 0)

    try FileStateStore(path: path).save(Data("next".utf8))
    #expect(text(at: path) == "next")
    let kept = try #require(owner(of: path))
    #expect(kept.0 == Self.otherUser && kept.1 == Self.otherGroup)
  }

  @Test func linkAnotherUserPlantedInASharedStickyFolderIsNotFollowed() throws {
    try #require(geteuid() == 0, "only root can plant a link owned by another user")
    let shared = name("shared")
    try files.createDirectory(atPath: shared, withIntermediateDirectories: false)
    try #require(chmod(shared, 0o1777) == 0)
    let victim = name("victim")
    try write("root's own", to: victim)
    let link = shared + "/state.json"
    try files.createSymbolicLink(atPath: link, withDestinationPath: victim)
    try #require(lchown(link, Self.otherUser, Self.otherGroup) == 0)

    let store = FileStateStore(path: link)
    let refusal = StateFileError.untrustedLink(link, owner: UInt32(Self.otherUser))
    #expect(throws: refusal) { try store.load() }
    #expect(throws: refusal) { try store.save(Data("next".utf8)) }
    #expect(text(at: victim) == "root's own")
    #expect(try files.destinationOfSymbolicLink(atPath: link) == victim)
  }

  @Test func linkTheUserMadeInASharedStickyFolderIsFollowed() throws {
    let shared = name("shared")
    try files.createDirectory(atPath: shared, withIntermediateDirectories: false)
    try #require(chmod(shared, 0o1777) == 0)
    let target = name("mine.json")
    try write("previous", to: target)
    let link = shared + "/state.json"
    try files.createSymbolicLink(atPath: link, withDestinationPath: target)

    try FileStateStore(path: link).save(Data("next".utf8))
    #expect(text(at: target) == "next")
  }

  @Test func dotDotAfterALinkIsTakenFromTheLinksTargetAsTheKernelDoes() throws {
    let deep = name("real/inner")
    try files.createDirectory(atPath: deep, withIntermediateDirectories: true)
    try files.createSymbolicLink(atPath: name("link"), withDestinationPath: deep)

    let store = FileStateStore(path: name("link") + "/../state.json")
    #expect(store.path == name("real") + "/state.json")
    try store.save(Data("next".utf8))
    #expect(text(at: name("real/state.json")) == "next")
    #expect(!files.fileExists(atPath: path), "the text's reading would have written here")
  }

  @Test(arguments: ["loop", "missing folder", "file as a folder"])
  func linkWhoseTargetCannotBeReachedIsLeftAloneAndNeverReplaced(kind: String) throws {
    switch kind {
    case "loop":
      try files.createSymbolicLink(atPath: path, withDestinationPath: name("other"))
      try files.createSymbolicLink(atPath: name("other"), withDestinationPath: path)
    case "missing folder":
      try files.createSymbolicLink(atPath: path, withDestinationPath: name("nowhere/state.json"))
    default:
      try write("a file", to: name("plain"))
      try files.createSymbolicLink(atPath: path, withDestinationPath: name("plain/state.json"))
    }
    let store = FileStateStore(path: path)
    let app = AppCoordinator()
    let report = app.restore(from: store)
    #expect(!report.maySave)
    guard case .unreachable? = report.leftAlone as? StateFileError else {
      Issue.record("left alone as \(String(describing: report.leftAlone))")
      return
    }
    #expect(throws: StateFileError.self) { try store.save(Data("next".utf8)) }
    #expect((try? files.destinationOfSymbolicLink(atPath: path)) != nil, "still a link")
    #expect(!files.fileExists(atPath: path + ".corrupt"))
  }

  @Test(arguments: ["a note\n", "#!/bin/sh\nrm -rf ~\n", "[1, 2]", #"{"name": "npm"}"#, ""])
  func fileThatIsNoStateDocumentIsLeftAloneNotMovedAside(contents: String) throws {
    try write(contents, to: path)
    let report = AppCoordinator().restore(from: FileStateStore(path: path))
    #expect(!report.maySave)
    #expect(report.leftAlone as? StateFileError == .notAStateFile(path))
    #expect(text(at: path) == contents)
    #expect(!files.fileExists(atPath: path + ".corrupt"))
  }

  @Test func damagedStateDocumentIsStillMovedAside() throws {
    try write(#"{ "version" : 1, "paths" : { "feed" : [ "#, to: path)
    let report = AppCoordinator().restore(from: FileStateStore(path: path))
    #expect(report.maySave)
    #expect(text(at: path + ".corrupt")?.hasPrefix("{ \"version\"") == true)
  }

  /// Every cut of a file the app wrote, and the file behind a byte-order mark or NUL bytes, is
  /// the app's damaged file.
  ///
  /// Its keys are sorted, so `version` comes last. Each is moved aside, and the session saves.
  /// The state is small enough to try each of its cut points.
  @Test func everyCutOfADocumentTheAppWroteIsMovedAsideAndTheSessionSaves() throws {
    let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("StateCorpus/v1/guest-deep.json")
    let whole = try Data(contentsOf: corpus)
    // Up to its closing brace: a cut that drops only the final line end is whole.
    let end = try #require(whole.lastIndex(of: UInt8(ascii: "}")))
    let damaged =
      (1...end).map { whole.prefix($0) }
      + [Data([0xEF, 0xBB, 0xBF]) + whole, Data([0]) + whole, Data(repeating: 0, count: 4096)]
    for data in damaged {
      try data.write(to: URL(fileURLWithPath: path))
      try? files.removeItem(atPath: path + ".corrupt")
      let report = AppCoordinator().restore(from: FileStateStore(path: path))
      #expect(report.maySave, "\(String(decoding: data, as: UTF8.self))")
      #expect(files.contents(atPath: path + ".corrupt") == data)
    }
  }

  @Test(arguments: [
    #"{"name": "my-app", "version": "1.0.0", "scripts": {}}"#, #"{"name": "my-ap"#,
    "\u{FEFF}a note that says \"version\"", #"{ "compilerOptions" : { "version" : 1 } }"#,
  ])
  func anotherToolsFileNamingAVersionIsStillLeftAlone(contents: String) throws {
    try write(contents, to: path)
    let report = AppCoordinator().restore(from: FileStateStore(path: path))
    #expect(!report.maySave)
    #expect(report.leftAlone as? StateFileError == .notAStateFile(path))
    #expect(text(at: path) == contents)
    #expect(!files.fileExists(atPath: path + ".corrupt"))
  }

  @Test func firstLaunchChecksTheFileWithoutRestoringIt() throws {
    try write("a note\n", to: path)
    #expect(!AppCoordinator().checkWithoutRestoring(FileStateStore(path: path)).maySave)
    try write(#"{ "version" : 1, "tab" : "settings", "paths" : { } }"#, to: path)
    let app = AppCoordinator()
    #expect(app.checkWithoutRestoring(FileStateStore(path: path)).maySave)
    #expect(app.savedPaths["settings"] == [])
  }
}
