extension LinkError: CustomStringConvertible {
  /// One line that names the problem and suggests the fix.
  public var description: String {
    switch self {
    case .tooLong(let bytes):
      "link is \(bytes) bytes long; links are at most \(DeepLink.maximumLength) bytes"
    case .invalidCharacter(let character):
      "link contains \(character); links are plain ASCII without spaces"
    case .missingScheme(let link) where link.isEmpty:
      "link is empty; write one such as 'navlab://feed'"
    case .missingScheme(let link):
      "link '\(link)' has no scheme; write '\(DeepLink.scheme)://\(link.drop { $0 == "/" })'"
    case .unsupportedScheme(let scheme):
      "unsupported scheme '\(scheme)'; NavLab links start with 'navlab://'"
    case .foreignHost("", let expected):
      "link has no host after 'https://'; universal links start with 'https://\(expected)/'"
    case .foreignHost(let host, let expected):
      "host '\(host)' is not one of the app's domains; universal links start with"
        + " 'https://\(expected)/'"
    case .missingSlashes(let link):
      "link '\(link)' has no '//' after '\(Self.scheme(of: link)):'; write it as"
        + " '\(Self.scheme(of: link))://…'"
    case .unsupportedAuthority(let authority):
      "link names '\(authority)'; NavLab links carry no user, password or port"
    case .addressHost(let host):
      "host '\(host)' is an IP address; NavLab links name a destination, such as 'navlab://feed'"
    case .emptyHost:
      "link has no destination after 'navlab://'; try 'navlab://feed'"
    case .emptyPath(let domain):
      "link has no destination after 'https://\(domain)/'; try 'https://\(domain)/feed'"
    case .emptySegment(let path) where path.hasPrefix("https://"):
      // A universal link's path, written with its domain.
      "path '\(path)' has an empty segment ('//'); write 'https://"
        + path.dropFirst("https://".count).split(separator: "/").joined(separator: "/") + "'"
    case .emptySegment(let path):
      "path '\(path)' has an empty segment ('//'); write '\(DeepLink.scheme)://"
        + path.split(separator: "/").joined(separator: "/") + "'"
    case .percentEncoded(let segment):
      "path segment '\(segment)' is percent-encoded; links are never decoded, so write "
        + Self.plainSpelling(of: segment)
    case .invalidSegment(let segment):
      "path segment '\(segment)' contains \(Self.firstInvalidCharacter(in: segment)); "
        + "segments are letters and digits, and ids plain digits such as '7'"
    case .unknownDestination(let destination):
      "unknown destination '\(destination)'"
    case .missingID(let link):
      "link '\(link)' has no id; write one after it, such as '\(link)/7'"
    case .malformedID(let segment):
      "id '\(segment)' is not a plain decimal number; write it like '7'"
    case .idOutOfRange(let segment):
      "id '\(segment)' is out of range; ids start at 1"
    case .idTooLarge(let segment):
      "id '\(segment)' is too large to name anything; ids are small numbers such as '7'"
    case .unknownID(let kind, let id, let known):
      "no \(kind) has id \(id); \(kind)s are \(known.lowerBound)…\(known.upperBound)"
    case .extraSegments(let extra):
      "unexpected '\(extra)' at the end of the link; remove it"
    }
  }

  /// The scheme `link` starts with, lowercased: `navlab` for `NAVLAB:feed`.
  private static func scheme(of link: String) -> String {
    link.prefix { $0 != ":" }.lowercased()
  }

  /// What a percent-encoded segment means, quoted, when that is a plain path; else a hint.
  private static func plainSpelling(of segment: String) -> String {
    guard let decoded = DeepLink.percentDecoded(segment),
      decoded.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        .allSatisfy({ !$0.isEmpty && $0.allSatisfy(DeepLink.isSegmentByte) })
    else { return "plain letters and digits" }
    return "'" + String(decoding: decoded, as: UTF8.self) + "'"
  }

  /// The first character a segment may not hold, quoted.
  private static func firstInvalidCharacter(in segment: String) -> String {
    guard let bad = segment.utf8.first(where: { !DeepLink.isSegmentByte($0) }) else {
      return "a character links do not use"
    }
    return "'" + String(UnicodeScalar(bad)) + "'"
  }
}
