/// Why a deep link was rejected.
///
/// A rejected link changes nothing.
public enum LinkError: Error, Hashable, Sendable {
  /// The link is longer than 2,048 bytes; carries its length.
  case tooLong(bytes: Int)
  /// The link holds a character no NavLab link uses (a space, a control or non-ASCII character).
  case invalidCharacter(String)
  /// The link has no scheme at all, such as `article/7` or `//article/7`; carries the link.
  case missingScheme(String)
  /// The link's scheme is not `navlab`, nor `https` where the app has associated domains;
  /// carries the scheme as written.
  case unsupportedScheme(String)
  /// A universal link's host is none of the app's associated domains; carries the host as
  /// written and the domain its links use.
  case foreignHost(String, expected: String)
  /// The link has no `//` after its scheme; carries the link.
  case missingSlashes(String)
  /// The link names a user, password or port; carries the authority as written.
  case unsupportedAuthority(String)
  /// The link's host is an IP address in brackets, such as `[::1]`; carries it as written.
  case addressHost(String)
  /// The link has no destination after `navlab://`.
  case emptyHost
  /// The universal link has no destination after its domain, `https://navlab.example/`;
  /// carries the domain.
  case emptyPath(domain: String)
  /// The path has an empty segment (`//`); carries the host and path as written.
  case emptySegment(String)
  /// A path segment holds a `%XX` escape, which links never decode; carries the segment.
  case percentEncoded(String)
  /// A path segment holds characters other than letters, digits and signs; carries it.
  case invalidSegment(String)
  /// No flow owns the destination; carries the host and path as written.
  case unknownDestination(String)
  /// The link ends where an id belongs; carries the link up to that point.
  case missingID(String)
  /// An id is not plain decimal digits; carries the segment.
  case malformedID(String)
  /// An id is zero or negative; carries the segment.
  case idOutOfRange(String)
  /// An id has more digits than any id can; carries the segment.
  case idTooLarge(String)
  /// An id is well formed but names nothing that exists; carries the ids that do.
  case unknownID(kind: String, id: Int, known: ClosedRange<Int>)
  /// The destination is known but more segments follow it; carries the extra path.
  case extraSegments(String)
}
