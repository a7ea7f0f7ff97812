import Foundation

/// Keeps the navigation state in a file, written atomically.
///
/// A save writes a temporary file in the same folder, flushes it to disk and renames it over the
/// file, so a crash or a failure at any step leaves the previous file whole.
public struct FileStateStore: StateStore {
  /// The state file.
  public let path: String
  let system: FileSystemCalls

  /// Creates a store for the file at `path`.
  public init(path: String) {
    self.init(path: path, system: .posix)
  }

  init(path: String, system: FileSystemCalls) {
    self.path = path
    self.system = system
  }

  /// The file's contents, or `nil` when there is no file.
  public func load() throws -> Data? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// Writes `data` to a temporary file beside the state file, flushes it, and renames it over the
  /// state file.
  public func save(_ data: Data) throws {
    let temporary = path + ".tmp-\(getpid())"
    do {
      try system.write(data, temporary)
      try system.rename(temporary, path)
    } catch {
      system.remove(temporary)
      throw error
    }
  }

  /// Renames the file to the first free name among `FILE.corrupt`, `FILE.corrupt-2` …
  /// `FILE.corrupt-99`.
  public func moveAside() throws -> String {
    let candidates = [path + ".corrupt"] + (2...99).map { path + ".corrupt-\($0)" }
    guard let free = candidates.first(where: { !FileManager.default.fileExists(atPath: $0) }) else {
      throw StateFileError.noRoomToMoveAside(path)
    }
    try system.rename(path, free)
    return free
  }
}
