import Foundation
import Testing

@testable import FileStore

/// What a save and a move aside may write: only the state file, through a link only to a file
/// that exists, keeping its permissions, and never a file its owner made read-only, a file behind
/// a hard link at the temporary file's name, or a link at a `FILE.corrupt` name.
@Suite("File safety")
final class FileSafetyTests {
  private let folder: URL
  private let path: String
  private var temporary: String { path + ".navlab-tmp" }
  private let files = FileManager.default

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-safety-\(UUID().uuidString)")
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

  private func permissions(of path: String) throws -> Int? {
    try files.attributesOfItem(atPath: path)[.posixPermissions] as? Int
  }

  private func isSymbolicLink(_ path: String) -> Bool {
    (try? files.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeSymbolicLink
  }

  @Test func hardLinkAtTheTemporaryNameIsRefusedAndTheOtherFileKeepsItsContents() throws {
    try write("previous", to: path)
    let other = name("other-file")
    try write("someone else's", to: other)
    try files.linkItem(atPath: other, toPath: temporary)

    #expect(throws: (any Error).self) { try FileStateStore(path: path).save(Data("next".utf8)) }
    #expect(text(at: other) == "someone else's")
    #expect(text(at: path) == "previous")
    #expect(files.fileExists(atPath: temporary), "refused, not removed: it is not the save's own")
  }

  @Test(arguments: ["symbolic link", "folder"])
  func otherThingAtTheTemporaryNameIsRefusedAndLeftAlone(kind: String) throws {
    try write("previous", to: path)
    let other = name("other-file")
    try write("someone else's", to: other)
    if kind == "folder" {
      try files.createDirectory(atPath: temporary, withIntermediateDirectories: false)
    } else {
      try files.createSymbolicLink(atPath: temporary, withDestinationPath: other)
    }

    #expect(throws: (any Error).self) { try FileStateStore(path: path).save(Data("next".utf8)) }
    #expect(text(at: other) == "someone else's")
    #expect(text(at: path) == "previous")
    #expect(kind == "folder" || isSymbolicLink(temporary))
  }

  @Test func saveKeepsTheFilesPermissions() throws {
    try write("previous", to: path)
    try files.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
    try FileStateStore(path: path).save(Data("next".utf8))
    #expect(text(at: path) == "next")
    #expect(try permissions(of: path) == 0o640)
  }

  @Test func fileASaveCreatesIsForItsOwnerOnly() throws {
    try FileStateStore(path: path).save(Data("first".utf8))
    #expect(try permissions(of: path) == 0o600)
  }

  @Test func readOnlyFileIsNotRewritten() throws {
    try write("previous", to: path)
    try files.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)
    let inode = try files.attributesOfItem(atPath: path)[.systemFileNumber] as? Int

    #expect(throws: (any Error).self) { try FileStateStore(path: path).save(Data("next".utf8)) }
    #expect(text(at: path) == "previous")
    #expect(try files.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == inode)
    #expect(try files.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }

  @Test func linkToAFileIsFollowedAndStaysALink() throws {
    let target = name("real.json")
    try write("previous", to: target)
    let link = name("link.json")
    try files.createSymbolicLink(atPath: link, withDestinationPath: target)

    try FileStateStore(path: link).save(Data("next".utf8))
    #expect(isSymbolicLink(link))
    #expect(text(at: target) == "next")
  }

  @Test func linkToNothingIsRefusedAndNeverReplaced() throws {
    let target = name("missing.json")
    let link = name("link.json")
    try files.createSymbolicLink(atPath: link, withDestinationPath: target)
    let store = FileStateStore(path: link)

    #expect(throws: (any Error).self) { try store.load() }
    #expect(throws: (any Error).self) { try store.save(Data("next".utf8)) }
    #expect(isSymbolicLink(link))
    #expect(try files.destinationOfSymbolicLink(atPath: link) == target)
    #expect(!files.fileExists(atPath: target))
    #expect(try files.contentsOfDirectory(atPath: folder.path) == ["link.json"])
  }

  @Test func moveAsideNeverReplacesALinkToNothingAtACorruptName() throws {
    try write("damaged", to: path)
    let target = name("elsewhere")
    try files.createSymbolicLink(atPath: path + ".corrupt", withDestinationPath: target)

    let aside = try FileStateStore(path: path).moveAside()
    #expect(aside == path + ".corrupt-2")
    #expect(text(at: aside) == "damaged")
    #expect(isSymbolicLink(path + ".corrupt"))
    #expect(!files.fileExists(atPath: target))
  }

  @Test func readOnlyDamagedFileIsNotMovedAside() throws {
    try write("damaged", to: path)
    try files.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)

    #expect(throws: (any Error).self) { try FileStateStore(path: path).moveAside() }
    #expect(text(at: path) == "damaged")
    #expect(try files.contentsOfDirectory(atPath: folder.path) == ["state.json"])
  }
}
