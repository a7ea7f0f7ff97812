import AppCoordinator

/// The kind of a screen: its id with every number written as `N`.
enum ScreenKind {
  /// `screen.article.N` for `screen.article.7`: each part between dots that is all digits is
  /// written `N`.
  ///
  /// Walks ask this of every state and every move, so an ASCII id is read byte by byte into
  /// one buffer, the kind never longer than the id, and one without a digit is its own kind.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `id`.
  static func of(_ id: String) -> String {
    let bytes = id.utf8
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return spelledOut(id) }
    guard bytes.contains(where: isDigit) else { return id }
    return String(unsafeUninitializedCapacity: bytes.count) { kind in
      var count = 0
      // Where the part being read starts in `kind`, and whether it is all digits so far.
      var partStart = 0
      var allDigits = true
      func endPart() {
        if count > partStart, allDigits {
          kind[partStart] = UInt8(ascii: "N")
          count = partStart + 1
        }
      }
      for byte in bytes {
        if byte == UInt8(ascii: ".") {
          endPart()
          kind[count] = byte
          count += 1
          partStart = count
          allDigits = true
        } else {
          kind[count] = byte
          count += 1
          allDigits = allDigits && isDigit(byte)
        }
      }
      endPart()
      return count
    }
  }

  /// ``of(_:)`` for any id: a part is a number when every character of it is one.
  static func spelledOut(_ id: String) -> String {
    id.split(separator: ".", omittingEmptySubsequences: false)
      .map { $0.allSatisfy(\.isNumber) && !$0.isEmpty ? "N" : String($0) }
      .joined(separator: ".")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
