#if canImport(Glibc)
  import Glibc

  /// The C library's `write`, by a name no method shadows.
  let systemWrite = Glibc.write
  /// The C library's `read`, by a name no method shadows.
  let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin

  /// The C library's `write`, by a name no method shadows.
  let systemWrite = Darwin.write
  /// The C library's `read`, by a name no method shadows.
  let systemRead = Darwin.read
#endif

/// Unbuffered reads and writes on raw file descriptors, bypassing stdio so
/// the line editor sees every byte as soon as it is typed.
enum FileDescriptorIO {
  /// Reads whatever is available from `fd` (blocking until at least one byte), retrying on EINTR.
  ///
  /// Returns nil on end of file or error.
  static func read(_ fd: Int32, upTo count: Int = 1024) -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: count)
    while true {
      let received = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if received > 0 { return Array(chunk[..<received]) }
      if received < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// Writes all of `text` as UTF-8 to `fd`, retrying after partial writes and EINTR.
  ///
  /// - Returns: `nil` when every byte was written, else the `errno` of the write that failed
  ///   (`EIO` for one that wrote nothing); the caller decides what a failure means, since a
  ///   closed terminal, a full disk and a reader that left all look alike here.
  @discardableResult
  static func write(_ fd: Int32, _ text: String) -> Int32? {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { return written < 0 ? errno : EIO }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }
}
