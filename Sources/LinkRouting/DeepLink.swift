/// A validated `navlab://` link: a lowercased host and its path segments.
///
/// Parsing checks everything that does not depend on a flow: length, characters, scheme,
/// authority and segment syntax. Each flow's grammar then decides whether the host is its own
/// and what routes the segments name. Query and fragment are accepted and ignored: links carry
/// no parameters, and a tracking suffix added by another app should not break one.
public struct DeepLink: Hashable, Sendable {
  /// The longest link accepted, in UTF-8 bytes.
  static let maximumLength = 2048
  /// The only scheme NavLab answers to.
  static let scheme = "navlab"

  /// The destination, lowercased: `article` in `navlab://Article/7`.
  public let host: String
  /// The path segments after the host, case preserved: `["7", "author"]`.
  public let segments: [String]

  /// Creates a link from a host and segments, as a flow does when it prints its routes.
  public init(host: String, segments: [String] = []) {
    self.host = host
    self.segments = segments
  }

  /// The link as text, such as `navlab://article/7/author`.
  public var url: String {
    // Appended into one string of the right size: a fuzzed link has up to a thousand segments.
    var url = Self.scheme + "://"
    url.reserveCapacity(
      url.utf8.count + host.utf8.count + segments.reduce(0) { $0 + 1 + $1.utf8.count })
    url += host
    for segment in segments {
      url += "/"
      url += segment
    }
    return url
  }
}
