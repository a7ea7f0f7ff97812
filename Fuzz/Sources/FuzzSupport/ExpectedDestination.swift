/// What a link opens according to the link table in the README, read without LinkRouting: the
/// harness compares it with what the app does, so a parser that accepts or rejects one link too
/// many is caught, not only one that crashes.
///
/// Accepted: `navlab://` or `https://navlab.example/`, the product's associated domain (both
/// case-insensitive), then a destination `feed`, `article`, `settings` or `account`
/// (case-insensitive after `navlab://`, where it is the host; in lower case after the domain,
/// where it is a path segment, and path segments are case-sensitive), for `article` an id of ASCII digits naming 1…10 (leading zeros
/// allowed) and optionally `author`, one optional trailing slash, then optionally `?` or `#` and
/// anything printable. Every byte is printable ASCII (0x21…0x7E) and there are at most 2048.
public enum ExpectedDestination: Equatable, CustomStringConvertible {
  case feed
  case article(Int)
  case author(article: Int)
  case settings
  case account

  /// The link hosts the table knows: the product's flows' hosts, as the README lists them.
  public static let hosts: Set<String> = ["feed", "article", "settings", "account"]

  /// The destination `text` opens, or `nil` when the app must reject it.
  ///
  /// - Complexity: O(*n*), where *n* is the length of `text`.
  public init?(link text: String) {
    var text = text
    guard let destination = text.withUTF8(Self.destination(of:)) else { return nil }
    self = destination
  }

  /// What the bytes of a link open, read in place: most fuzzed links are long and rejected, and
  /// copying them into arrays and strings cost more than reading them.
  private static func destination(of bytes: UnsafeBufferPointer<UInt8>) -> ExpectedDestination? {
    guard bytes.count <= 2048, bytes.allSatisfy({ (0x21...0x7E).contains($0) }) else { return nil }
    guard
      let prefix = Self.prefixes.first(where: { prefix in
        bytes.count >= prefix.count && zip(bytes, prefix).allSatisfy { Self.lowercased($0) == $1 }
      })
    else { return nil }
    let rest = bytes[prefix.count...]
    let end =
      rest.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? rest.endIndex
    // A host and at most two segments open anything, so the split stops at a fourth part: with
    // or without the one trailing slash dropped, four parts are too many.
    var parts = rest[..<end].split(
      separator: UInt8(ascii: "/"), maxSplits: 3, omittingEmptySubsequences: false)
    if parts.count > 1, parts.last?.isEmpty == true { parts.removeLast() }
    let isUniversal = prefix == Self.prefixes[1]
    let host = String(
      decoding: isUniversal ? Array(parts[0]) : parts[0].map(Self.lowercased), as: UTF8.self)
    let segments = parts.dropFirst()
    switch (host, segments.count) {
    case ("feed", 0): return .feed
    case ("settings", 0): return .settings
    case ("account", 0): return .account
    case ("article", 1), ("article", 2):
      guard let id = Self.articleID(segments[segments.startIndex]) else { return nil }
      if segments.count == 1 { return .article(id) }
      return segments[segments.startIndex + 1].elementsEqual("author".utf8)
        ? .author(article: id) : nil
    default: return nil
    }
  }

  /// What every accepted link starts with, in lower case: the app's scheme, and the universal
  /// link prefix of the domain the README names.
  private static let prefixes = [Array("navlab://".utf8), Array("https://navlab.example/".utf8)]

  /// Whether showing the destination needs sign-in.
  public var isGated: Bool {
    if case .author = self { true } else { false }
  }

  /// The screen the destination shows when it is let through the gate.
  public var screenID: String {
    switch self {
    case .feed: "screen.feed"
    case .article(let id): "screen.article.\(id)"
    case .author(let article): "screen.author.\(100 + article % 3)"
    case .settings: "screen.settings"
    case .account: "screen.account"
    }
  }

  /// The shortest link that shows the destination again.
  public var canonicalLink: String {
    switch self {
    case .feed: "navlab://feed"
    case .article(let id): "navlab://article/\(id)"
    case .author(let article): "navlab://article/\(article)/author"
    case .settings: "navlab://settings"
    case .account: "navlab://account"
    }
  }

  /// The canonical link.
  public var description: String { canonicalLink }

  private static func lowercased(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
  }

  /// An id of the demo catalogue: ASCII digits, leading zeros allowed, naming 1…10.
  private static func articleID(_ segment: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
    guard !segment.isEmpty, segment.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    let significant = segment.drop { $0 == UInt8(ascii: "0") }
    guard !significant.isEmpty, significant.count <= 2 else { return nil }
    let id = significant.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    return (1...10).contains(id) ? id : nil
  }
}
