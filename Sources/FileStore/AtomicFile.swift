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
///
/// A save writes only files that are safely its own. Once it holds the lock, it checks what it
/// opened at the temporary file's name, from the descriptor: it must be a regular file with one
/// name (no hard link to another file), owned by the user; the name is opened without following
/// a symbolic link. Anything else is reported by name and left alone. The file itself is never
/// replaced when it is a symbolic link to nothing, or when its owner made it read-only. A save
/// keeps the file's permissions; a file it creates gets `permissions`.
public struct AtomicFile: Sendable {
  /// What the temporary file's name adds to the file's: `state.json` is written as
  /// `state.json.navlab-tmp`.
  static let temporarySuffix = ".navlab-tmp"

  /// The file, symbolic links resolved by the file system, so a save replaces the file a link
  /// points to; the path as given when it cannot be resolved.
  let path: String
  /// The path resolved, or why it cannot be: each save reports it and writes nothing.
  let resolution: Result<ResolvedPath, StateFileError>
  /// The permissions of a file the save creates; a save over an existing file keeps its own.
  let permissions: mode_t
  let system: FileSystemCalls
  /// How long a save waits for another process's save of the same file before giving up.
  let lockWait: Duration

  /// A file at `path`, created with `permissions` when a save creates it; a save over an existing
  /// file keeps that file's permissions.
  public init(path: String, permissions: mode_t = 0o600) {
    self.init(path: path, permissions: permissions, system: .posix)
  }

  init(
    path: String, permissions: mode_t = 0o600, system: FileSystemCalls,
    lockWait: Duration = .seconds(2)
  ) {
    resolution = Result { () throws(StateFileError) in
      try ResolvedPath(resolving: path, user: Kernel.effectiveUser())
    }
    self.path = (try? resolution.get().path) ?? path
    self.permissions = permissions
    self.system = system
    self.lockWait = lockWait
  }

  /// The temporary file a save writes, then renames over `path`.
  var temporaryPath: String { path + Self.temporarySuffix }

  /// Whether writing `path` would write this file or its temporary file: the same name once
  /// both are resolved by the file system, or the same file under another name.
  ///
  /// - Parameter path: A file another writer (a recording) means to write.
  /// - Returns: `true` when a write to `path` would change what a save here replaces.
  public func isWritten(byWritingTo path: String) -> Bool {
    guard
      let resolved = try? ResolvedPath(resolving: path, user: Kernel.effectiveUser()).path
    else { return false }
    if resolved == self.path || resolved == temporaryPath { return true }
    var mine = stat()
    var other = stat()
    return [self.path, temporaryPath].contains { name in
      Kernel.lstat(name, &mine) == 0 && Kernel.lstat(resolved, &other) == 0
        && mine.st_dev == other.st_dev && mine.st_ino == other.st_ino
    }
  }

  /// Replaces the file's contents with `data`: writes the temporary file, flushes it, renames it
  /// over the file, then flushes the folder.
  ///
  /// - Throws: `StateFileError`, naming the step that failed. A failure before the rename leaves
  ///   the previous file intact and removes the temporary file; a failure to flush the folder
  ///   comes after the rename, so the file then holds `data`, which a power cut may undo.
  ///   `StateFileError.danglingLink(_:target:)`, `StateFileError.readOnly(_:)` and
  ///   `StateFileError.notARegularFile(_:)` when the file must not be replaced, and
  ///   `StateFileError.unsafeTemporary(_:reason:)` when what is at the temporary file's name
  ///   must not be written: each leaves every file as it was.
  public func replace(with data: Data) throws {
    let temporary = temporaryPath
    let existing = try checkReplaceable()
    let descriptor = try lockedTemporary()
    defer { system.close(descriptor) }
    do {
      if let existing {
        // A save by another user (root) keeps the file its owner's, or does not happen.
        let opened = try system.describe(descriptor, temporary)
        if opened.owner != existing.owner || opened.group != existing.group {
          try system.setOwner(descriptor, existing.owner, existing.group, path)
        }
      }
      try system.setPermissions(
        descriptor, (existing?.permissions ?? permissions) & 0o777, temporary)
      try system.write(descriptor, data, temporary)
      try system.sync(descriptor, temporary)
      try system.rename(temporary, path)
    } catch {
      system.remove(temporary)  // still locked, so no other save is writing it
      throw error
    }
    try system.syncFolder(URL(fileURLWithPath: path).deletingLastPathComponent().path)
  }

  /// Checks, without writing anything, what ``replace(with:)`` checks before it writes: that the
  /// file may be replaced, so that a tool can refuse before the work whose result it would write.
  ///
  /// - Returns: What is at the path now; `nil` when nothing is.
  /// - Throws: What ``replace(with:)`` throws when the file must not be replaced: a symbolic link
  ///   to nothing, a read-only file, a hard link, a folder, a device or a pipe.
  @discardableResult
  public func checkReplaceable() throws -> FileDescription? {
    let resolved = try resolution.get()
    let existing = try system.describePath(path)
    if existing == nil, let link = resolved.link {
      throw StateFileError.danglingLink(link.path, target: link.target)
    }
    if let existing {
      switch existing.kind {
      case .regular:
        guard existing.isWritableByOwner else { throw StateFileError.readOnly(path) }
        // No name but this one: a file another saver renamed over while it was read has none
        // left, and replacing it parts it from nothing.
        guard existing.links <= 1 else {
          throw StateFileError.hardLinked(path, links: existing.links)
        }
      case .symbolicLink:
        // Resolving `path` followed every link that leads somewhere; one left leads nowhere.
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        throw StateFileError.danglingLink(path, target: target)
      case .folder, .characterDevice, .blockDevice, .other:
        throw StateFileError.notARegularFile(path)
      }
    }
    return existing
  }

  /// Opens the temporary file and locks it, waiting for another process's save to finish, then
  /// checks that it is a file the save may write.
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
      if locked, system.isNamed(descriptor, temporary) {
        // Checked once the lock is held, from the descriptor: the name may have changed before.
        let reason: String?
        do {
          reason = try system.describe(descriptor, temporary).reasonNotToWrite
        } catch {
          system.close(descriptor)
          throw error
        }
        guard let reason else { return descriptor }
        system.close(descriptor)
        throw StateFileError.unsafeTemporary(temporary, reason: reason)
      }
      system.close(descriptor)
      guard ContinuousClock.now < deadline else { throw StateFileError.busy(path) }
      if !locked { Thread.sleep(forTimeInterval: 0.002) }
    }
  }
}
