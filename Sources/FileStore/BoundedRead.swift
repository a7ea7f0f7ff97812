import Foundation

/// Reading a file the app did not make safe: opened without blocking, checked to be a regular
/// file from the open descriptor, and read up to a limit.
enum BoundedRead {
  /// The whole of the regular file at `path`, or `nil` when nothing is there.
  ///
  /// The file is opened non-blocking and without following a symbolic link at its last name,
  /// so a pipe put at the path fails at once instead of waiting for a writer; what was opened
  /// is then checked from the descriptor, never through the name again.
  ///
  /// - Parameters:
  ///   - path: The file, its links already resolved (``ResolvedPath``).
  ///   - limit: The most bytes read; a larger file is refused unread.
  /// - Returns: Every byte of the file, or `nil` when nothing is at `path`.
  /// - Throws: `StateFileError.notARegularFile(_:)` for a folder, device, pipe or socket,
  ///   `StateFileError.tooLarge(_:limit:)` for a file over `limit`,
  ///   `StateFileError.unreadable(_:)` when permission is denied, and
  ///   `StateFileError.system(_:_:)` for any other failure.
  /// - Complexity: O(*n*) in the bytes read, at most `limit`.
  static func regularFile(at path: String, limit: Int) throws(StateFileError) -> Data? {
    let descriptor = Kernel.open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC, 0)
    guard descriptor >= 0 else {
      switch errno {
      case ENOENT: return nil
      case EACCES, EPERM: throw .unreadable(path)
      case ELOOP, ENXIO: throw .notARegularFile(path)
      case let code: throw .system("read '\(path)'", code)
      }
    }
    defer { _ = Kernel.close(descriptor) }
    var status = stat()
    guard Kernel.fstat(descriptor, &status) == 0 else { throw .system("inspect '\(path)'", errno) }
    guard FileDescription(status, user: 0).kind == .regular else { throw .notARegularFile(path) }
    guard Int(status.st_size) <= limit else { throw .tooLarge(path, limit: limit) }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = chunk.withUnsafeMutableBytes { Kernel.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .system("read '\(path)'", errno) }
      guard count > 0 else { return data }
      data.append(contentsOf: chunk[..<count])
      // A file that grows while it is read is held to the same limit.
      guard data.count <= limit else { throw .tooLarge(path, limit: limit) }
    }
  }
}
