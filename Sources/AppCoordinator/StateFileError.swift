import Foundation

/// Why the state file could not be read or written.
enum StateFileError: Error, Equatable, CustomStringConvertible {
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

  var description: String {
    switch self {
    case .system(let action, let code):
      "could not \(action): \(String(cString: strerror(code)))"
    case .notARegularFile(let path):
      "'\(path)' is not a regular file; give --state the path of a file"
    case .unreadable(let path):
      "cannot read '\(path)'; check its permissions"
    case .noRoomToMoveAside(let path):
      "'\(path).corrupt' to '\(path).corrupt-99' all exist; remove some of them"
    case .busy(let path):
      "another process is still saving '\(path)'; try again, or quit the other navlab-shell"
    }
  }
}
