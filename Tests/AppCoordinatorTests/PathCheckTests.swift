import ProductWalks
import Testing

@testable import AppExplorer

/// Screen paths from the field, checked against the navigation map: allowed, or the first step
/// that no longer exists and the nearest path that does.
@MainActor
@Suite("Path check")
struct PathCheckTests {
  /// A map of five kinds: launch shows the feed; the feed pushes an article, which pushes its
  /// author; the settings tab shows settings, which pushes the account; `back` pops each.
  private static func map() -> NavigationMap {
    var map = NavigationMap(
      depth: 3, tabs: ["feed", "settings"], presentedFlows: [], linkForms: [])
    map.places = [
      .init(kind: "screen.splash", group: "launch"), .init(kind: "screen.feed", group: "feed"),
      .init(kind: "screen.article.N", group: "feed"), .init(kind: "screen.author.N", group: "feed"),
      .init(kind: "screen.settings", group: "settings"),
      .init(kind: "screen.account", group: "settings"),
    ]
    let moves: [(String, String, String)] = [
      ("screen.splash", "launch", "screen.feed"),
      ("screen.feed", "tap row.article.N", "screen.article.N"),
      ("screen.article.N", "tap button.author", "screen.author.N"),
      ("screen.author.N", "back", "screen.article.N"),
      ("screen.article.N", "back", "screen.feed"),
      ("screen.feed", "tab settings", "screen.settings"),
      ("screen.settings", "tap link.account", "screen.account"),
      ("screen.account", "back", "screen.settings"),
      ("navlab://article/N/author", "open", "screen.author.N"),
    ]
    map.transitions = moves.map { .init(from: $0.0, label: $0.1, to: $0.2) }
    return map
  }

  @Test func pathOfMovesTheMapHoldsIsAllowed() {
    let verdict = Self.map().check(
      path: ["screen.feed", "screen.article.7", "screen.author.101", "screen.article.1"])
    #expect(verdict.isAllowed)
    #expect(verdict.nearest == nil)
    #expect(
      verdict.description
        == #"allowed: ["screen.feed","screen.article.7","screen.author.101","screen.article.1"]"#)
  }

  @Test func skippedScreenIsTheFirstBrokenStepAndIsPutBackInTheNearestPath() {
    let verdict = Self.map().check(
      path: ["screen.feed", "screen.author.101", "screen.article.1", "screen.feed"])
    #expect(verdict.brokenStep == 1)
    #expect(verdict.reason == "no move leads from 'screen.feed' to 'screen.author.101'")
    #expect(
      verdict.nearest == [
        "screen.feed", "screen.article.N", "screen.author.101", "screen.article.1", "screen.feed",
      ])
  }

  @Test func screenTheAppNoLongerHasIsDroppedFromTheNearestPath() {
    let verdict = Self.map().check(
      path: ["screen.feed", "screen.settings", "screen.privacy", "screen.settings"])
    #expect(verdict.brokenStep == 2)
    #expect(verdict.reason == "'screen.privacy' is no longer a screen of the app")
    #expect(verdict.nearest == ["screen.feed", "screen.settings", "screen.settings"])
    #expect(
      verdict.description
        == #"not allowed: ["screen.feed","screen.settings","screen.privacy","screen.settings"]: "#
        + #"step 3, 'screen.privacy' is no longer a screen of the app; "#
        + #"nearest: ["screen.feed","screen.settings","screen.settings"]"#)
  }

  @Test func aLinkIsNoMoveWithinTheApp() {
    let verdict = Self.map().check(path: ["screen.account", "screen.author.101"])
    #expect(verdict.brokenStep == 1)
    #expect(
      verdict.reason == "the app no longer leads from 'screen.account' to 'screen.author.101'")
    #expect(verdict.nearest == ["screen.account"])
  }

  @Test func emptyPathIsBrokenAtItsFirstStep() {
    let verdict = Self.map().check(path: [])
    #expect(verdict.brokenStep == 0)
    #expect(verdict.reason == "the path has no screen")
  }

  @Test func anIdHoldingAQuoteOrABackslashPrintsEscapedNeverAsTwoIds() throws {
    let verdicts = try Self.map().checkPaths(
      in: #"["screen.x\",\"screen.feed"]"# + "\n" + #"["screen.feed","screen.a\\"]"#)
    #expect(
      verdicts.map(\.path) == [[#"screen.x","screen.feed"#], ["screen.feed", #"screen.a\"#]])
    #expect(
      verdicts.first?.description.hasPrefix(#"not allowed: ["screen.x\",\"screen.feed"]: "#)
        == true, "\(verdicts)")
    #expect(
      verdicts.last?.description.hasPrefix(#"not allowed: ["screen.feed","screen.a\\"]: "#)
        == true, "\(verdicts)")
  }

  @Test func pathsFileIsReadOneArrayPerLine() throws {
    let verdicts = try Self.map().checkPaths(
      in: "[\"screen.feed\",\"screen.article.2\"]\n\n[\"screen.feed\",\"screen.account\"]\n")
    #expect(verdicts.map(\.isAllowed) == [true, false])
  }

  @Test func lineThatIsNoArrayOfIdsIsNamedWithTheFix() {
    #expect(throws: PathFileError(line: 2, text: "screen.feed")) {
      try Self.map().checkPaths(in: "[\"screen.feed\"]\nscreen.feed\n")
    }
    #expect(
      PathFileError(line: 2, text: "screen.feed").description
        == #"line 2 is not a JSON array of screen ids: 'screen.feed'; write one path per line, "#
        + #"such as ["screen.feed","screen.article.7"]"#)
  }

  @Test func productMapAllowsAGuestsWalkAndPutsBackTheArticleBeforeItsAuthor() {
    let map = ProductWalks.map(depth: 2)
    #expect(
      map.check(path: ["screen.feed", "screen.article.7", "screen.feed", "screen.settings"])
        .isAllowed)
    let verdict = map.check(path: ["screen.feed", "screen.author.101"])
    #expect(verdict.brokenStep == 1)
    #expect(verdict.nearest == ["screen.feed", "screen.article.N", "screen.author.101"])
  }
}
