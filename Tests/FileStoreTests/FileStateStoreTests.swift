import AppCoordinator
import Foundation
import Testing

@testable import FileStore

@Suite("File state store")
final class FileStateStoreTests {
  /// A folder of the test's own, removed with whatever the test left in it.
  private let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func contents(of folder: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  @Test func saveReplacesTheFileAndLeavesNoTemporaryFile() throws {
    let store = FileStateStore(path: folder.appendingPathComponent("state.json").path)
    try store.save(Data("first".utf8))
    try store.save(Data("second".utf8))
    #expect(try store.load() == Data("second".utf8))
    #expect(try contents(of: folder) == ["state.json"])
  }

  @Test func loadOfAMissingFileIsNil() throws {
    let store = FileStateStore(path: folder.appendingPathComponent("none.json").path)
    #expect(try store.load() == nil)
  }

  @Test func saveWritesFlushesRenamesThenFlushesTheFolder() throws {
    let path = folder.appendingPathComponent("state.json").path
    let recording = RecordingFileSystem()
    try FileStateStore(path: path, system: recording.system).save(Data("next".utf8))

    #expect(
      recording.calls == [
        "open state.json.navlab-tmp", "lock state.json.navlab-tmp", "write state.json.navlab-tmp",
        "fsync state.json.navlab-tmp", "rename state.json.navlab-tmp state.json",
        "fsync folder \(folder.lastPathComponent)", "close",
      ])
    #expect(try contents(of: folder) == ["state.json"])
  }

  @Test(arguments: ["open", "lock", "write", "fsync", "rename"])
  func failingStepBeforeTheRenameLeavesThePreviousFileIntact(failing step: String) throws {
    let path = folder.appendingPathComponent("state.json").path
    try FileStateStore(path: path).save(Data("previous".utf8))
    let recording = RecordingFileSystem(failing: step)
    let store = FileStateStore(path: path, system: recording.system)

    #expect(throws: RecordingFileSystem.InjectedFailure(step: step)) {
      try store.save(Data("next".utf8))
    }
    #expect(try store.load() == Data("previous".utf8))
    // A temporary file whose lock could not be taken may be another saver's: it is left alone.
    let left = step == "lock" ? ["state.json", "state.json.navlab-tmp"] : ["state.json"]
    #expect(try contents(of: folder) == left)
    #expect(!recording.calls.contains { $0.hasPrefix("fsync folder") })
  }

  @Test func failedFolderFlushIsReportedAfterTheRenameWithTheNewFileWhole() throws {
    let path = folder.appendingPathComponent("state.json").path
    try FileStateStore(path: path).save(Data("previous".utf8))
    let store = FileStateStore(
      path: path, system: RecordingFileSystem(failing: "fsync folder").system)

    #expect(throws: RecordingFileSystem.InjectedFailure(step: "fsync folder")) {
      try store.save(Data("next".utf8))
    }
    #expect(try store.load() == Data("next".utf8))
    #expect(try contents(of: folder) == ["state.json"])
  }

  @Test func moveAsideKeepsEveryEarlierDamagedFile() throws {
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

extension FileStateStoreTests {
  /// What the library says names the file and what is wrong with it, in words any app can show:
  /// the shell adds its own hint (its `--state` option, its other instances).
  @Test(arguments: [
    StateFileError.notARegularFile("/s"), .unreadable("/s"), .noRoomToMoveAside("/s"),
    .busy("/s"), .unsafeTemporary("/s.navlab-tmp", reason: "it is a folder"), .readOnly("/s"),
    .danglingLink("/s", target: "/t"), .system("read '/s'", EACCES),
  ])
  func aStateFileErrorNamesTheFileAndNoTool(_ error: StateFileError) {
    #expect(error.description.contains("'/s"))
    for word in ["--state", "navlab-shell", "chmod", "; "] {
      #expect(!error.description.contains(word), "\(error)")
    }
  }

  @Test func folderIsNeitherReadNorReplaced() throws {
    let store = FileStateStore(path: folder.path)
    #expect(throws: StateFileError.notARegularFile(folder.path)) { try store.load() }
  }

  @MainActor @Test func restoringFromAFolderWarnsAndForbidsSaving() throws {
    try Data("keep".utf8).write(to: folder.appendingPathComponent("inside"))
    let app = AppCoordinator()
    let report = app.restore(from: FileStateStore(path: folder.path))
    #expect(report.maySave == false)
    #expect(report.warnings.count == 1)
    #expect(try contents(of: folder) == ["inside"])
    #expect(!FileManager.default.fileExists(atPath: folder.path + ".corrupt"))
  }

  @Test func saveThroughASymbolicLinkReplacesTheTargetAndKeepsTheLink() throws {
    let target = folder.appendingPathComponent("real.json").path
    let link = folder.appendingPathComponent("link.json").path
    try FileStateStore(path: target).save(Data("old".utf8))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)

    try FileStateStore(path: link).save(Data("new".utf8))

    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(FileManager.default.contents(atPath: target) == Data("new".utf8))
  }
}
