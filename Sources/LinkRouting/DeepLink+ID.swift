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
    let isNegative = segment.hasPrefix("-")
    let digits = isNegative ? segment.dropFirst() : Substring(segment)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .malformedID(segment)
    }
    guard !isNegative, digits.contains(where: { $0 != "0" }) else {
      throw .idOutOfRange(segment)
    }
    guard let id = Int(digits) else { throw .idTooLarge(segment) }
    return id
  }

  /// Throws unless the link has no segments past `count`.
  ///
  /// - Throws: ``LinkError/extraSegments(_:)`` naming what follows.
  public func expectSegments(_ count: Int) throws(LinkError) {
    guard segments.count <= count else {
      throw .extraSegments(segments[count...].joined(separator: "/"))
    }
  }
}
