import Testing

@testable import AppExplorer

/// The walk opens one text per destination in every state, and the rest where they can show
/// something new (``LinkSelection``).
@MainActor
@Suite("The links a walk opens")
struct LinkSelectionTests {
  /// Destinations by text: the two article texts lead to one article, the unknown link has none.
  static let targets: [String: Int] = [
    "navlab://article/1": 1, "NAVLAB://ARTICLE/1/?utm=1#top": 1, "navlab://article/2": 2,
    "navlab://article/2?ref=1": 2,
  ]
  static let corpus = [
    "navlab://article/1", "navlab://article/2", "NAVLAB://ARTICLE/1/?utm=1#top",
    "navlab://article/2?ref=1", "navlab://nowhere", "navlab://article/99", "http://feed",
  ]

  func selection(byTargetAlone: Bool) -> LinkSelection {
    LinkSelection(Self.corpus, opensByTargetAlone: byTargetAlone) { Self.targets[$0] }
  }

  @Test func oneTextPerDestinationIsOpenedInEveryState() {
    let selection = selection(byTargetAlone: true)
    #expect(selection.links == ["navlab://article/1", "navlab://article/2"])
  }

  @Test func secondTextsOpenInTheFirstStateWhereTheAppOpensByTargetAlone() {
    let selection = selection(byTargetAlone: true)
    #expect(selection.secondTexts == ["NAVLAB://ARTICLE/1/?utm=1#top", "navlab://article/2?ref=1"])
    #expect(selection.rejectedEverywhere.isEmpty)
    #expect(selection.rejectedLinks == ["navlab://nowhere", "navlab://article/99", "http://feed"])
  }

  @Test func everyTextAndTwoRejectedOnesOpenEverywhereWhereTheAppMayReadTheText() {
    let selection = selection(byTargetAlone: false)
    #expect(
      selection.links == [
        "navlab://article/1", "navlab://article/2", "NAVLAB://ARTICLE/1/?utm=1#top",
        "navlab://article/2?ref=1",
      ])
    #expect(selection.secondTexts.isEmpty)
    // One the parser rejects (a malformed link) and one a flow's grammar rejects.
    #expect(selection.rejectedEverywhere == ["navlab://nowhere", "navlab://article/99"])
    #expect(selection.rejectedLinks == ["http://feed"])
  }

  @Test func aSecondPlainTextOfADestinationIsNotOpened() {
    let selection = LinkSelection(
      ["navlab://article/1", "navlab://article/01"], opensByTargetAlone: false
    ) { _ in 1 }
    #expect(selection.links == ["navlab://article/1"])
    #expect(selection.secondTexts.isEmpty)
  }

  @Test func anEmptyCorpusOpensNothing() {
    let selection = LinkSelection([], opensByTargetAlone: false) { (_: String) -> Int? in nil }
    #expect(selection.links.isEmpty)
    #expect(selection.rejectedEverywhere.isEmpty)
    #expect(selection.rejectedLinks.isEmpty)
  }
}
