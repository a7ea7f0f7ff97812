/// Splits a script's bytes into its lines.
///
/// Lines end at `\n`, and a `\r` before it is dropped, so scripts saved with Windows line endings
/// run too; a UTF-8 byte-order mark at the start, which some Windows editors write, is skipped,
/// so that it does not make the first command unknown. The split is over bytes, not
/// `Character`s, because `"\r\n"` is one `Character` and would hide the break; invalid UTF-8
/// becomes U+FFFD, which the parser then rejects.
func splitLines(_ bytes: some Collection<UInt8>) -> [String] {
  let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
  return text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
    String(decoding: line.last == UInt8(ascii: "\r") ? line.dropLast() : line, as: UTF8.self)
  }
}
