import Foundation

/// A failed system call's `errno`, in the words NavLab prints: the one place an `errno` becomes
/// text, for the state file's errors and for every file the shell reads or writes.
public struct SystemError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The `errno`.
  public let code: Int32

  /// The error `code`, an `errno` such as `ENOENT`.
  public init(_ code: Int32) {
    self.code = code
  }

  /// The calling thread's `errno`: read it right after the call that failed.
  public static var last: SystemError { SystemError(errno) }

  /// What the error means: the real reason where the C library's words mislead (`permission
  /// denied` for `EPERM` too, a loop of links, a file where a folder should be), else its
  /// `strerror`.
  public var description: String {
    switch code {
    case EACCES, EPERM: "permission denied"
    case ELOOP: "its symbolic links lead round in a loop"
    case ENOTDIR: "a part of the path before its last is not a folder"
    default: String(cString: strerror(code))
    }
  }
}
