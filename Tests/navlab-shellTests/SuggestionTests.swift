import Testing

@testable import navlab_shell

/// `closest(to:)` and `folded` on lists of names and identifiers.
@Suite("Suggestions")
struct SuggestionTests {
  static let feedIDs =
    ["screen.feed"] + (1...10).map { "row.article.\($0)" } + ["tab.feed", "tab.settings"]

  @Test(arguments: [
    ("tpa", "tap"),
    ("shwo", "show"),
    ("sho", "show"),
    ("dismis", "dismiss"),
    ("tap", "tap"),
  ])
  func closestCommandForATypo(_ word: String, _ expected: String) {
    #expect(CommandSpec.names.closest(to: word) == expected)
  }

  @Test(arguments: [
    ("row.article.77", "row.article.7"),
    ("row.articel.3", "row.article.3"),
    ("screen.fed", "screen.feed"),
    ("tab.setting", "tab.settings"),
  ])
  func closestIdentifierForATypo(_ word: String, _ expected: String) {
    #expect(Self.feedIDs.closest(to: word) == expected)
  }

  @Test(arguments: [
    "", "xyzzy", "button.author", String(repeating: "t", count: 201),
    String(repeating: "row.article.", count: 342),
  ])
  func noSuggestionWhenNothingIsClose(_ word: String) {
    #expect(Self.feedIDs.closest(to: word) == nil)
  }

  @Test(arguments: [
    ("article.3", "row.article.3"),
    ("settings", "tab.settings"),
    ("share", "button.share"),
  ])
  func aMissingPrefixIsSuggested(_ word: String, _ expected: String) {
    let tappable =
      (1...10).map { "row.article.\($0)" } + ["button.share", "tab.feed", "tab.settings"]
    #expect(tappable.closest(to: word) == expected)
  }

  @Test func anExtraPrefixIsSuggested() {
    #expect(["feed", "settings"].closest(to: "tab.settings") == "settings")
    #expect(["feed", "settings"].closest(to: "screen.tab.settings") == nil)
  }

  @Test func anEmptyTappableListIsNeverPrinted() {
    let error = CommandError.noElement("button.x", screen: "screen.splash", tappable: [])
    #expect(
      "\(error)" == "no element button.x on screen.splash; nothing can be tapped here; 'back' or "
        + "'dismiss' leaves")
  }

  @Test func noSuggestionFromNoCandidates() {
    #expect([String]().closest(to: "tap") == nil)
  }

  @Test func shortWordsAllowOnlyOneEdit() {
    #expect(["tab"].closest(to: "tb") == "tab")
    #expect(["tab"].closest(to: "t") == nil)
  }

  @Test(arguments: [
    (["tab", "tap"], "ta", "tab"),  // the first of equally close candidates wins
    (["show"], "sh\u{F6}w", "show"),  // a letter outside ASCII is one edit
    (["tap"], "t\r\np", "tap"),  // "\r\n" is one letter
    (["e\u{301}"], "\u{E9}", "e\u{301}"),  // one letter, however it is composed
    (["tap", "tab"], "atp", "tap"),  // a swap of neighbours is one edit
    (["dismiss"], "dimsis", "dismiss"),  // a swap and a deletion: two edits
  ])
  func closestKeepsItsRules(_ candidates: [String], _ word: String, _ expected: String) {
    #expect(candidates.closest(to: word) == expected)
  }

  @Test func firstClosestCandidateDecidesEvenWhenItIsTooShortToBeAccepted() {
    // Both are 2 edits away; a word of 4 letters accepts only 1, one of 8 accepts 2.
    #expect(["abcd", "abcdxyzz"].closest(to: "abcdxy") == nil)
    #expect(["abcdxyzz", "abcd"].closest(to: "abcdxy") == "abcdxyzz")
  }

  @Test func foldsARunOfNumberedIdentifiers() {
    #expect(Self.feedIDs.folded == "screen.feed, row.article.1…10, tab.feed, tab.settings")
  }

  @Test(arguments: [
    ([], ""),
    (["row.article.7"], "row.article.7"),
    (["row.article.1", "row.article.2"], "row.article.1…2"),
    (["row.article.1", "row.article.3", "row.article.4"], "row.article.1, row.article.3…4"),
    (["row.article.2", "row.article.1"], "row.article.2, row.article.1"),
    (["row.article.1", "row.author.2"], "row.article.1, row.author.2"),
    (
      ["text.name", "row.article.1", "row.article.4", "row.article.7", "row.article.10"],
      "text.name, row.article.1, row.article.4, row.article.7, row.article.10"
    ),
    (["7", "8", "9"], "7…9"),
    (["row.99999999999999999999", "row.1"], "row.99999999999999999999, row.1"),
  ])
  func foldingKeepsOrderAndOnlyJoinsConsecutiveNumbers(_ ids: [String], _ folded: String) {
    #expect(ids.folded == folded)
  }
}
