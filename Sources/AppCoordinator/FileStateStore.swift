import Foundation

/// Keeps the navigation state in a file, written atomically and durably.
///
/// A save writes `FILE.navlab-tmp` in the same folder, flushes it to the disk, renames it over the
/// file and flushes the folder (see `AtomicFile`): a crash leaves the previous file whole or
/// the new one, and a save that returned survives a power cut.
public struct FileStateStore: StateStore {
  let file: AtomicFile

  /// The state file.
  public var path: String { file.path }

  /// Creates a store for the file at `path`; a symbolic link is followed.
  ///
  /// Saves replace the file a link points to, and the link stays. A symbolic link to nothing is
  /// refused, never replaced: ``load()`` reports it, and no save creates its target.
  public init(path: String) {
    file = AtomicFile(path: path)
  }

  init(path: String, system: FileSystemCalls) {
    file = AtomicFile(path: path, system: system)
  }

  /// The file's contents, or `nil` when there is no file.
  ///
  /// - Throws: A "not a regular file" error for a folder, device or pipe, and a "dangling link"
  ///   error for a symbolic link to nothing, which the store will neither read nor replace; an
  ///   "unreadable" error for a file it cannot read.
  public func load() throws -> Data? {
    var status = stat()
    guard stat(path, &status) == 0 else {
      // Say why (a loop of symbolic links, a file where a folder should be): it is rarely
      // permissions.
      guard errno == ENOENT else { throw StateFileError.system("read '\(path)'", errno) }
      if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
        throw StateFileError.danglingLink(path, target: target)
      }
      return nil
    }
    guard status.st_mode & S_IFMT == S_IFREG else { throw StateFileError.notARegularFile(path) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw StateFileError.unreadable(path)
    }
    return data
  }

  /// Writes `data` to `FILE.navlab-tmp`, flushes it, renames it over the state file and flushes
  /// the folder.
  ///
  /// - Throws: The step that failed. Before the rename the previous file is intact; a failure to
  ///   flush the folder comes after it, and the file then holds `data`.
  public func save(_ data: Data) throws {
    try file.replace(with: data)
  }

  /// Renames the file to the first free name among `FILE.corrupt`, `FILE.corrupt-2` …
  /// `FILE.corrupt-99`.
  ///
  /// A name is free only when nothing is there, not even a symbolic link to nothing, so moving
  /// aside never replaces anything. A file its owner made read-only is not moved: the save that
  /// would follow would replace it.
  ///
  /// - Throws: `StateFileError.readOnly(_:)`, `StateFileError.noRoomToMoveAside(_:)`, or the
  ///   failed rename; the file is then where it was.
  public func moveAside() throws -> String {
    if let description = try file.system.describePath(path), description.kind == .regular,
      !description.isWritableByOwner
    {
      throw StateFileError.readOnly(path)
    }
    let candidates = [path + ".corrupt"] + (2...99).map { path + ".corrupt-\($0)" }
    var free: String?
    for candidate in candidates where try file.system.describePath(candidate) == nil {
      free = candidate
      break
    }
    guard let free else { throw StateFileError.noRoomToMoveAside(path) }
    try file.system.rename(path, free)
    return free
  }
}
