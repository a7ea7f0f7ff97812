import AppCoordinator
import LinkRouting
import TestFlows
import Testing

/// Hostile and malformed links delivered to the app, one row each, with the exact error `open`
/// must throw and proof that nothing changed: the visible screen and the state document are the
/// same before and after, on a busy app (a stack in each tab, a sheet up), guest and signed in.
///
/// Only public API is used, as the fuzz harnesses use it. `LinkRoutingTests/BadLinkTableTests`
/// has what parsing alone makes of the same links.
@MainActor
@Suite struct BadLinkTableTests {
  /// One hostile link: what it is, the text, the error `open` must throw and, where a row pins
  /// it, the exact line that error prints.
  struct Row: Sendable, CustomTestStringConvertible {
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

  nonisolated static let rows: [Row] = [
    // Rejected by parsing (see LinkRoutingTests/BadLinkTableTests for why each).
    Row(
      "https on a destination, not the domain", "https://feed",
      .foreignHost("feed", expected: "navlab.example")),
    Row("http on the domain", "http://navlab.example/feed", .unsupportedScheme("http")),
    Row(
      "foreign host", "https://evil.example/article/7",
      .foreignHost("evil.example", expected: "navlab.example"),
      "host 'evil.example' is not one of the app's domains; universal links start with"
        + " 'https://navlab.example/'"),
    Row(
      "the domain as a suffix", "https://navlab.example.evil/account",
      .foreignHost("navlab.example.evil", expected: "navlab.example")),
    Row(
      "a subdomain", "https://www.navlab.example/feed",
      .foreignHost("www.navlab.example", expected: "navlab.example")),
    Row(
      "the domain as the user of a foreign host", "https://navlab.example@evil.example/feed",
      .unsupportedAuthority("navlab.example@evil.example")),
    Row(
      "a port on the domain", "https://navlab.example:443/feed",
      .unsupportedAuthority("navlab.example:443")),
    Row("the domain alone", "https://navlab.example", .emptyPath(domain: "navlab.example")),
    Row("javascript:", "javascript:alert(1)", .unsupportedScheme("javascript")),
    Row("empty", "", .missingScheme(""), "link is empty; write one such as 'navlab://feed'"),
    Row(
      "scheme-relative", "//article/7", .missingScheme("//article/7"),
      "link '//article/7' has no scheme; write 'navlab://article/7'"),
    Row(
      "no scheme", "article/7", .missingScheme("article/7"),
      "link 'article/7' has no scheme; write 'navlab://article/7'"),
    Row("missing //", "navlab:feed", .missingSlashes("navlab:feed")),
    Row("backslashes for //", #"navlab:\\feed"#, .missingSlashes(#"navlab:\\feed"#)),
    Row("empty host", "navlab://", .emptyHost),
    Row("empty host before path", "navlab:///article/7", .emptyHost),
    Row("userinfo", "navlab://reader@account", .unsupportedAuthority("reader@account")),
    Row(
      "userinfo with password", "navlab://reader:secret@account",
      .unsupportedAuthority("reader:secret@account")),
    Row("port", "navlab://feed:80", .unsupportedAuthority("feed:80")),
    Row(
      "IPv6 address", "navlab://[::1]/7", .addressHost("[::1]"),
      "host '[::1]' is an IP address; NavLab links name a destination, such as 'navlab://feed'"),
    Row("punycode host", "navlab://xn--fed-0ma", .unknownDestination("xn--fed-0ma")),
    Row("backslash in host", #"navlab://article\7"#, .unknownDestination(#"article\7"#)),
    Row("..", "navlab://article/../settings", .invalidSegment("..")),
    Row(".", "navlab://article/./7", .invalidSegment(".")),
    Row("%2e%2e", "navlab://article/%2e%2e/account", .percentEncoded("%2e%2e")),
    Row("%252e%252e", "navlab://article/%252e%252e/author", .percentEncoded("%252e%252e")),
    Row(
      "%2F inside a segment", "navlab://article/7%2Fauthor", .percentEncoded("7%2Fauthor"),
      "path segment '7%2Fauthor' is percent-encoded; links are never decoded, so write '7/author'"),
    Row(
      "percent-encoded digit", "navlab://article/%37", .percentEncoded("%37"),
      "path segment '%37' is percent-encoded; links are never decoded, so write '7'"),
    Row(
      "decimal point in an id", "navlab://article/7.0", .invalidSegment("7.0"),
      "path segment '7.0' contains '.'; segments are letters and digits, and ids plain digits"
        + " such as '7'"),
    Row(
      "//", "navlab://article//7", .emptySegment("article//7"),
      "path 'article//7' has an empty segment ('//'); write 'navlab://article/7'"),
    Row(
      "// at the end", "navlab://article/7//", .emptySegment("article/7//"),
      "path 'article/7//' has an empty segment ('//'); write 'navlab://article/7'"),
    Row("backslash in path", #"navlab://article/7\author"#, .invalidSegment(#"7\author"#)),
    Row("%00", "navlab://article/7%00", .percentEncoded("7%00")),
    Row("lone %", "navlab://article/%", .invalidSegment("%")),
    Row("%zz", "navlab://article/%zz", .invalidSegment("%zz")),
    Row("Arabic-Indic digits", "navlab://article/٧", .invalidCharacter("U+0667")),
    Row("space", "navlab://article/ 7", .invalidCharacter("a space")),
    Row("NUL", "navlab://feed\u{0}", .invalidCharacter("U+0000")),
    Row("CR LF", "navlab://feed\r\n", .invalidCharacter("U+000D")),
    Row("LF and a second link", "navlab://feed\nnavlab://account", .invalidCharacter("U+000A")),
    Row("U+202E", "navlab://article/7\u{202E}rohtua", .invalidCharacter("U+202E")),
    Row("U+FFFD (invalid UTF-8, decoded)", "navlab://feed\u{FFFD}", .invalidCharacter("U+FFFD")),
    Row(
      "64 KB", "navlab://article/7?" + String(repeating: "a", count: 65_536 - 19),
      .tooLong(bytes: 65_536)),

    // Well formed, rejected by the flow that owns the host, or by none.
    Row("unknown host", "navlab://nowhere", .unknownDestination("nowhere")),
    Row("unknown host with path", "navlab://nowhere/7", .unknownDestination("nowhere/7")),
    // The app names the destination; the shell adds the nearest link form (`ShellTests`).
    Row(
      "misspelt host", "navlab://artcle/3", .unknownDestination("artcle/3"),
      "unknown destination 'artcle/3'"),
    Row("id -1", "navlab://article/-1", .idOutOfRange("-1")),
    Row("id 0", "navlab://article/0", .idOutOfRange("0")),
    Row("id +7", "navlab://article/+7", .malformedID("+7")),
    Row("id 0x10", "navlab://article/0x10", .malformedID("0x10")),
    Row(
      "id of 20 digits", "navlab://article/99999999999999999999",
      .idTooLarge("99999999999999999999"),
      "id '99999999999999999999' is too large to name anything; ids are small numbers such as '7'"),
    Row(
      "id past the catalogue", "navlab://article/11/author",
      .unknownID(kind: "article", id: 11, known: 1...10)),
    // Leading zeros change nothing (README, "Deep links"): `099` is 99, which no article has,
    // and the line says so in the id's one spelling, as the link printed back would.
    Row(
      "id 099, past the catalogue", "navlab://article/099",
      .unknownID(kind: "article", id: 99, known: 1...10), "no article has id 99; articles are 1…10"),
    Row("empty id", "navlab://article/", .missingID("navlab://article")),
    Row(
      "missing id", "navlab://article", .missingID("navlab://article"),
      "link 'navlab://article' has no id; write one after it, such as 'navlab://article/7'"),
    Row("path case", "navlab://article/7/Author", .unknownDestination("article/7/Author")),
    Row("past the author", "navlab://article/7/author/101", .extraSegments("101")),
    Row("past settings", "navlab://settings/account", .extraSegments("account")),
    Row(
      "1,000 segments",
      "navlab://feed/" + Array(repeating: "a", count: 1_000).joined(separator: "/"),
      .extraSegments(Array(repeating: "a", count: 1_000).joined(separator: "/"))),
    Row(
      "1,000 segments after an author",
      "navlab://article/7/author/" + Array(repeating: "1", count: 998).joined(separator: "/"),
      .extraSegments(Array(repeating: "1", count: 998).joined(separator: "/"))),
  ]

  @Test(arguments: rows, [false, true])
  func rejectedLinkThrowsTheExactErrorAndChangesNothing(row: Row, signedIn: Bool) throws {
    let app = try busyApp(signedIn: signedIn)
    let visible = app.visible
    let document = try app.stateDocument()
    #expect(throws: row.error) { try app.open(row.text) }
    #expect(app.visible == visible)
    #expect(try app.stateDocument() == document)
    #expect(app.session.isSignedIn == signedIn)
  }

  /// The universal form of every `navlab://` row fails with the same error, the gate's and the
  /// flows' included, and changes nothing either.
  @Test(arguments: rows.filter { $0.text.hasPrefix("navlab://") }, [false, true])
  func universalFormIsRejectedTheSameWay(row: Row, signedIn: Bool) throws {
    let app = try busyApp(signedIn: signedIn)
    let visible = app.visible
    let document = try app.stateDocument()
    var error = UniversalLinkErrors.error(
      row.error, text: Self.universal(row.text), domain: AppCoordinator.associatedDomains[0])
    if case .tooLong(let bytes) = error { error = .tooLong(bytes: bytes + Self.longerPrefix) }
    #expect(throws: error) { try app.open(Self.universal(row.text)) }
    #expect(app.visible == visible)
    #expect(try app.stateDocument() == document)
  }

  /// `text`, a `navlab://` link, on the app's associated domain.
  nonisolated static func universal(_ text: String) -> String {
    "https://" + AppCoordinator.associatedDomains[0] + "/" + text.dropFirst("navlab://".count)
  }

  /// How many bytes longer the universal form of a link is.
  nonisolated static let longerPrefix = universal("navlab://").count - "navlab://".count

  @Test(arguments: rows.filter { $0.message != nil })
  func rejectedLinkPrintsOneLineNamingTheRealProblem(row: Row) throws {
    let app = try busyApp(signedIn: false)
    do {
      try app.open(row.text)
      Issue.record("'\(row.text)' was accepted")
    } catch {
      #expect(error.description == row.message)
    }
  }

  @Test(arguments: rows)
  func rejectedLinkAtColdStartIsNotQueued(row: Row) throws {
    let app = AppCoordinator()
    #expect(throws: row.error) { try app.open(row.text) }
    app.finishLaunch()
    let fresh = AppCoordinator()
    fresh.finishLaunch()
    #expect(app.visible == fresh.visible)
    #expect(try app.stateDocument() == fresh.stateDocument())
  }

  /// Links accepted on purpose, each with why, the screen a guest sees and the canonical link
  /// the app prints back for it.
  @Test(arguments: [
    // Leading zeros are still plain decimal digits; the link printed back is the canonical `7`.
    ("navlab://article/07", "screen.article.7", "navlab://article/7"),
    // Query and fragment are ignored: links carry no parameters, so duplicate or unknown keys
    // cannot conflict, and a tracking suffix another app adds must not break a link.
    ("navlab://article/7?id=1&id=2", "screen.article.7", "navlab://article/7"),
    ("navlab://feed?utm_source=mail&token=abc", "screen.feed", "navlab://feed"),
    // A fragment cannot reach a gated screen: `#author` is not a segment.
    ("navlab://article/7#author", "screen.article.7", "navlab://article/7"),
    // Scheme and host are case-insensitive, as URLs are; path segments are not, and a universal
    // link's destination is a path segment (below).
    ("NAVLAB://Article/7", "screen.article.7", "navlab://article/7"),
    // One trailing slash is tolerated.
    ("navlab://article/7/", "screen.article.7", "navlab://article/7"),
    ("navlab://feed?next=../account%00", "screen.feed", "navlab://feed"),
    // Universal links: scheme and domain are case-insensitive, and the link printed back is
    // always the `navlab://` form; a foreign host in the query is never read.
    ("HTTPS://NAVLAB.EXAMPLE/article/7", "screen.article.7", "navlab://article/7"),
    ("https://navlab.example/feed?next=https://evil.example/", "screen.feed", "navlab://feed"),
  ])
  func oddLinkIsAcceptedAsItsCanonicalForm(text: String, screen: String, canonical: String) throws {
    // Each `navlab://` row is accepted on the associated domain too, as the same screen, its
    // destination written as a path segment is: in lower case.
    let forms =
      text.lowercased().hasPrefix("navlab://")
      ? [text, Self.universal(text).replacingOccurrences(of: "/Article/", with: "/article/")]
      : [text]
    for form in forms {
      let app = try busyApp(signedIn: false)
      try #require(app.visible.screen.id != screen)
      try app.open(form)
      #expect(app.visible.screen.id == screen, "\(form)")
      #expect(app.link?.url == canonical, "\(form)")
      #expect(!app.session.isSignedIn)
    }
  }

  /// A link never signs anyone in and never carries a secret into the app: the query is dropped
  /// before any flow sees it, so nothing of it reaches the session or the saved state.
  @Test func credentialsInALinkAreIgnored() throws {
    let app = try busyApp(signedIn: false)
    try app.open("navlab://account?user=reader&password=hunter2#token=abc")
    #expect(app.visible.screen.id == "screen.account")
    #expect(!app.session.isSignedIn)
    #expect(app.visible.screen.element("text.status")?.label == "Not signed in")
    let document = try app.stateDocument()
    #expect(
      !document.contains("hunter2") && !document.contains("token") && !document.contains("reader"))
  }

  /// Settings on the account screen, Feed on article 4 with its share sheet up: a rejected link
  /// must leave all of it, the sheet included, which any accepted link would dismiss.
  private func busyApp(signedIn: Bool) throws -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()
    if signedIn {
      try app.open("navlab://account")
      try app.tap("button.signin")
      try app.tap("button.login")
      try #require(app.session.accountName == "reader")
    }
    try app.open("navlab://account")
    try app.open("navlab://article/4")
    try app.tap("button.share")
    try #require(app.visible.screen.id == "screen.share.4")
    return app
  }
}
