import AppCoordinator
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
    let resolved = try file.resolution.get()
    guard let data = try BoundedRead.regularFile(at: resolved.path, limit: Self.sizeLimit) else {
      if let link = resolved.link {
        throw StateFileError.danglingLink(link.path, target: link.target)
      }
      return nil
    }
    return data
  }

  /// Whether writing `path` would write this store's file or its temporary file: the same
  /// name once both are resolved by the file system, or the same file under another name.
  ///
  /// - Parameter path: A file another writer (a recording) means to write.
  /// - Returns: `true` when a write to `path` would change what this store saves.
  public func saves(to path: String) -> Bool { file.isWritten(byWritingTo: path) }

  /// Whether restoring leaves the file alone after ``load()`` threw `error`: for anything at the
  /// path that is not the app's to move aside (a folder, a pipe, a link to nothing or in a loop,
  /// another user's link in a shared folder, a file it cannot read or too large).
  ///
  /// - Parameter error: What ``load()`` threw.
  /// - Returns: `true` for those ``StateFileError``s; `false` for any other error, after which
  ///   the file is moved aside.
  public func leavesAlone(after error: any Error) -> Bool {
    switch error as? StateFileError {
    case .notARegularFile?, .danglingLink?, .unreachable?, .untrustedLink?, .notAStateFile?,
      .tooLarge?, .unreadable?:
      true
    default:
      false
    }
  }

  /// ``StateFileError/notAStateFile(_:)``: a file that holds no state document (a note, a
  /// script) is never moved aside or replaced as a damaged state file.
  public var notADocument: (any Error)? { StateFileError.notAStateFile(path) }

  /// The largest state file read: 1 MiB, some thousand times what the product's stacks save.
  static let sizeLimit = 1 << 20

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
