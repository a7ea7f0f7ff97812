import AppCoordinator
import Testing

@testable import navlab_shell

@Suite("Renderer")
@MainActor
struct RendererTests {
  /// The visible screen after running `lines` on a freshly launched app.
  private func visible(after lines: String...) -> VisibleScreen {
    let harness = ShellHarness()
    for line in lines {
      harness.run(line)
    }
    return harness.app.visible
  }

  @Test func screenListsBreadcrumbIdTitleElementsAndTabBar() {
    let lines = Renderer().screen(visible(after: "tap row.article.7"))
    #expect(
      lines.dropLast() == [
        "feed › article 7",
        "screen.article.7  Article 7",
        "  text.title       \"Article 7\"",
        "  button.author    [See author]",
        "  button.share     [Share]",
        "  button.comments  [Comments]",
        "  button.photo     [Photo]",
        "  button.options   [Reading options]",
        "  button.report    [Report]",
      ])
    #expect(lines.last?.hasPrefix("  tab bar: *tab.feed Feed  ") == true)
    #expect(lines.last?.contains("  tab.settings Settings") == true)
  }

  @Test func tabBarMarksTheSelectedTab() {
    let lines = Renderer().screen(visible(after: "tab settings"))
    #expect(
      lines.dropLast() == [
        "settings",
        "screen.settings  Settings",
        "  link.account  Account ›",
      ])
    #expect(lines.last?.hasPrefix("  tab bar:  tab.feed Feed  *tab.settings Settings") == true)
  }

  @Test func rowsAlignOnTheLongestID() {
    let lines = Renderer().screen(visible())
    #expect(lines.count == 2 + 10 + 1)
    #expect(lines[2] == "  row.article.1   Article 1 ›")
    #expect(lines[11] == "  row.article.10  Article 10 ›")
  }

  @Test func sheetsAndSignInHaveNoTabBarLine() {
    let share = Renderer().screen(visible(after: "tap row.article.7", "tap button.share"))
    #expect(
      share == [
        "feed › article 7 › share",
        "screen.share.7  Share Article 7",
        "  text.link     \"navlab://article/7\"",
        "  button.close  [Close]",
      ])
    let login = Renderer().screen(visible(after: "open navlab://article/7/author"))
    #expect(
      login == [
        "login",
        "screen.login  Sign in",
        "  field.username  field: reader",
        "  button.login    [Sign in]",
        "  button.cancel   [Cancel]",
      ])
  }

  @Test func controlCharactersInLabelsAreEscaped() {
    let field = Renderer().screen(
      visible(
        after: "open navlab://article/7/author", "type field.username a\u{1B}[2J\u{0}b\u{202E}c"))
    #expect(field.contains("  field.username  field: a\\u{1B}[2J\\u{0}b\\u{202E}c"))

    let alert = Renderer().screen(
      visible(
        after: "open navlab://article/7/author", "type field.username \u{1B}]0;x\u{7}",
        "tap button.login"))
    #expect(alert.contains("  text.message  \"No account named '\\u{1B}]0;x\\u{7}'\""))
  }

  @Test func noEscapeCodesWhenColourIsOff() {
    let renderer = Renderer()
    let screen = visible(after: "tap row.article.7")
    let lines =
      renderer.screen(screen) + renderer.help(CommandSpec.all)
      + [
        renderer.prompt(screen), renderer.location(screen), renderer.echo("show"),
        renderer.error("x"),
        renderer.warning("y"),
      ]
    for line in lines {
      #expect(!line.contains("\u{1B}"), "\(line)")
    }
  }

  @Test func colourPaintsIDsErrorsAndThePrompt() {
    let renderer = Renderer(colour: true)
    let screen = visible(after: "tap row.article.7")
    #expect(renderer.screen(screen)[1] == "\u{1B}[33mscreen.article.7\u{1B}[0m  Article 7")
    #expect(renderer.error("oops") == "\u{1B}[31merror:\u{1B}[0m oops")
    #expect(renderer.prompt(screen) == "\u{1B}[36mfeed › article 7 ›\u{1B}[0m ")
  }

  @Test func promptShowsWhereYouAre() {
    #expect(Renderer().prompt(visible(after: "tap row.article.7")) == "feed › article 7 › ")
    #expect(
      Renderer().prompt(visible(after: "tab settings", "tap link.account"))
        == "settings › account › ")
  }

  @Test func locationNamesTheScreenAndItsBreadcrumb() {
    #expect(
      Renderer().location(visible(after: "tap row.article.7", "tap button.share"))
        == "  now on screen.share.7 (feed › article 7 › share)")
  }

  @Test func echoAndErrorStayOneShortLine() {
    let renderer = Renderer()
    #expect(
      renderer.echo(String(repeating: "x", count: 1_000)) == "> "
        + String(repeating: "x", count: 600) + "…")
    #expect(renderer.error("a\nb\rc") == "error: a\\u{A}b\\u{D}c")
    #expect(renderer.error("a\u{2028}b") == "error: a\\u{2028}b")
  }

  @Test func helpAlignsTheSummaries() {
    let lines = Renderer().help(CommandSpec.all)
    let columns = Set(
      zip(lines, CommandSpec.all).compactMap { line, spec in
        line.range(of: spec.summary).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
      })
    #expect(columns.count == 1)
    #expect(
      lines.first
        == "  show                    print the visible screen: where you are, its elements, the "
        + "tab bar or sidebar")
  }
}
