import Foundation
import Testing

@testable import AppCoordinator

@Suite("File state store")
struct FileStateStoreTests {
  struct InjectedFailure: Error {}

  private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  private func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func saveReplacesTheFileAndLeavesNoTemporaryFile() throws {
    let folder = try temporaryFolder()
    let store = FileStateStore(path: folder.appendingPathComponent("state.json").path)
    try store.save(Data("first".utf8))
    try store.save(Data("second".utf8))
    #expect(try store.load() == Data("second".utf8))
    #expect(try contents(of: folder) == ["state.json"])
  }

  @Test func loadOfAMissingFileIsNil() throws {
    let store = FileStateStore(path: try temporaryFolder().appendingPathComponent("none.json").path)
    #expect(try store.load() == nil)
  }

  @Test(arguments: ["write", "rename"])
  func failingStepLeavesThePreviousFileIntact(failing step: String) throws {
    let folder = try temporaryFolder()
    let path = folder.appendingPathComponent("state.json").path
    try FileStateStore(path: path).save(Data("previous".utf8))
    var calls = FileSystemCalls.posix
    if step == "write" {
      calls.write = { data, path in
        try FileSystemCalls.posix.write(data.prefix(3), path)
        throw InjectedFailure()
      }
    } else {
      calls.rename = { _, _ in throw InjectedFailure() }
    }
    let store = FileStateStore(path: path, system: calls)

    #expect(throws: InjectedFailure.self) { try store.save(Data("next".utf8)) }
    #expect(try store.load() == Data("previous".utf8))
    #expect(try contents(of: folder) == ["state.json"])
  }

  @Test func moveAsideKeepsEveryEarlierDamagedFile() throws {
    let folder = try temporaryFolder()
    let path = folder.appendingPathComponent("state.json").path
    let store = FileStateStore(path: path)
    try store.save(Data("one".utf8))
    #expect(try store.moveAside() == path + ".corrupt")
    try store.save(Data("two".utf8))
    #expect(try store.moveAside() == path + ".corrupt-2")
    #expect(try contents(of: folder) == ["state.json.corrupt", "state.json.corrupt-2"])
    #expect(FileManager.default.contents(atPath: path + ".corrupt") == Data("one".utf8))
  }

  @Test func saveIntoAMissingFolderThrowsANamedError() throws {
    let store = FileStateStore(path: "/nonexistent-navlab-folder/state.json")
    #expect(throws: StateFileError.self) { try store.save(Data("x".utf8)) }
  }
}
