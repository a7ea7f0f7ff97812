extension DeepLink {
  /// Parses and validates `text` as a NavLab link: a `navlab://` link, or, when `domains` is
  /// not empty, a universal link on one of them that means the same.
  ///
  /// `https://navlab.example/article/7` reads exactly as `navlab://article/7`: its first path
  /// segment is the destination and the rest its segments, by the same rules and with the same
  /// errors. Scheme, host and domain are case-insensitive; path segments are case-sensitive. One
  /// trailing slash, a query and a fragment are tolerated.
  ///
  /// - Parameters:
  ///   - text: The link as received, such as `navlab://article/7/author`.
  ///   - domains: The app's associated domains, lowercased, such as `["navlab.example"]`; empty
  ///     (the default) accepts `navlab://` links only.
  /// - Throws: A ``LinkError`` naming the first problem found: for a universal link, also a host
  ///   that is none of `domains` (``LinkError/foreignHost(_:expected:)``), `http:`, a user or a
  ///   port.
  /// - Complexity: O(*n*), where *n* is the length of `text`.
  public init(parsing text: String, domains: [String] = []) throws(LinkError) {
    let bytes = Array(text.utf8)
    guard bytes.count <= Self.maximumLength else { throw .tooLong(bytes: bytes.count) }
    if bytes.contains(where: { !(0x21...0x7E).contains($0) }) {
      let bad = text.unicodeScalars.first { !(0x21...0x7E).contains($0.value) }
      throw .invalidCharacter(bad.map(Self.describe) ?? "an invalid byte")
    }
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")),
      Self.isScheme(bytes[..<colon])
    else {
      throw .missingScheme(text)
    }
    let scheme = Self.string(bytes[..<colon])
    let isUniversal = scheme.lowercased() == Self.universalScheme && !domains.isEmpty
    guard scheme.lowercased() == Self.scheme || isUniversal else {
      throw .unsupportedScheme(scheme)
    }
    let afterScheme = bytes[(colon + 1)...]
    guard afterScheme.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else {
      throw .missingSlashes(text)
    }

    let rest = afterScheme.dropFirst(2)
    let end =
      rest.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
    let hierarchy = rest[..<end]
    if isUniversal {
      let slash = hierarchy.firstIndex(of: UInt8(ascii: "/")) ?? hierarchy.endIndex
      let domain = Self.string(hierarchy[..<slash])
      try Self.checkDomain(hierarchy[..<slash], in: domains)
      // What follows the domain is what follows `navlab://`, read as a path: its first segment
      // is the destination, case-sensitive as every path segment is.
      self = try Self(path: hierarchy[slash...].dropFirst(), domain: domain.lowercased())
      return
    }
    self = try Self(hierarchy: hierarchy)
  }

  /// The link that `path`, the path after a universal link's domain, names: its first segment
  /// is the destination, matched as written, and a problem is named in the universal form.
  private init(path: ArraySlice<UInt8>, domain: String) throws(LinkError) {
    let slash = path.firstIndex(of: UInt8(ascii: "/")) ?? path.endIndex
    let first = path[..<slash]
    guard !first.isEmpty else {
      guard slash == path.endIndex || path[slash...].dropFirst().isEmpty else {
        throw .emptySegment("https://\(domain)/" + Self.string(path))
      }
      throw .emptyPath(domain: domain)
    }
    guard first.allSatisfy(Self.isSegmentByte) else {
      let segment = Self.string(first)
      throw Self.percentDecoded(segment) == nil
        ? .invalidSegment(segment) : .percentEncoded(segment)
    }
    guard first.allSatisfy(Self.isWordByte) else { throw .unknownDestination(Self.string(first)) }
    do {
      self = try Self(hierarchy: path)
    } catch .emptySegment(let written) {
      throw .emptySegment("https://\(domain)/" + written)
    }
    guard host == Self.string(first) else { throw .unknownDestination(Self.string(first)) }
  }

  /// The scheme of universal links, accepted for the app's associated domains only.
  static let universalScheme = "https"

  /// Checks that a universal link's authority is a bare host, and one of `domains`.
  private static func checkDomain(
    _ authority: ArraySlice<UInt8>, in domains: [String]
  ) throws(LinkError) {
    guard !authority.contains(UInt8(ascii: "@")) else {
      throw .unsupportedAuthority(string(authority))
    }
    guard authority.first != UInt8(ascii: "[") else { throw .addressHost(string(authority)) }
    guard !authority.contains(UInt8(ascii: ":")) else {
      throw .unsupportedAuthority(string(authority))
    }
    guard domains.contains(string(authority).lowercased()) else {
      throw .foreignHost(string(authority), expected: domains[0])
    }
  }

  /// The link that `hierarchy`, the host and path after `navlab://`, names.
  private init(hierarchy: ArraySlice<UInt8>) throws(LinkError) {
    let slash = hierarchy.firstIndex(of: UInt8(ascii: "/")) ?? hierarchy.endIndex
    let authority = hierarchy[..<slash]
    guard !authority.contains(UInt8(ascii: "@")) else {
      throw .unsupportedAuthority(Self.string(authority))
    }
    guard authority.first != UInt8(ascii: "[") else { throw .addressHost(Self.string(authority)) }
    guard !authority.contains(UInt8(ascii: ":")) else {
      throw .unsupportedAuthority(Self.string(authority))
    }
    guard !authority.isEmpty else { throw .emptyHost }
    guard authority.allSatisfy(Self.isWordByte) else {
      throw .unknownDestination(Self.string(authority))
    }

    var segments = hierarchy[slash...].dropFirst()
      .split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
    // The empty segment after one trailing slash (or after no slash at all) is not a segment.
    if segments.last?.isEmpty == true { segments.removeLast() }
    if segments.contains(where: { $0.isEmpty }) { throw .emptySegment(Self.string(hierarchy)) }
    if let bad = segments.first(where: { !$0.allSatisfy(Self.isSegmentByte) }) {
      let segment = Self.string(bad)
      throw Self.percentDecoded(segment) == nil
        ? .invalidSegment(segment) : .percentEncoded(segment)
    }
    self.init(host: Self.string(authority).lowercased(), segments: segments.map(Self.string))
  }

  private static func string(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// A letter, then letters, digits, `+`, `-` or `.`, as RFC 3986 spells a scheme.
  private static func isScheme(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20)
    else { return false }
    return bytes.allSatisfy {
      isWordByte($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-")
        || $0 == UInt8(ascii: ".")
    }
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Letters, digits and a sign, so that `-1` reaches the id check and is reported as out of range.
  static func isSegmentByte(_ byte: UInt8) -> Bool {
    isWordByte(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
  }

  /// `segment` with each `%XX` decoded, or `nil` when it holds no such escape.
  static func percentDecoded(_ segment: String) -> [UInt8]? {
    let bytes = Array(segment.utf8)
    var decoded: [UInt8] = []
    var index = 0
    var decodedAny = false
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        decoded.append(high << 4 | low)
        decodedAny = true
        index += 3
      } else {
        decoded.append(bytes[index])
        index += 1
      }
    }
    return decodedAny ? decoded : nil
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  private static func describe(_ scalar: Unicode.Scalar) -> String {
    guard scalar != " " else { return "a space" }
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
