/// Why a deep link was rejected.
///
/// A rejected link changes nothing.
public enum LinkError: Error, Hashable, Sendable {
  /// The link is longer than 2,048 bytes; carries its length.
  case tooLong(bytes: Int)
  /// The link holds a character no NavLab link uses (a space, a control or non-ASCII character).
  case invalidCharacter(String)
  /// The link's scheme is not `navlab`; carries the scheme as written.
  case unsupportedScheme(String)
  /// The link has no `//` after `navlab:`; carries the link.
  case missingSlashes(String)
  /// The link names a user, password or port; carries the authority as written.
  case unsupportedAuthority(String)
  /// The link has no destination after `navlab://`.
  case emptyHost
  /// A path segment is empty or holds characters other than letters, digits and signs.
  case invalidSegment(String)
  /// No flow owns the destination; carries the host and path as written.
  case unknownDestination(String)
  /// An id is missing or is not plain decimal digits; carries the segment.
  case malformedID(String)
  /// An id is zero, negative or too large to be an id; carries the segment.
  case idOutOfRange(String)
  /// An id is well formed but names nothing that exists; carries the ids that do.
  case unknownID(kind: String, id: Int, known: ClosedRange<Int>)
  /// The destination is known but more segments follow it; carries the extra path.
  case extraSegments(String)
}

extension LinkError: CustomStringConvertible {
  /// One line that names the problem and suggests the fix.
  public var description: String {
    switch self {
    case .tooLong(let bytes):
      "link is \(bytes) bytes long; links are at most \(DeepLink.maximumLength) bytes"
    case .invalidCharacter(let character):
      "link contains \(character); links are plain ASCII without spaces"
    case .unsupportedScheme(let scheme):
      "unsupported scheme '\(scheme)'; NavLab links start with 'navlab://'"
    case .missingSlashes(let link):
      "link '\(link)' has no '//' after 'navlab:'; write it as 'navlab://…'"
    case .unsupportedAuthority(let authority):
      "link names '\(authority)'; NavLab links carry no user, password or port"
    case .emptyHost:
      "link has no destination after 'navlab://'; try 'navlab://feed'"
    case .invalidSegment(let segment):
      "path segment '\(segment)' is not a plain word or number; remove it"
    case .unknownDestination(let destination):
      "unknown destination '\(destination)'"
    case .malformedID(let segment):
      "id '\(segment)' is not a plain decimal number; write it like '7'"
    case .idOutOfRange(let segment):
      "id '\(segment)' is out of range; ids start at 1"
    case .unknownID(let kind, let id, let known):
      "no \(kind) has id \(id); \(kind)s are \(known.lowerBound)…\(known.upperBound)"
    case .extraSegments(let extra):
      "unexpected '\(extra)' at the end of the link; remove it"
    }
  }
}
