import Foundation

/// A file whose contents are replaced all at once, in a way that survives a crash or a power cut.
///
/// A save writes a temporary file beside the file, flushes it to the disk, renames it over the
/// file and flushes the folder, so when the save returns the new contents are on the disk under
/// the file's name. A crash at any moment leaves the previous contents or the new ones, never a
/// mix.
///
/// The temporary file has one fixed name, `temporaryPath` (`FILE.navlab-tmp`), so a process
/// killed during a save leaves at most that one file behind, and the next save reuses it. From
/// opening the temporary file to renaming it, a save holds an advisory lock on it (`flock`): two
/// processes saving the same file take turns, neither writes into or renames the other's
/// half-written temporary file, and the last save to finish is what the file holds.
public struct AtomicFile: Sendable {
  /// What the temporary file's name adds to the file's: `state.json` is written as
  /// `state.json.navlab-tmp`.
  static let temporarySuffix = ".navlab-tmp"

  /// The file, symbolic links resolved, so a save replaces the file a link points to.
  let path: String
  /// The permissions of a file the save creates, less the umask.
  let permissions: mode_t
  let system: FileSystemCalls
  /// How long a save waits for another process's save of the same file before giving up.
  let lockWait: Duration

  /// A file at `path`, created with `permissions` (less the umask) when a save creates it.
  public init(path: String, permissions: mode_t = 0o644) {
    self.init(path: path, permissions: permissions, system: .posix)
  }

  init(
    path: String, permissions: mode_t = 0o644, system: FileSystemCalls,
    lockWait: Duration = .seconds(2)
  ) {
    self.path = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    self.permissions = permissions
    self.system = system
    self.lockWait = lockWait
  }

  /// The temporary file a save writes, then renames over `path`.
  var temporaryPath: String { path + Self.temporarySuffix }

  /// Replaces the file's contents with `data`: writes the temporary file, flushes it, renames it
  /// over the file, then flushes the folder.
  ///
  /// - Throws: `StateFileError`, naming the step that failed. A failure before the rename leaves
  ///   the previous file intact and removes the temporary file; a failure to flush the folder
  ///   comes after the rename, so the file then holds `data`, which a power cut may undo.
  public func replace(with data: Data) throws {
    let temporary = temporaryPath
    let descriptor = try lockedTemporary()
    defer { system.close(descriptor) }
    do {
      try system.write(descriptor, data, temporary)
      try system.sync(descriptor, temporary)
      try system.rename(temporary, path)
    } catch {
      system.remove(temporary)  // still locked, so no other save is writing it
      throw error
    }
    try system.syncFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
  }

  /// Opens the temporary file and locks it, waiting for another process's save to finish.
  ///
  /// A save that was waiting may find, once it holds the lock, that the file it opened has been
  /// renamed over `path` (or removed) by the save it waited for; it then opens the name again.
  private func lockedTemporary() throws -> Int32 {
    let temporary = temporaryPath
    let deadline = ContinuousClock.now + lockWait
    while true {
      let descriptor = try system.open(temporary, permissions)
      let locked: Bool
      do {
        locked = try system.lock(descriptor, temporary)
      } catch {
        system.close(descriptor)
        throw error
      }
      if locked, system.isNamed(descriptor, temporary) { return descriptor }
      system.close(descriptor)
      guard ContinuousClock.now < deadline else { throw StateFileError.busy(path) }
      if !locked { Thread.sleep(forTimeInterval: 0.002) }
    }
  }
}
