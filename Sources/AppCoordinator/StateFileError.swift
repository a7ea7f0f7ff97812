import Foundation

/// Why the state file could not be read or written.
///
/// Its description states the fact: the file, and what is wrong with it. A tool that names the
/// file adds its own hint, as the shell does (its `--state` option, its other instances). Public
/// because ``AtomicFile`` and ``FileStateStore`` throw it and ``RestoreReport`` carries it, and
/// the shell, which the fuzz package also builds, reads it.
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

  /// One line that names the file and what is wrong with it.
  public var description: String {
    switch self {
    case .system(let action, let code):
      "could not \(action): \(String(cString: strerror(code)))"
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
    }
  }
}
