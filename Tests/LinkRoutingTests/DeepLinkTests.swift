import LinkRouting
import Testing

@Suite struct DeepLinkTests {
  @Test(arguments: [
    ("navlab://feed", "feed", [String]()),
    ("NAVLAB://FEED", "feed", []),
    ("NavLab://Article/7", "article", ["7"]),
    ("navlab://feed/", "feed", []),
    ("navlab://article/7/author/", "article", ["7", "author"]),
    ("navlab://article/7?utm_source=mail&x=1", "article", ["7"]),
    ("navlab://article/7#comments", "article", ["7"]),
    ("navlab://article/7/?q=1#top", "article", ["7"]),
    ("navlab://feed?", "feed", []),
    ("navlab://article/7/Author", "article", ["7", "Author"]),
  ])
  func parsesHostCaseInsensitivelyAndKeepsPathCase(text: String, host: String, segments: [String])
    throws
  {
    let link = try DeepLink(parsing: text)
    #expect(link == DeepLink(host: host, segments: segments))
  }

  @Test(arguments: [
    ("navlab://article/7 8", LinkError.invalidCharacter("a space")),
    ("navlab://artícle/7", .invalidCharacter("U+00ED")),
    ("navlab://feed\n", .invalidCharacter("U+000A")),
    ("https://feed", .unsupportedScheme("https")),
    ("navlabs://feed", .unsupportedScheme("navlabs")),
    ("feed", .missingScheme("feed")),
    ("navlab:feed", .missingSlashes("navlab:feed")),
    ("navlab:/feed", .missingSlashes("navlab:/feed")),
    ("navlab://user@feed", .unsupportedAuthority("user@feed")),
    ("navlab://feed:8080", .unsupportedAuthority("feed:8080")),
    ("navlab://", .emptyHost),
    ("navlab:///feed", .emptyHost),
    ("navlab://?q=1", .emptyHost),
    ("navlab://article//7", .emptySegment("article//7")),
    ("navlab://article/7//", .emptySegment("article/7//")),
    ("navlab://feed//", .emptySegment("feed//")),
    ("navlab://article//", .emptySegment("article//")),
    ("navlab://article/7_x", .invalidSegment("7_x")),
    ("navlab://article/7%20", .percentEncoded("7%20")),
    ("navlab://fe.ed", .unknownDestination("fe.ed")),
  ])
  func rejectsMalformedLinkNamingTheProblem(text: String, error: LinkError) {
    #expect(throws: error) { try DeepLink(parsing: text) }
  }

  @Test func acceptsLinkOfExactlyMaximumLength() throws {
    let text = "navlab://feed?" + String(repeating: "a", count: 2048 - 14)
    #expect(text.utf8.count == 2048)
    #expect(try DeepLink(parsing: text) == DeepLink(host: "feed"))
  }

  @Test func rejectsLinkOneByteOverMaximumLength() {
    let text = "navlab://feed?" + String(repeating: "a", count: 2049 - 14)
    #expect(throws: LinkError.tooLong(bytes: 2049)) { try DeepLink(parsing: text) }
  }

  @Test func countsLengthInUTF8BytesBeforeCheckingCharacters() {
    let text = "navlab://feed?" + String(repeating: "a", count: 2047 - 14) + "é"
    #expect(text.count == 2048)
    #expect(throws: LinkError.tooLong(bytes: 2049)) { try DeepLink(parsing: text) }
  }

  @Test(arguments: [("7", 7), ("07", 7), ("10", 10), ("0000000000000000000000001", 1)])
  func idReadsPlainDecimalDigits(segment: String, id: Int) throws {
    #expect(try Self.id(segment) == id)
  }

  @Test func idAcceptsLargestInt() throws {
    #expect(try Self.id(String(Int.max)) == Int.max)
  }

  @Test(arguments: ["0", "00", "-1", "-0", "-99999999999999999999"])
  func idOutOfRange(segment: String) {
    #expect(throws: LinkError.idOutOfRange(segment)) { try Self.id(segment) }
  }

  @Test(arguments: ["9223372036854775808", "99999999999999999999"])
  func idTooLarge(segment: String) {
    #expect(throws: LinkError.idTooLarge(segment)) { try Self.id(segment) }
  }

  @Test(arguments: ["+7", "0x10", "7a", "1e3", "-", "--1", "٧"])
  func idMalformed(segment: String) {
    #expect(throws: LinkError.malformedID(segment)) { try Self.id(segment) }
  }

  @Test func idMissingNamesTheLinkBeforeIt() {
    let link = DeepLink(host: "article", segments: ["7", "author"])
    #expect(throws: LinkError.missingID("navlab://article/7/author")) { try link.id(at: 2) }
    #expect(throws: LinkError.missingID("navlab://article")) {
      try DeepLink(host: "article", segments: [""]).id(at: 0)
    }
  }

  /// The id `segment` names as the first segment of an `article` link.
  private static func id(_ segment: String) throws(LinkError) -> Int {
    try DeepLink(host: "article", segments: [segment]).id(at: 0)
  }

  @Test func expectSegmentsNamesWhatFollows() throws {
    let link = DeepLink(host: "article", segments: ["7", "author", "x", "y"])
    try link.expectSegments(4)
    #expect(throws: LinkError.extraSegments("x/y")) { try link.expectSegments(2) }
  }

  @Test(arguments: [
    (DeepLink(host: "feed"), "navlab://feed"),
    (DeepLink(host: "article", segments: ["7"]), "navlab://article/7"),
    (DeepLink(host: "article", segments: ["7", "author"]), "navlab://article/7/author"),
  ])
  func urlPrintsLinkThatParsesBack(link: DeepLink, url: String) throws {
    #expect(link.url == url)
    #expect(try DeepLink(parsing: link.url) == link)
  }
}
