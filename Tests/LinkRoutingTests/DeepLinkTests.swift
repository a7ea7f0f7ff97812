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
    ("feed", .unsupportedScheme("feed")),
    ("navlab:feed", .missingSlashes("navlab:feed")),
    ("navlab:/feed", .missingSlashes("navlab:/feed")),
    ("navlab://user@feed", .unsupportedAuthority("user@feed")),
    ("navlab://feed:8080", .unsupportedAuthority("feed:8080")),
    ("navlab://", .emptyHost),
    ("navlab:///feed", .emptyHost),
    ("navlab://?q=1", .emptyHost),
    ("navlab://article//7", .invalidSegment("")),
    ("navlab://article/7//", .invalidSegment("")),
    ("navlab://feed//", .invalidSegment("")),
    ("navlab://article//", .invalidSegment("")),
    ("navlab://article/7_x", .invalidSegment("7_x")),
    ("navlab://article/7%20", .invalidSegment("7%20")),
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
    #expect(try DeepLink.id(segment) == id)
  }

  @Test func idAcceptsLargestInt() throws {
    #expect(try DeepLink.id(String(Int.max)) == Int.max)
  }

  @Test(arguments: ["0", "00", "-1", "-0", "9223372036854775808", "99999999999999999999"])
  func idOutOfRange(segment: String) {
    #expect(throws: LinkError.idOutOfRange(segment)) { try DeepLink.id(segment) }
  }

  @Test(arguments: ["+7", "0x10", "7a", "1e3", "-", "--1", "٧"])
  func idMalformed(segment: String) {
    #expect(throws: LinkError.malformedID(segment)) { try DeepLink.id(segment) }
  }

  @Test(arguments: [nil, ""] as [String?])
  func idMissingIsMalformedAndEmpty(segment: String?) {
    #expect(throws: LinkError.malformedID("")) { try DeepLink.id(segment) }
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
