import Foundation
import Testing

@testable import navlab_shell

/// Dispatch: each command's success, and the one error line of each way it fails.
@Suite("Shell")
@MainActor
struct ShellTests {
  // MARK: Lines that do nothing

  @Test(arguments: [
    "", "   ", "\t", "# a comment", "   # an indented comment", "#tap row.article.7",
  ])
  func blankAndCommentLinesSucceedSilently(_ line: String) {
    let harness = ShellHarness()
    #expect(harness.shell.run(line) == .succeeded)
    #expect(harness.output.isEmpty)
    #expect(harness.errors.isEmpty)
  }

  // MARK: Echo and output per mode

  @Test func scriptModeEchoesTheTrimmedLineThenWhereTheAppIs() {
    let harness = ShellHarness()
    #expect(harness.shell.run("  tap row.article.7  ") == .succeeded)
    #expect(
      harness.output == ["> tap row.article.7", "  now on screen.article.7 (feed › article 7)"])
  }

  /// The same white space is trimmed at both ends, Unicode's included, so `open` sees the same
  /// link wherever a pasted no-break or ideographic space sits.
  @Test(arguments: [
    "\u{A0}open navlab://article/7", "open navlab://article/7\u{A0}",
    "\u{3000}open navlab://article/7\u{2028}", " \topen navlab://article/7\u{3000}",
  ])
  func lineIsTrimmedOfTheSameWhiteSpaceAtBothEnds(_ line: String) {
    let harness = ShellHarness()
    #expect(harness.shell.run(line) == .succeeded, "\(harness.errors)")
    #expect(harness.output.first == "> open navlab://article/7")
    #expect(harness.app.visible.screen.id == "screen.article.7")
  }

  @Test func interactiveModeDoesNotEchoAndShowsTheWholeScreenAfterAMove() {
    let harness = ShellHarness(interactive: true)
    #expect(harness.shell.run("tap row.article.7") == .succeeded)
    #expect(harness.output == harness.shell.renderer.screen(harness.app.visible))
    #expect(harness.output.first == "feed › article 7")
  }

  // MARK: Each command succeeding

  @Test func showPrintsTheVisibleScreen() throws {
    let harness = ShellHarness()
    #expect(
      try harness.shell.perform(.show)
        == harness.shell.renderer.screen(harness.app.visible, focus: harness.app.focusedElement))
    // The feed's first element takes focus at launch; the line comes before the tab bar.
    let shown = try harness.shell.perform(.show)
    #expect(shown.dropLast().last?.hasPrefix("  focus: ") == true, "\(shown)")
  }

  @Test func tapMovesToWhatWasTapped() throws {
    let harness = ShellHarness()
    _ = try harness.shell.perform(.tap("row.article.7"))
    #expect(harness.app.visible.screen.id == "screen.article.7")
  }

  @Test func typeSetsTheFieldToTheWholeText() throws {
    let harness = ShellHarness()
    harness.run("open navlab://article/7/author")
    _ = try harness.shell.perform(.type(field: "field.username", text: "Ada  Lovelace"))
    #expect(harness.app.visible.screen.element("field.username")?.label == "Ada  Lovelace")
  }

  @Test func backOnASheetFailsWithTheGestureThatClosesItAndChangesNothing() throws {
    let harness = ShellHarness()
    harness.run("tap row.article.7", "tap button.share", "back")
    #expect(harness.app.visible.screen.id == "screen.share.7")
    #expect(
      harness.errors == [
        "error: screen.share.7 is a sheet and has no back button; it closes by a swipe down or "
          + "its own controls: button.close; 'dismiss' swipes it down"
      ])
    harness.run("dismiss", "back")
    #expect(harness.app.visible.screen.id == "screen.feed")
  }

  @Test func dismissClosesTheSheet() throws {
    let harness = ShellHarness()
    harness.run("tap row.article.7", "tap button.share")
    _ = try harness.shell.perform(.dismiss)
    #expect(harness.app.visible.screen.id == "screen.article.7")
  }

  @Test func tabSelectsATabAndReselectingPopsToItsRoot() throws {
    let harness = ShellHarness()
    harness.run("tab settings", "tap link.account")
    #expect(harness.app.visible.screen.id == "screen.account")
    _ = try harness.shell.perform(.tab("settings"))
    #expect(harness.app.visible.screen.id == "screen.settings")
    _ = try harness.shell.perform(.tab("feed"))
    #expect(harness.app.visible.selectedTabID == "tab.feed")
  }

  @Test func openDeliversTheLink() throws {
    let harness = ShellHarness()
    _ = try harness.shell.perform(.open("navlab://account"))
    #expect(harness.app.visible.screen.id == "screen.account")
    #expect(harness.app.visible.selectedTabID == "tab.settings")
  }

  @Test(arguments: [
    ("screen.feed", true), ("row.article.10", true), ("tab.feed", true), ("tab.settings", true),
    ("screen.article.7", false), ("button.close", false), ("tab.news", false), ("screen", false),
  ])
  func expectChecksWhatIsVisibleAndPrintsNothing(_ id: String, _ visible: Bool) throws {
    let harness = ShellHarness()
    #expect(try harness.shell.perform(.expect(id, visible: visible)).isEmpty)
  }

  @Test func expectSeesTabIDsOnlyWhileTheTabBarShows() throws {
    let harness = ShellHarness()
    harness.run("tap row.article.7", "tap button.share")
    _ = try harness.shell.perform(.expect("tab.feed", visible: false))
    _ = try harness.shell.perform(.expect("tab.settings", visible: false))
    harness.run("open navlab://article/7/author")
    #expect(harness.app.visible.screen.id == "screen.login")
    _ = try harness.shell.perform(.expect("tab.feed", visible: false))
  }

  @Test(arguments: [
    ([], "navlab://feed"),
    (["tap row.article.7"], "navlab://article/7"),
    (["tap row.article.7", "tap button.share"], "navlab://article/7"),
    (["open navlab://article/7/author", "tap button.login"], "navlab://article/7/author"),
    (["tab settings"], "navlab://settings"),
    (["tab settings", "tap link.account"], "navlab://account"),
  ])
  func linkPrintsTheVisibleScreensLink(_ setup: [String], _ link: String) throws {
    let harness = ShellHarness()
    for line in setup {
      #expect(harness.shell.run(line) == .succeeded)
    }
    #expect(try harness.shell.perform(.link) == [link])
  }

  @Test func statePrintsTheNavigationAsJSON() throws {
    let harness = ShellHarness()
    harness.run("tap row.article.7")
    let lines = try harness.shell.perform(.state)
    let json = try #require(lines.first)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect(document["tab"] as? String == "feed")
    let paths = try #require(document["paths"] as? [String: [String]])
    #expect(paths["feed"] == ["article/7"])
    #expect(paths["settings"] == [])
  }

  @Test func helpListsEveryCommandFromTheTable() throws {
    let harness = ShellHarness()
    let lines = try harness.shell.perform(.help(nil))
    #expect(lines.count == CommandSpec.all.count)
    for (line, spec) in zip(lines, CommandSpec.all) {
      #expect(line.hasPrefix("  " + spec.usage))
      #expect(line.hasSuffix(spec.summary))
    }
  }

  @Test func helpOnACommandPrintsItsUsageAndOpenListsTheLinks() throws {
    let harness = ShellHarness()
    #expect(try harness.shell.perform(.help("tap")).first == "usage: tap ID")
    let open = try harness.shell.perform(.help("open"))
    #expect(open.contains { $0.hasPrefix("links: navlab://feed") })
    #expect(open.contains("universal links: https://navlab.example/… open as navlab://…"))
  }

  @Test func helpOnNotifyAndActivityGivesALineThatRuns() throws {
    let notify = try ShellHarness().shell.perform(.help("notify"))
    let activity = try ShellHarness().shell.perform(.help("activity"))
    let examples = (notify + activity).filter { $0.hasPrefix("example: ") }
    #expect(examples.count == 3)
    for example in examples {
      let harness = ShellHarness()
      #expect(harness.shell.run(String(example.dropFirst("example: ".count))) == .succeeded)
      #expect(harness.app.visible.screen.id == "screen.article.7")
    }
  }

  @Test func universalLinkOpensAsItsNavlabForm() throws {
    let harness = ShellHarness()
    _ = try harness.shell.perform(.open("HTTPS://Navlab.Example/account"))
    #expect(harness.app.visible.screen.id == "screen.account")
    #expect(try harness.shell.perform(.link) == ["navlab://account"])
  }

  @Test func notifyOpensThePayloadsLink() throws {
    let harness = ShellHarness()
    harness.run(#"notify {"aps":{"alert":"New"},"link":"https://navlab.example/article/3"}"#)
    #expect(harness.errors.isEmpty)
    #expect(harness.app.visible.screen.id == "screen.article.3")
    #expect(harness.navigations == 1)
  }

  @Test(arguments: [
    ("activity NSUserActivityTypeBrowsingWeb https://navlab.example/settings", "screen.settings"),
    (#"activity example.navlab.link {"link":"navlab://article/2"}"#, "screen.article.2"),
    // The gate holds for every way in: a gated page continued while signed out asks first.
    (
      "activity NSUserActivityTypeBrowsingWeb https://navlab.example/article/2/author",
      "screen.login"
    ),
  ])
  func activityOpensItsLink(_ line: String, _ screen: String) throws {
    let harness = ShellHarness()
    harness.run(line)
    #expect(harness.errors.isEmpty)
    #expect(harness.app.visible.screen.id == screen)
    #expect(harness.navigations == 1)
  }

  @Test func quitStopsWithoutOutputBeyondItsEcho() {
    let harness = ShellHarness()
    #expect(harness.shell.run("quit") == .quit)
    #expect(harness.output == ["> quit"])
    #expect(harness.errors.isEmpty)
  }

  @Test func movesReportNavigationAndReadsDoNot() {
    let harness = ShellHarness()
    harness.run("show", "expect screen.feed", "link", "state", "help")
    #expect(harness.navigations == 0)
    harness.run(
      "tap row.article.7", "back", "tab settings", "open navlab://feed",
      #"notify {"link":"navlab://account"}"#,
      "activity NSUserActivityTypeBrowsingWeb https://navlab.example/feed")
    #expect(harness.navigations == 6)
  }

  // MARK: Each command failing

  /// A line that fails after `setup`, and text its error line must contain.
  struct FailingLine: Sendable, CustomTestStringConvertible {
    var setup: [String] = []
    var line: String
    var message: String
    var testDescription: String { (setup + [line]).joined(separator: "; ") }
  }

  @Test(arguments: FailingLine.all)
  func failingLinePrintsExactlyOneErrorLine(_ failing: FailingLine) throws {
    let harness = ShellHarness()
    for line in failing.setup {
      #expect(
        harness.shell.run(line) == .succeeded, "setup line '\(line)' failed: \(harness.errors)")
    }
    let before = harness.app.visible
    harness.clear()

    #expect(harness.shell.run(failing.line) == .failed)
    let error = try #require(harness.errors.first)
    #expect(harness.errors.count == 1)
    #expect(error.hasPrefix("error: "))
    #expect(error.contains(failing.message), "\(error)")
    #expect(harness.output == ["> " + failing.line])
    #expect(harness.app.visible == before, "a failed command changes nothing")
    #expect(harness.navigations == 0)
  }
}

extension ShellTests.FailingLine {
  static let all: [Self] = [
    Self(line: "tpa row.article.7", message: "unknown command 'tpa'; did you mean 'tap'?"),
    Self(line: "tap", message: "'tap' needs an argument; usage: tap ID"),
    Self(line: "show me", message: "'show' does not take 'me'; usage: show"),
    Self(
      line: "tap row.article.77",
      message:
        "no element row.article.77 on screen.feed; did you mean row.article.7? tappable here: row.article.1…10, tab.feed, tab.settings"
    ),
    Self(
      line: "tap button.share", message: "no element button.share on screen.feed; tappable here:"),
    Self(
      setup: ["tap row.article.7"], line: "tap text.title",
      message: "text.title on screen.article.7 cannot be tapped"),
    Self(
      line: "type field.username reader", message: "no text field field.username on screen.feed"),
    Self(
      setup: ["open navlab://article/7/author"], line: "type button.login x",
      message: "no text field button.login on screen.login"),
    Self(
      line: "back", message: "nothing to go back from: screen.feed is a root with nothing presented"
    ),
    Self(
      setup: ["open navlab://article/7/author"], line: "back",
      message: "nothing to go back from: screen.login"),
    Self(line: "dismiss", message: "nothing is presented over screen.feed; use 'back' to pop"),
    Self(
      setup: ["tap row.article.7"], line: "dismiss",
      message: "nothing is presented over screen.article.7"),
    Self(
      setup: ["tap row.article.7", "tap button.share"], line: "tab feed",
      message: "the tab bar is not visible on screen.share.7"),
    Self(
      setup: ["tap row.article.7", "tap button.share"], line: "tap tab.settings",
      message: "no element tab.settings on screen.share.7"),
    Self(
      setup: ["open navlab://article/7/author"], line: "tab settings",
      message: "the tab bar is not visible on screen.login"),
    Self(line: "tab news", message: "no tab 'news'; tabs are feed, settings"),
    Self(line: "tab setings", message: "no tab 'setings'; did you mean 'settings'?"),
    Self(line: "open http://feed", message: "unsupported scheme 'http'"),
    Self(
      line: "open https://navlab.example.evil/feed",
      message:
        "host 'navlab.example.evil' is not one of the app's domains; universal links start with"
        + " 'https://navlab.example/'"),
    Self(
      line: "open https://navlab.example/artcle/3",
      message: "unknown destination 'artcle/3'; did you mean 'https://navlab.example/article/3'?"),
    Self(
      line: "open https://navlab.example/Article/7",
      message: "unknown destination 'Article'; did you mean 'https://navlab.example/article/N'?"),
    Self(
      line: "open https://navlab.example/feed:80",
      message: "path segment 'feed:80' contains ':'; segments are letters and digits"),
    Self(
      line: "open https://navlab.example/",
      message:
        "link has no destination after 'https://navlab.example/'; try 'https://navlab.example/feed'"
    ),
    Self(line: "notify {", message: "notification payload is not JSON"),
    Self(line: "notify []", message: "notification payload is an array, not an object"),
    Self(line: #"notify {"aps":{}}"#, message: "notification payload has no 'link'"),
    Self(
      line: #"notify {"link":null}"#,
      message: "'link' in the notification payload is null; write it as a string"),
    Self(line: #"notify {"link":"navlab://article/99"}"#, message: "no article has id 99"),
    Self(
      line: #"notify {"link":"navlab://artcle/3"}"#,
      message: "unknown destination 'artcle/3'; did you mean 'navlab://article/3'?"),
    Self(
      line: "activity NSUserActivityTypeBrowsingWeb ftp://feed",
      message: "web-browsing activity's URL 'ftp://feed' is not a universal link; write one such"
        + " as 'https://navlab.example/feed'"),
    Self(
      line: "activity NSUserActivityTypeBrowsingWeb navlab://article/7",
      message: "web-browsing activity's URL 'navlab://article/7' is not a universal link; write"
        + " 'https://navlab.example/article/7'"),
    Self(
      line: "activity NSUserActivityTypeBrowsingWeb https://navlab.example/artcle/3",
      message:
        "unknown destination 'artcle/3'; did you mean 'https://navlab.example/article/3'?"),
    Self(
      line: #"activity com.example.other {"link":"navlab://feed"}"#,
      message: "unknown activity type 'com.example.other'"),
    Self(
      line: "activity example.navlab.link navlab://feed",
      message: "activity user info is not JSON: an unknown word; JSON's words are true, false and "
        + "null at line 1, column 1; write an object such as '{\"link\":"),
    Self(
      line: #"activity example.navlab.link {"link":7}"#,
      message: "'link' in the activity user info is a number"),
    Self(
      line: "open navlab://news",
      message:
        "unknown destination 'news'; links are navlab://feed, navlab://article/N, navlab://article/N/author, navlab://settings, navlab://account"
    ),
    Self(line: "open navlab://article/99", message: "no article has id 99"),
    Self(
      line: "open navlab://artcle/3",
      message: "unknown destination 'artcle/3'; did you mean 'navlab://article/3'?"),
    Self(
      line: "open navlab://article/7/Author",
      message: "unknown destination 'article/7/Author'; did you mean 'navlab://article/7/author'?"),
    Self(
      line: "open navlab://acount",
      message: "unknown destination 'acount'; did you mean 'navlab://account'?"),
    Self(
      line: "open article/7", message: "link 'article/7' has no scheme; write 'navlab://article/7'"),
    Self(
      line: "expect screen.article.7",
      message:
        "expected screen.article.7 to be visible; visible now: screen.feed, row.article.1…10, tab.feed, tab.settings"
    ),
    Self(line: "expect screen.fed", message: "(did you mean screen.feed?)"),
    Self(
      line: "expect not screen.feed",
      message: "expected screen.feed not to be visible, but it is on screen.feed"),
    Self(
      setup: ["tap row.article.7", "tap button.share"], line: "expect tab.feed",
      message:
        "expected tab.feed to be visible; visible now: screen.share.7, text.link, button.close"),
    Self(
      setup: ["open navlab://article/7/author"], line: "expect tab.feed",
      message: "expected tab.feed to be visible; visible now: screen.login"),
    Self(
      setup: ["open navlab://article/7/author"], line: "link", message: "screen.login has no link"),
    Self(line: "help tpa", message: "no command 'tpa'; did you mean 'tap'?"),
    Self(line: "help frobnicate", message: "no command 'frobnicate'; type 'help' for the commands"),
  ]
}
