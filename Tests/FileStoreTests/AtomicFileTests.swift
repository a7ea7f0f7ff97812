import Foundation
import Synchronization
import Testing

@testable import FileStore

/// The one atomic writer behind the state file and the shell's history: one fixed temporary name,
/// locked while a save uses it.
@Suite("Atomic file")
final class AtomicFileTests {
  private let folder: URL
  private let path: String
  private var temporary: String { path + ".navlab-tmp" }
  private let posix = FileSystemCalls.posix

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-atomic-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("state.json").path
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  private func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  }

  private func text(at path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// Another process in the middle of a save: the temporary file open, locked and half-written.
  private func liveSaver(writing text: String) throws -> Int32 {
    let descriptor = try posix.open(temporary, 0o644)
    try #require(try posix.lock(descriptor, temporary))
    try posix.write(descriptor, Data(text.utf8), temporary)
    return descriptor
  }

  @Test func temporaryLeftByAKilledSaveIsReusedAndGone() throws {
    try Data("{\"version\":1,\"ta".utf8).write(to: URL(fileURLWithPath: temporary))
    try AtomicFile(path: path).replace(with: Data("next".utf8))
    #expect(text(at: path) == "next")
    #expect(try contents() == ["state.json"])
  }

  @Test func liveSaversTemporaryIsNeitherWrittenNorRenamed() throws {
    try AtomicFile(path: path).replace(with: Data("previous".utf8))
    let other = try liveSaver(writing: "half")
    defer { posix.close(other) }
    let file = AtomicFile(path: path, system: posix, lockWait: .milliseconds(50))

    #expect(throws: StateFileError.busy(path)) { try file.replace(with: Data("next".utf8)) }
    #expect(text(at: path) == "previous")
    #expect(text(at: temporary) == "half")
  }

  @Test func filesOfOtherPatternsBesideTheFileAreLeftAlone() throws {
    let lookalikes = [
      "state.json.tmp-4242", "state.json.tmp", ".state.json.navlab-tmp",
      "state.json.navlab-tmp.bak", "other.json.navlab-tmp", "state.json.corrupt",
    ]
    for name in lookalikes {
      try Data(name.utf8).write(to: folder.appendingPathComponent(name))
    }
    try AtomicFile(path: path).replace(with: Data("one".utf8))
    try AtomicFile(path: path).replace(with: Data("two".utf8))

    #expect(try contents() == (lookalikes + ["state.json"]).sorted())
    for name in lookalikes {
      #expect(text(at: folder.appendingPathComponent(name).path) == name)
    }
  }

  @Test func saveThatWaitedForAnotherLandsAfterItOnAFreshTemporary() async throws {
    try AtomicFile(path: path).replace(with: Data("previous".utf8))
    let other = try liveSaver(writing: "other's save")
    // Waits as long as it takes: this test is about where the save lands, not how long it waits,
    // and a loaded machine (sanitizers, parallel suites) can hold this task back for seconds.
    let file = AtomicFile(path: path, system: posix, lockWait: .seconds(600))
    let waiting = Task.detached { try file.replace(with: Data("ours".utf8)) }
    try await Task.sleep(for: .milliseconds(100))
    #expect(text(at: path) == "previous")
    #expect(text(at: temporary) == "other's save")

    // The other save finishes: its temporary, the one the waiting save opened, becomes the file.
    try posix.rename(temporary, path)
    posix.close(other)
    try await waiting.value

    #expect(text(at: path) == "ours")
    #expect(try contents() == ["state.json"])
  }

  @Test func saveWhoseTemporaryWasRenamedBeforeItsLockOpensTheNameAgain() throws {
    try AtomicFile(path: path).replace(with: Data("previous".utf8))
    let other = Mutex<Int32?>(try liveSaver(writing: "other's save"))
    var system = posix
    system.lock = { [posix, temporary, path] descriptor, name in
      // Between this save's open and its lock, the other save renames the same file into place.
      if let finishing = other.withLock({ $0.take() }) {
        try posix.rename(temporary, path)
        posix.close(finishing)
      }
      return try posix.lock(descriptor, name)
    }
    try AtomicFile(path: path, system: system).replace(with: Data("ours".utf8))

    #expect(text(at: path) == "ours")
    #expect(try contents() == ["state.json"])
  }

  @Test func concurrentSaversNeverPutATornFileInPlace() throws {
    let size = 64 * 1_024
    let savers = 4
    let torn = Mutex<[String]>([])
    let failures = Mutex<[String]>([])
    let finished = Mutex(0)
    let done = DispatchSemaphore(value: 0)
    let path = path

    for saver in 0..<savers {
      Thread {
        let file = AtomicFile(path: path)
        let letter = UInt8(ascii: "a") + UInt8(saver)
        for _ in 0..<40 {
          do {
            try file.replace(with: Data(repeating: letter, count: size))
          } catch {
            failures.withLock { $0.append("\(error)") }
          }
        }
        finished.withLock { $0 += 1 }
        done.signal()
      }.start()
    }
    Thread {
      while finished.withLock({ $0 }) < savers {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        if data.count != size || Set(data).count != 1 {
          torn.withLock { $0.append("\(data.count) bytes, \(Set(data).count) letters") }
        }
      }
      done.signal()
    }.start()
    for _ in 0...savers { done.wait() }

    #expect(failures.withLock { $0 } == [])
    #expect(torn.withLock { $0 } == [])
    let last = try #require(FileManager.default.contents(atPath: path))
    #expect(last.count == size && Set(last).count == 1)
    #expect(try contents() == ["state.json"])
  }
}
