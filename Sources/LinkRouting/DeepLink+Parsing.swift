extension DeepLink {
  /// Parses and validates `text` as a NavLab link.
  ///
  /// Scheme and host are case-insensitive; path segments are case-sensitive. One trailing slash,
  /// a query and a fragment are tolerated.
  ///
  /// - Parameter text: The link as received, such as `navlab://article/7/author`.
  /// - Throws: A ``LinkError`` naming the first problem found.
  /// - Complexity: O(*n*), where *n* is the length of `text`.
  public init(parsing text: String) throws(LinkError) {
    let bytes = text.utf8.count
    guard bytes <= Self.maximumLength else { throw .tooLong(bytes: bytes) }
    if let bad = text.unicodeScalars.first(where: { !(0x21...0x7E).contains($0.value) }) {
      throw .invalidCharacter(Self.describe(bad))
    }
    guard let colon = text.firstIndex(of: ":") else { throw .unsupportedScheme(text) }
    let scheme = text[..<colon]
    guard scheme.lowercased() == Self.scheme else { throw .unsupportedScheme(String(scheme)) }
    let afterScheme = text[text.index(after: colon)...]
    guard afterScheme.hasPrefix("//") else { throw .missingSlashes(text) }

    let rest = afterScheme.dropFirst(2)
    let end = rest.firstIndex { $0 == "?" || $0 == "#" } ?? rest.endIndex
    let hierarchy = rest[..<end]
    let slash = hierarchy.firstIndex(of: "/") ?? hierarchy.endIndex
    let authority = hierarchy[..<slash]
    guard !authority.contains("@"), !authority.contains(":") else {
      throw .unsupportedAuthority(String(authority))
    }
    guard !authority.isEmpty else { throw .emptyHost }
    guard authority.allSatisfy(Self.isWordCharacter) else {
      throw .unknownDestination(String(authority))
    }

    var segments = hierarchy[slash...].dropFirst()
      .split(separator: "/", omittingEmptySubsequences: false)
    // The empty segment after one trailing slash (or after no slash at all) is not a segment.
    if segments.last?.isEmpty == true { segments.removeLast() }
    if let bad = segments.first(where: { $0.isEmpty || !$0.allSatisfy(Self.isSegmentCharacter) }) {
      throw .invalidSegment(String(bad))
    }
    self.init(host: authority.lowercased(), segments: segments.map(String.init))
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber)
  }

  /// Letters, digits and a sign, so that `-1` reaches the id check and is reported as out of range.
  private static func isSegmentCharacter(_ character: Character) -> Bool {
    isWordCharacter(character) || character == "-" || character == "+"
  }

  private static func describe(_ scalar: Unicode.Scalar) -> String {
    scalar == " " ? "a space" : "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
