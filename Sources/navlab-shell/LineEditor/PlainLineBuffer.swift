/// Splits bytes read without a terminal (pipe, file, dumb terminal) into lines.
///
/// Pure and I/O-free: the caller appends what it reads and takes complete lines out.
struct PlainLineBuffer {
  /// Bytes received after the last complete line.
  private var bytes: [UInt8] = []

  /// Adds bytes read from the input.
  mutating func append(_ chunk: [UInt8]) {
    bytes += chunk
  }

  /// Removes and returns the next complete line without its `\n` (or `\r\n`), or nil if no newline
  /// has arrived yet.
  ///
  /// Invalid UTF-8 is replaced with U+FFFD rather than rejected.
  mutating func nextLine() -> String? {
    guard let newline = bytes.firstIndex(of: 0x0A) else { return nil }
    var line = bytes[..<newline]
    if line.last == 0x0D { line = line.dropLast() }
    let text = String(decoding: line, as: UTF8.self)
    bytes.removeSubrange(...newline)
    return text
  }

  /// At end of input: removes and returns an unterminated last line, or nil
  /// if nothing is left.
  mutating func takeRemainder() -> String? {
    defer { bytes = [] }
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }
}
