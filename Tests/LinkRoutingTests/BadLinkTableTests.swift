import LinkRouting
import TestFlows
import Testing

/// Hostile and malformed links, one row each, with exactly what `DeepLink(parsing:domains:)`
/// makes of them, given the product's associated domain, as the app parses them.
///
/// Parsing judges syntax only: characters, scheme, authority, segment shape. A row that parses
/// here is judged by the flow that owns its host; `AppCoordinatorTests/BadLinkTableTests.swift`
/// has what `open` does with every row, and the `fuzz-deeplink` harness compares the two against
/// an independent reading of the link table.
@Suite struct BadLinkTableTests {
  /// One hostile link: what it is, the text, the error parsing must throw and, where a row
  /// pins it, the exact line that error prints.
  struct Rejected: Sendable, CustomTestStringConvertible {
    let kind: String
    let text: String
    let error: LinkError
    let message: String?

    init(_ kind: String, _ text: String, _ error: LinkError, _ message: String? = nil) {
      self.kind = kind
      self.text = text
      self.error = error
      self.message = message
    }

    var testDescription: String { kind }
  }

  /// One link that parses, and the host and segments it must give.
  struct Parsed: Sendable, CustomTestStringConvertible {
    let kind: String
    let text: String
    let link: DeepLink

    init(_ kind: String, _ text: String, _ host: String, _ segments: [String] = []) {
      self.kind = kind
      self.text = text
      self.link = DeepLink(host: host, segments: segments)
    }

    var testDescription: String { kind }
  }

  /// The domains the rows are parsed with: the product's.
  static let domains = ["navlab.example"]

  static let rejected: [Rejected] = [
    // Scheme: only `navlab`, and `https` on an associated domain, whatever a page or another
    // app registers or sends.
    Rejected(
      "https on a destination, not a domain", "https://feed",
      .foreignHost("feed", expected: "navlab.example"),
      "host 'feed' is not one of the app's domains; universal links start with"
        + " 'https://navlab.example/'"),
    Rejected(
      "http on the domain", "http://navlab.example/article/7", .unsupportedScheme("http"),
      "unsupported scheme 'http'; NavLab links start with 'navlab://'"),
    Rejected("wrong scheme, upper case", "HTTP://article/7", .unsupportedScheme("HTTP")),
    Rejected("ftp on the domain", "ftp://navlab.example/feed", .unsupportedScheme("ftp")),
    Rejected("javascript:", "javascript:alert(1)", .unsupportedScheme("javascript")),
    Rejected(
      "javascript: with slashes", "javascript://navlab://feed", .unsupportedScheme("javascript")),
    Rejected("scheme-relative", "//feed", .missingScheme("//feed")),
    Rejected(
      "scheme-relative article", "//article/7", .missingScheme("//article/7"),
      "link '//article/7' has no scheme; write 'navlab://article/7'"),
    Rejected(
      "no scheme", "article/7", .missingScheme("article/7"),
      "link 'article/7' has no scheme; write 'navlab://article/7'"),
    Rejected(
      "colon in the query, no scheme", "article/7?at=1:2", .missingScheme("article/7?at=1:2")),
    Rejected("empty", "", .missingScheme(""), "link is empty; write one such as 'navlab://feed'"),
    Rejected(
      "missing //", "navlab:feed", .missingSlashes("navlab:feed"),
      "link 'navlab:feed' has no '//' after 'navlab:'; write it as 'navlab://…'"),
    Rejected("missing one /", "navlab:/article/7", .missingSlashes("navlab:/article/7")),
    Rejected("backslashes for //", #"navlab:\\feed"#, .missingSlashes(#"navlab:\\feed"#)),

    // Universal links: the associated domain itself, bare, and nothing else.
    Rejected(
      "foreign host", "https://evil.example/article/7",
      .foreignHost("evil.example", expected: "navlab.example")),
    Rejected(
      "the domain as a suffix", "https://navlab.example.evil/feed",
      .foreignHost("navlab.example.evil", expected: "navlab.example")),
    Rejected(
      "a subdomain", "https://www.navlab.example/feed",
      .foreignHost("www.navlab.example", expected: "navlab.example")),
    Rejected(
      "the domain with a trailing dot", "https://navlab.example./feed",
      .foreignHost("navlab.example.", expected: "navlab.example")),
    Rejected(
      "the domain percent-encoded", "https://navlab%2Eexample/feed",
      .foreignHost("navlab%2Eexample", expected: "navlab.example")),
    Rejected(
      "the domain in the path", "https://evil.example/navlab.example/feed",
      .foreignHost("evil.example", expected: "navlab.example")),
    Rejected(
      "no domain", "https:///feed", .foreignHost("", expected: "navlab.example"),
      "link has no host after 'https://'; universal links start with 'https://navlab.example/'"),
    Rejected(
      "the domain as the user of a foreign host", "https://navlab.example@evil.example/feed",
      .unsupportedAuthority("navlab.example@evil.example")),
    Rejected(
      "a user on the domain", "https://reader@navlab.example/account",
      .unsupportedAuthority("reader@navlab.example"),
      "link names 'reader@navlab.example'; NavLab links carry no user, password or port"),
    Rejected(
      "a port on the domain", "https://navlab.example:443/feed",
      .unsupportedAuthority("navlab.example:443")),
    Rejected("an address for the domain", "https://[::1]/feed", .addressHost("[::1]")),
    Rejected(
      "https without //", "https:navlab.example/feed", .missingSlashes("https:navlab.example/feed"),
      "link 'https:navlab.example/feed' has no '//' after 'https:'; write it as 'https://…'"),
    Rejected(
      "the domain alone", "https://navlab.example", .emptyPath(domain: "navlab.example"),
      "link has no destination after 'https://navlab.example/'; try 'https://navlab.example/feed'"
    ),
    Rejected(
      "the domain and a slash", "https://navlab.example/", .emptyPath(domain: "navlab.example")),
    // A universal link's path is case-sensitive, its first segment too (README, "Deep links").
    Rejected(
      "destination of a universal link in upper case", "https://navlab.example/Article/7",
      .unknownDestination("Article")),
    // The first segment of a universal link's path is a segment, not an authority: a ':' or an
    // '@' there names no port and no user the link did not write.
    Rejected(
      "colon in a universal link's first segment", "https://navlab.example/feed:80",
      .invalidSegment("feed:80"),
      "path segment 'feed:80' contains ':'; segments are letters and digits, and ids plain "
        + "digits such as '7'"),

    // Authority: a bare host; nothing that names a user, a password or a port.
    Rejected("empty host", "navlab://", .emptyHost),
    Rejected("empty host before path", "navlab:///article/7", .emptyHost),
    Rejected("empty host before fragment", "navlab://#feed", .emptyHost),
    Rejected("userinfo", "navlab://reader@feed", .unsupportedAuthority("reader@feed")),
    Rejected(
      "userinfo with password", "navlab://reader:secret@account",
      .unsupportedAuthority("reader:secret@account")),
    Rejected("port", "navlab://feed:80", .unsupportedAuthority("feed:80")),
    Rejected("empty port", "navlab://feed:", .unsupportedAuthority("feed:")),
    Rejected(
      "IPv6 address", "navlab://[::1]/7", .addressHost("[::1]"),
      "host '[::1]' is an IP address; NavLab links name a destination, such as 'navlab://feed'"),
    Rejected("IPv6 address and port", "navlab://[::1]:80", .addressHost("[::1]:80")),
    // A host is letters and digits, so no punycode (`-`) and no IDN lookalike can name one.
    Rejected("punycode host", "navlab://xn--fed-0ma", .unknownDestination("xn--fed-0ma")),
    Rejected("non-ASCII host", "navlab://fëed", .invalidCharacter("U+00EB")),
    Rejected("trailing dot host", "navlab://feed.", .unknownDestination("feed.")),
    Rejected("backslash in host", #"navlab://article\7"#, .unknownDestination(#"article\7"#)),
    Rejected("percent-encoded host", "navlab://%2e%2e/feed", .unknownDestination("%2e%2e")),

    // Segments: letters, digits and a sign, never decoded, so no traversal in any spelling.
    Rejected("..", "navlab://article/../settings", .invalidSegment("..")),
    Rejected(".. at the end", "navlab://feed/..", .invalidSegment("..")),
    Rejected(".", "navlab://article/./7", .invalidSegment(".")),
    Rejected(
      "%2e%2e", "navlab://article/%2e%2e/account", .percentEncoded("%2e%2e"),
      "path segment '%2e%2e' is percent-encoded; links are never decoded, so write plain letters"
        + " and digits"),
    Rejected("%252e%252e", "navlab://article/%252e%252e/author", .percentEncoded("%252e%252e")),
    Rejected(
      "%2F inside a segment", "navlab://article/7%2Fauthor", .percentEncoded("7%2Fauthor"),
      "path segment '7%2Fauthor' is percent-encoded; links are never decoded, so write '7/author'"),
    Rejected(
      "percent-encoded digit", "navlab://article/%37", .percentEncoded("%37"),
      "path segment '%37' is percent-encoded; links are never decoded, so write '7'"),
    Rejected(
      "decimal point in an id", "navlab://article/7.0", .invalidSegment("7.0"),
      "path segment '7.0' contains '.'; segments are letters and digits, and ids plain digits"
        + " such as '7'"),
    Rejected(
      "//", "navlab://article//7", .emptySegment("article//7"),
      "path 'article//7' has an empty segment ('//'); write 'navlab://article/7'"),
    Rejected(
      "// at the end", "navlab://article/7//", .emptySegment("article/7//"),
      "path 'article/7//' has an empty segment ('//'); write 'navlab://article/7'"),
    Rejected("backslash in path", #"navlab://article/7\author"#, .invalidSegment(#"7\author"#)),
    Rejected("%00", "navlab://article/7%00", .percentEncoded("7%00")),
    Rejected("lone %", "navlab://article/%", .invalidSegment("%")),
    Rejected("%zz", "navlab://article/%zz", .invalidSegment("%zz")),
    Rejected("0x10 with a dot", "navlab://article/0x10.5", .invalidSegment("0x10.5")),

    // Characters: printable ASCII only, checked before anything else is read.
    Rejected("Arabic-Indic digits", "navlab://article/٧", .invalidCharacter("U+0667")),
    Rejected("space inside", "navlab://article/ 7", .invalidCharacter("a space")),
    Rejected("leading space", " navlab://feed", .invalidCharacter("a space")),
    Rejected("trailing space", "navlab://feed ", .invalidCharacter("a space")),
    Rejected("tab", "navlab://feed\t", .invalidCharacter("U+0009")),
    Rejected("NUL", "navlab://feed\u{0}", .invalidCharacter("U+0000")),
    Rejected("CR LF", "navlab://feed\r\n", .invalidCharacter("U+000D")),
    Rejected(
      "LF and a second link", "navlab://feed\nnavlab://account", .invalidCharacter("U+000A")),
    Rejected("U+202E", "navlab://article/7\u{202E}rohtua", .invalidCharacter("U+202E")),
    Rejected(
      "U+FFFD (invalid UTF-8, decoded)", "navlab://feed\u{FFFD}", .invalidCharacter("U+FFFD")),
    Rejected("NUL in the query", "navlab://feed?\u{0}", .invalidCharacter("U+0000")),

    // Length: checked first, in UTF-8 bytes, so a huge link costs one count.
    Rejected(
      "64 KB query", "navlab://feed?" + String(repeating: "a", count: 65_536 - 14),
      .tooLong(bytes: 65_536)),
    Rejected(
      "64 KB id", "navlab://article/" + String(repeating: "7", count: 65_536 - 17),
      .tooLong(bytes: 65_536)),
    Rejected(
      "64 KB of segments", "navlab://feed" + String(repeating: "/a", count: 32_768),
      .tooLong(bytes: 65_549)),
  ]

  @Test(arguments: rejected)
  func parsingRejectsWithTheExactError(row: Rejected) {
    #expect(throws: row.error) { try DeepLink(parsing: row.text, domains: Self.domains) }
  }

  /// `https://navlab.example/…` is the `navlab://…` grammar exactly: every `navlab://` row,
  /// written on the domain, fails with the same error (its length grown by the longer prefix).
  @Test(arguments: rejected.filter { $0.text.hasPrefix("navlab://") })
  func universalFormRejectsWithTheSameError(row: Rejected) {
    var error = UniversalLinkErrors.error(row.error, text: Self.universal(row.text))
    if case .tooLong(let bytes) = error { error = .tooLong(bytes: bytes + Self.longerPrefix) }
    #expect(throws: error) {
      try DeepLink(parsing: Self.universal(row.text), domains: Self.domains)
    }
  }

  /// Without associated domains, as a flow's own tests parse, `https` is a scheme like any other.
  @Test func universalLinkNeedsADomainToParse() {
    #expect(throws: LinkError.unsupportedScheme("https")) {
      try DeepLink(parsing: "https://navlab.example/feed")
    }
  }

  /// `text`, a `navlab://` link, on the product's domain.
  static func universal(_ text: String) -> String {
    "https://navlab.example/" + text.dropFirst("navlab://".count)
  }

  /// How many bytes longer the universal form of a link is.
  static let longerPrefix = "https://navlab.example/".count - "navlab://".count

  @Test(arguments: rejected.filter { $0.message != nil })
  func rejectionPrintsOneLineNamingTheRealProblem(row: Rejected) {
    #expect(row.error.description == row.message)
  }

  static let parsed: [Parsed] = [
    // Any word is a well-formed host; whether a flow owns it is the flow's call (unknownDestination).
    Parsed("unknown host", "navlab://nowhere", "nowhere"),
    // Ids are segments here; DeepLink.id and the flow judge them (see idTable below).
    Parsed("id -1", "navlab://article/-1", "article", ["-1"]),
    Parsed("id 0", "navlab://article/0", "article", ["0"]),
    Parsed("id +7", "navlab://article/+7", "article", ["+7"]),
    Parsed("id 07", "navlab://article/07", "article", ["07"]),
    Parsed("id 0x10", "navlab://article/0x10", "article", ["0x10"]),
    Parsed(
      "id of 20 digits", "navlab://article/99999999999999999999", "article",
      ["99999999999999999999"]),
    // The one trailing slash is dropped, so the id is missing, not empty.
    Parsed("empty id", "navlab://article/", "article"),
    Parsed("missing id", "navlab://article", "article"),
    // A misspelt host parses; the shell suggests the nearest link form (`ShellTests`).
    Parsed("misspelt host", "navlab://artcle/3", "artcle", ["3"]),
    // Query and fragment are ignored: links carry no parameters, and a suffix another app adds
    // (tracking, a duplicate key, a password someone hoped would be read) must neither break a
    // link nor reach the app.
    Parsed("duplicate query keys", "navlab://article/7?id=1&id=2", "article", ["7"]),
    Parsed("unknown query keys", "navlab://account?user=reader&password=hunter2", "account"),
    Parsed("traversal in the query", "navlab://feed?next=../account%00", "feed"),
    Parsed("lone % in the query", "navlab://feed?%", "feed"),
    Parsed("fragment naming a gated screen", "navlab://article/7#author", "article", ["7"]),
    Parsed("host and scheme in upper case", "NAVLAB://ARTICLE/7", "article", ["7"]),
    Parsed("universal link", "https://navlab.example/article/7", "article", ["7"]),
    Parsed(
      "universal link, scheme and domain in upper case", "HTTPS://NAVLAB.Example/article/7/author",
      "article", ["7", "author"]),
    Parsed(
      "universal link with a foreign host in the query",
      "https://navlab.example/feed?next=https://evil.example/#@evil.example", "feed"),
    Parsed("universal link to an unknown destination", "https://navlab.example/nowhere", "nowhere"),
    // 1,000 segments fit in 2048 bytes; the flow rejects what follows its destination.
    Parsed(
      "1,000 segments",
      "navlab://feed/" + Array(repeating: "a", count: 1_000).joined(separator: "/"),
      "feed", Array(repeating: "a", count: 1_000)),
  ]

  @Test(arguments: parsed)
  func parsingLeavesTheRestToTheFlow(row: Parsed) throws {
    #expect(try DeepLink(parsing: row.text, domains: Self.domains) == row.link)
  }

  @Test(arguments: parsed.filter { $0.text.hasPrefix("navlab://") })
  func universalFormParsesToTheSameLink(row: Parsed) throws {
    #expect(try DeepLink(parsing: Self.universal(row.text), domains: Self.domains) == row.link)
  }

  /// Ids, as every flow reads them: plain ASCII decimal digits naming 1 or more.
  @Test(arguments: [
    ("-1", LinkError.idOutOfRange("-1")),
    ("0", .idOutOfRange("0")),
    ("+7", .malformedID("+7")),
    ("0x10", .malformedID("0x10")),
    ("99999999999999999999", .idTooLarge("99999999999999999999")),
    ("٧", .malformedID("٧")),
    ("", .missingID("navlab://article")),
    (" 7", .malformedID(" 7")),
  ])
  func idRejectsWithTheExactError(segment: String, error: LinkError) {
    #expect(throws: error) { try DeepLink(host: "article", segments: [segment]).id(at: 0) }
  }

  /// What a reader sees for an id that is missing or too large: the problem it really has.
  @Test(arguments: [
    (
      DeepLink(host: "article"),
      "link 'navlab://article' has no id; write one after it, such as 'navlab://article/7'"
    ),
    (
      DeepLink(host: "article", segments: ["99999999999999999999"]),
      "id '99999999999999999999' is too large to name anything; ids are small numbers such as '7'"
    ),
  ])
  func idErrorPrintsOneLineNamingTheRealProblem(link: DeepLink, message: String) {
    do {
      _ = try link.id(at: 0)
      Issue.record("\(link.url) was accepted")
    } catch {
      #expect(error.description == message)
    }
  }

  /// `07` is 7: leading zeros are still plain decimal digits, and the link printed back for the
  /// route is the canonical `7`, so accepting it cannot make two links name two screens.
  @Test func idAcceptsLeadingZeros() throws {
    #expect(try DeepLink(host: "article", segments: ["07"]).id(at: 0) == 7)
  }

  /// A `String` cannot hold invalid UTF-8.
  ///
  /// Whoever turns bytes into a link decodes them first: `navlab-shell` reads `-f` scripts and
  /// piped lines with `String(decoding:as: UTF8.self)` and `readLine`, and `--deeplink` arguments
  /// arrive through `CommandLine.arguments`; each replaces an ill-formed sequence with U+FFFD,
  /// which parsing rejects like any other non-ASCII character. An overlong `/` or `.` therefore
  /// never becomes a separator.
  @Test(
    arguments: [
      [0xFF],
      [0xC0, 0xAF],  // overlong '/'
      [0xC0, 0xAE],  // overlong '.'
      [0xED, 0xA0, 0x80],  // a UTF-16 surrogate
      [0xF4, 0x90, 0x80, 0x80],  // beyond U+10FFFF
      [0xE2, 0x80],  // truncated
    ] as [[UInt8]])
  func invalidUTF8ArrivesAsReplacementCharacterAndIsRejected(bytes: [UInt8]) {
    let text = String(decoding: Array("navlab://article/7".utf8) + bytes, as: UTF8.self)
    #expect(text.unicodeScalars.last == "\u{FFFD}")
    #expect(!text.dropFirst("navlab://article/7".count).contains { $0 == "/" || $0 == "." })
    #expect(throws: LinkError.invalidCharacter("U+FFFD")) { try DeepLink(parsing: text) }
  }
}
