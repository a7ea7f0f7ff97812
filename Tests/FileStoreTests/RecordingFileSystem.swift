import Foundation
import Synchronization

@testable import FileStore

/// A test double of the file-system calls: the real calls, each logged as it is made, and one
/// step made to fail instead.
final class RecordingFileSystem: Sendable {
  /// The error a failing step throws.
  struct InjectedFailure: Error, Equatable {
    let step: String
  }

  /// The steps a save makes, by the name the log gives them.
  static let steps = ["open", "lock", "write", "fsync", "rename", "fsync folder"]

  private let log = Mutex<[String]>([])
  private let failing: String?

  /// Records every call; `failing` names a step of ``steps`` to fail.
  init(failing: String? = nil) {
    self.failing = failing
  }

  /// Each call made so far, with the last part of each path it named.
  var calls: [String] { log.withLock { $0 } }

  /// The calls, logging each one and failing the chosen step.
  ///
  /// A failing write first writes half of the data, as a full disk would.
  var system: FileSystemCalls {
    let real = FileSystemCalls.posix
    return FileSystemCalls(
      open: { path, permissions in
        try self.step("open", path)
        return try real.open(path, permissions)
      },
      lock: { descriptor, path in
        try self.step("lock", path)
        return try real.lock(descriptor, path)
      },
      isNamed: real.isNamed,
      describe: real.describe,
      describePath: real.describePath,
      setOwner: real.setOwner,
      setPermissions: real.setPermissions,
      write: { descriptor, data, path in
        do {
          try self.step("write", path)
        } catch {
          try real.write(descriptor, data.prefix(data.count / 2), path)
          throw error
        }
        try real.write(descriptor, data, path)
      },
      sync: { descriptor, path in
        try self.step("fsync", path)
        try real.sync(descriptor, path)
      },
      rename: { from, to in
        try self.step("rename", from, to)
        try real.rename(from, to)
      },
      syncFolder: { path in
        try self.step("fsync folder", path)
        try real.syncFolder(path)
      },
      remove: { path in
        try? self.step("remove", path)
        real.remove(path)
      },
      close: { descriptor in
        try? self.step("close")
        real.close(descriptor)
      })
  }

  private func step(_ name: String, _ paths: String...) throws {
    let names = paths.map { URL(fileURLWithPath: $0).lastPathComponent }
    log.withLock { $0.append(([name] + names).joined(separator: " ")) }
    if name == failing { throw InjectedFailure(step: name) }
  }
}
