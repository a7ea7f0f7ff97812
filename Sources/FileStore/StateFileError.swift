import Foundation

/// Why the state file could not be read or written.
///
/// Its description states the fact: the file, and what is wrong with it. A tool that names the
/// file adds its own hint, as the shell does (its `--state` option, its other instances). Public
/// because ``AtomicFile`` and ``FileStateStore`` throw it and the app's `RestoreReport` carries
/// it, and the shell, which the fuzz package also builds, reads it.
public enum StateFileError: Error, Equatable, CustomStringConvertible {
  /// A system call failed; carries what was being done and `errno`.
  case system(String, Int32)
  /// The path names a folder, device or pipe, not a file; it is left alone.
  case notARegularFile(String)
  /// The file exists but cannot be read.
  case unreadable(String)
  /// Every name for moving a damaged file aside is taken.
  case noRoomToMoveAside(String)
  /// Another process has been saving the file for longer than a save waits.
  case busy(String)
  /// What is at the temporary file's name is not a file a save may write: a symbolic link, a
  /// folder, a file with another name (a hard link) or another user's file.
  case unsafeTemporary(String, reason: String)
  /// The file's owner took its write permission away, so no save replaces it.
  case readOnly(String)
  /// The path is a symbolic link to nothing; it is never replaced, and its target never created.
  case danglingLink(String, target: String)
  /// The path cannot be resolved to a file: its symbolic links lead round in a loop, or a
  /// folder on the way is missing or is not a folder; carries why.
  case unreachable(String, reason: String)
  /// The path goes through a symbolic link in a shared folder with the sticky bit (`/tmp`)
  /// that neither the user nor the folder's owner made, so it is not followed.
  case untrustedLink(String, owner: UInt32)
  /// The file has more than one name (hard links): replacing it would part it from the others,
  /// and writing it would change them.
  case hardLinked(String, links: Int)
  /// A save could not give the file it writes the owner and group of the file it replaces.
  case ownerNotKept(String, owner: UInt32, group: UInt32)
  /// The file holds something other than a NavLab state document (a note, a script).
  case notAStateFile(String)
  /// The file is larger than the most a read takes; carries that limit in bytes.
  case tooLarge(String, limit: Int)

  /// One line that names the file and what is wrong with it.
  public var description: String {
    switch self {
    case .system(let action, let code):
      "could not \(action): \(SystemError(code))"
    case .notARegularFile(let path):
      "'\(path)' is not a regular file"
    case .unreadable(let path):
      "cannot read '\(path)'"
    case .noRoomToMoveAside(let path):
      "'\(path).corrupt' to '\(path).corrupt-99' all exist"
    case .busy(let path):
      "another process is still saving '\(path)'"
    case .unsafeTemporary(let path, let reason):
      "will not write '\(path)': \(reason)"
    case .readOnly(let path):
      "'\(path)' is read-only, so it is not rewritten"
    case .danglingLink(let path, let target):
      "'\(path)' is a symbolic link to '\(target)', which does not exist"
    case .unreachable(let path, let reason):
      "'\(path)' cannot be reached: \(reason)"
    case .untrustedLink(let path, let owner):
      "'\(path)' is a symbolic link in a shared folder with the sticky bit, made by another user "
        + "(uid \(owner)), so it is not followed"
    case .hardLinked(let path, let links):
      "'\(path)' has \(links) names (hard links), so replacing it would change what the others hold"
    case .ownerNotKept(let path, let owner, let group):
      "could not give '\(path)' the owner and group of the file it replaces (uid \(owner), gid "
        + "\(group)), so it is not replaced"
    case .notAStateFile(let path):
      "'\(path)' is not a NavLab state file"
    case .tooLarge(let path, let limit):
      "'\(path)' is larger than \(limit >> 10) KiB, more than a state file holds"
    }
  }
}
