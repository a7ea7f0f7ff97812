extension DeepLink {
  /// Reads a path segment as an id: plain decimal digits naming a number from 1 up.
  ///
  /// Leading zeros are accepted (`07` is 7): they are still plain decimal digits, and the link
  /// printed back for the route is the canonical `7`.
  ///
  /// - Parameter segment: The segment, or `nil` when the link ends before it.
  /// - Returns: The id.
  /// - Throws: ``LinkError/malformedID(_:)`` for a missing id or anything but digits;
  ///   ``LinkError/idOutOfRange(_:)`` for zero, a negative number or one that overflows `Int`.
  public static func id(_ segment: String?) throws(LinkError) -> Int {
    guard let segment, !segment.isEmpty else { throw .malformedID("") }
    let isNegative = segment.hasPrefix("-")
    let digits = isNegative ? segment.dropFirst() : Substring(segment)
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      throw .malformedID(segment)
    }
    guard !isNegative, let id = Int(digits), id > 0 else { throw .idOutOfRange(segment) }
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
