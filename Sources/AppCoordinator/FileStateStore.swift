import Foundation

/// Keeps the navigation state in a file, written atomically.
///
/// A save writes a temporary file in the same folder, flushes it to disk and renames it over the
/// file, so a crash or a failure at any step leaves the previous file whole.
public struct FileStateStore: StateStore {
  /// The state file.
  public let path: String
  let system: FileSystemCalls

  /// Creates a store for the file at `path`; a symbolic link is followed, so saves replace the
  /// file it points to and the link stays.
  public init(path: String) {
    self.init(path: path, system: .posix)
  }

  init(path: String, system: FileSystemCalls) {
    self.path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    self.system = system
  }

  /// The file's contents, or `nil` when there is no file.
  ///
  /// - Throws: A "not a regular file" error for a folder, device or pipe, which the store will
  ///   neither read nor replace; an "unreadable" error for a file it cannot read.
  public func load() throws -> Data? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      guard errno == ENOENT else { throw StateFileError.unreadable(path) }
      return nil
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw StateFileError.notARegularFile(path) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StateFileError.unreadable(path)
    }
    return data
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
