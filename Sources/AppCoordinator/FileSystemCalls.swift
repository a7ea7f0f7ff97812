import Foundation

/// The system calls an atomic save makes, as values, so that tests can make each one fail.
struct FileSystemCalls: Sendable {
  /// Creates the file, writes `data` and flushes it to disk before closing it.
  var write: @Sendable (_ data: Data, _ path: String) throws -> Void
  /// Renames a file, replacing any file at the destination in one step.
  var rename: @Sendable (_ from: String, _ to: String) throws -> Void
  /// Removes a file if it exists.
  var remove: @Sendable (_ path: String) -> Void

  /// The real calls.
  static let posix = FileSystemCalls(
    write: { data, path in
      let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      guard descriptor >= 0 else { throw StateFileError.system("create '\(path)'", errno) }
      defer { close(descriptor) }
      try data.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let written = Glibc.write(
            descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
          if written < 0, errno == EINTR { continue }
          guard written > 0 else {
            throw StateFileError.system("write '\(path)'", written < 0 ? errno : EIO)
          }
          offset += written
        }
      }
      guard fsync(descriptor) == 0 else { throw StateFileError.system("flush '\(path)'", errno) }
    },
    rename: { from, to in
      guard Glibc.rename(from, to) == 0 else {
        throw StateFileError.system("rename '\(from)' to '\(to)'", errno)
      }
    },
    remove: { path in unlink(path) })
}
