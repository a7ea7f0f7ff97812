/// Whether bytes are JSON, by RFC 8259's grammar alone: no value is converted, so a number too
/// large for any type (`1e400`) is still a number.
///
/// Foundation's parser refuses such a number as it refuses broken text, and a document holding
/// one is then reported as not JSON, when its real problem is a value of the wrong kind.
enum JSONSyntax {
  /// Whether `bytes` hold exactly one JSON value, with white space around it allowed.
  ///
  /// - Complexity: O(*n*) in the number of bytes; nesting deeper than 512 levels counts as not
  ///   JSON, so hostile input cannot exhaust the stack.
  static func isWellFormed(_ bytes: some Collection<UInt8>) -> Bool {
    var reader = Reader(bytes: Array(bytes))
    reader.skipSpace()
    guard reader.value(depth: 0) else { return false }
    reader.skipSpace()
    return reader.index == reader.bytes.count
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipSpace() {
      while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
      guard current == byte else { return false }
      index += 1
      return true
    }

    private mutating func take(_ word: String) -> Bool {
      for byte in word.utf8 where !take(byte) { return false }
      return true
    }

    mutating func value(depth: Int) -> Bool {
      guard depth < 512, let byte = current else { return false }
      switch byte {
      case UInt8(ascii: "{"): return container(depth: depth, close: UInt8(ascii: "}"), keyed: true)
      case UInt8(ascii: "["): return container(depth: depth, close: UInt8(ascii: "]"), keyed: false)
      case UInt8(ascii: "\""): return string()
      case UInt8(ascii: "t"): return take("true")
      case UInt8(ascii: "f"): return take("false")
      case UInt8(ascii: "n"): return take("null")
      default: return number()
      }
    }

    private mutating func container(depth: Int, close: UInt8, keyed: Bool) -> Bool {
      index += 1
      skipSpace()
      if take(close) { return true }
      while true {
        if keyed {
          guard string() else { return false }
          skipSpace()
          guard take(UInt8(ascii: ":")) else { return false }
          skipSpace()
        }
        guard value(depth: depth + 1) else { return false }
        skipSpace()
        if take(close) { return true }
        guard take(UInt8(ascii: ",")) else { return false }
        skipSpace()
      }
    }

    private mutating func string() -> Bool {
      guard take(UInt8(ascii: "\"")) else { return false }
      while let byte = current {
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return true
        case UInt8(ascii: "\\"):
          guard let escaped = current else { return false }
          index += 1
          if escaped == UInt8(ascii: "u") {
            for _ in 0..<4 {
              guard let digit = current, digit.isHexDigit else { return false }
              index += 1
            }
          } else if !"\"\\/bfnrt".utf8.contains(escaped) {
            return false
          }
        case ..<0x20: return false
        default: continue
        }
      }
      return false
    }

    private mutating func number() -> Bool {
      _ = take(UInt8(ascii: "-"))
      if !take(UInt8(ascii: "0")) {
        guard digits() else { return false }
      }
      if take(UInt8(ascii: ".")) {
        guard digits() else { return false }
      }
      if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
        if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
        guard digits() else { return false }
      }
      return true
    }

    /// One or more decimal digits.
    private mutating func digits() -> Bool {
      let start = index
      while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
      return index > start
    }
  }
}

extension UInt8 {
  fileprivate var isHexDigit: Bool {
    (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
  }
}
