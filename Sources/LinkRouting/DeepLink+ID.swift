extension DeepLink {
  /// Reads the segment at `index` as an id: plain decimal digits naming a number from 1 up.
  ///
  /// Leading zeros are accepted (`07` is 7): they are still plain decimal digits, and the link
  /// printed back for the route is the canonical `7`.
  ///
  /// - Parameter index: The position of the id among ``segments``, such as 0 in `article/7`.
  /// - Returns: The id.
  /// - Throws: ``LinkError/missingID(_:)`` when the link ends before the id;
  ///   ``LinkError/malformedID(_:)`` for anything but digits; ``LinkError/idOutOfRange(_:)`` for
  ///   zero or a negative number; ``LinkError/idTooLarge(_:)`` for one that overflows `Int`.
  public func id(at index: Int) throws(LinkError) -> Int {
    guard segments.indices.contains(index), !segments[index].isEmpty else {
      throw .missingID(DeepLink(host: host, segments: Array(segments.prefix(index))).url)
    }
    let segment = segments[index]
    // Read as bytes: an ASCII digit is one byte, so every byte is a digit exactly when every
    // character is one, and a fuzzed id runs to 2 KB, where stepping by `Character` cost most.
    let bytes = segment.utf8
    let isNegative = bytes.first == UInt8(ascii: "-")
    let digits = bytes.dropFirst(isNegative ? 1 : 0)
    guard !digits.isEmpty, digits.allSatisfy(Self.isDigit) else {
      throw .malformedID(segment)
    }
    guard !isNegative, digits.contains(where: { $0 != UInt8(ascii: "0") }) else {
      throw .idOutOfRange(segment)
    }
    guard let id = Int(Substring(digits)) else { throw .idTooLarge(segment) }
    return id
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Throws unless the link has no segments past `count`.
  ///
  /// - Throws: ``LinkError/extraSegments(_:)`` naming what follows.
  public func expectSegments(_ count: Int) throws(LinkError) {
    guard segments.count <= count else {
      // Appended into one string of the right size, as `url` is: a fuzzed link has up to a
      // thousand segments, and `joined(separator:)` cost more than the parse that found them.
      let extra = segments[count...]
      var text = ""
      text.reserveCapacity(extra.reduce(0) { $0 + 1 + $1.utf8.count })
      for (offset, segment) in extra.enumerated() {
        if offset > 0 { text += "/" }
        text += segment
      }
      throw .extraSegments(text)
    }
  }
}
