import LinkRouting
import Testing

@Suite struct LinkErrorTests {
  @Test(arguments: [
    (LinkError.unsupportedScheme("https"), "https"),
    (.missingSlashes("navlab:feed"), "navlab:feed"),
    (.unsupportedAuthority("user@feed"), "user@feed"),
    (.invalidSegment("7_x"), "7_x"),
    (.unknownDestination("nowhere/3"), "nowhere/3"),
    (.malformedID("+7"), "+7"),
    (.idOutOfRange("0"), "0"),
    (.extraSegments("x/y"), "x/y"),
    (.missingScheme("feed"), "feed"),
    (.addressHost("[::1]"), "[::1]"),
    (.foreignHost("evil.example", expected: "navlab.example"), "evil.example"),
    (.missingSlashes("https:navlab.example"), "https:navlab.example"),
    (.emptySegment("feed//"), "feed//"),
    (.percentEncoded("%41"), "%41"),
    (.missingID("navlab://article"), "navlab://article"),
    (.idTooLarge("99999999999999999999"), "99999999999999999999"),
  ])
  func descriptionQuotesTheInput(error: LinkError, input: String) {
    #expect(error.description.contains("'\(input)'"))
  }

  @Test func parseErrorDescriptionQuotesWhatWasTyped() {
    do {
      _ = try DeepLink(parsing: "ftp://feed")
      Issue.record("ftp://feed was accepted")
    } catch {
      #expect(error.description.contains("'ftp'"))
    }
  }

  @Test func tooLongNamesLengthAndLimit() {
    let description = LinkError.tooLong(bytes: 2049).description
    #expect(description.contains("2049"))
    #expect(description.contains("2048"))
  }

  @Test func invalidCharacterNamesTheCharacter() {
    #expect(LinkError.invalidCharacter("a space").description.contains("a space"))
  }

  @Test func emptyHostSuggestsALink() {
    #expect(LinkError.emptyHost.description.contains("'navlab://feed'"))
  }

  @Test func unknownIDNamesKindAndID() {
    #expect(
      LinkError.unknownID(kind: "article", id: 11, known: 1...10).description
        == "no article has id 11; articles are 1…10")
  }
}
