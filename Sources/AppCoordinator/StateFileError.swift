import Foundation

/// Why the state file could not be read or written.
enum StateFileError: Error, Equatable, CustomStringConvertible {
  /// A system call failed; carries what was being done and `errno`.
  case system(String, Int32)
  /// Every name for moving a damaged file aside is taken.
  case noRoomToMoveAside(String)

  var description: String {
    switch self {
    case .system(let action, let code):
      "could not \(action): \(String(cString: strerror(code)))"
    case .noRoomToMoveAside(let path):
      "'\(path).corrupt' to '\(path).corrupt-99' all exist; remove some of them"
    }
  }
}
