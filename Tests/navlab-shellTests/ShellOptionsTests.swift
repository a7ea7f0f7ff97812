import Testing

@testable import navlab_shell

@Suite("ShellOptions")
struct ShellOptionsTests {
  @Test func noArgumentsIsAPlainRun() throws {
    #expect(try ShellOptions.parse([]) == ShellOptions())
  }

  @Test func everyFlagSetsItsOption() throws {
    let options = try ShellOptions.parse([
      "--deeplink", "navlab://article/7", "--state", "state.json", "--keep-going", "-f", "a.nav",
      "-c", "show",
      "--help", "--version",
    ])
    var expected = ShellOptions()
    expected.arrivals = [.link("navlab://article/7")]
    expected.statePath = "state.json"
    expected.keepGoing = true
    expected.inputs = [.script(path: "a.nav"), .command("show")]
    expected.showHelp = true
    expected.showVersion = true
    #expect(options == expected)
  }

  @Test func shortHelpIsHelp() throws {
    #expect(try ShellOptions.parse(["-h"]).showHelp)
  }

  @Test func longOptionsTakeValuesAfterAnEqualsSign() throws {
    let options = try ShellOptions.parse([
      "--deeplink=navlab://article/7/author", "--state=/tmp/a=b.json",
    ])
    #expect(options.arrivals == [.link("navlab://article/7/author")])
    #expect(options.statePath == "/tmp/a=b.json")
  }

  @Test func anEmptyValueAfterEqualsIsKeptForTheLinkCheckToReject() throws {
    #expect(try ShellOptions.parse(["--deeplink="]).arrivals == [.link("")])
  }

  @Test func repeatedScriptsAndCommandsKeepTheirOrder() throws {
    let options = try ShellOptions.parse([
      "-f", "one.nav", "-c", "show", "-f", "two.nav", "-c", "back",
    ])
    #expect(
      options.inputs == [
        .script(path: "one.nav"), .command("show"), .script(path: "two.nav"), .command("back"),
      ])
  }

  @Test func repeatedLinksKeepTheirOrder() throws {
    let options = try ShellOptions.parse([
      "--deeplink", "navlab://account", "--deeplink=navlab://article/2",
    ])
    #expect(options.arrivals == [.link("navlab://account"), .link("navlab://article/2")])
  }

  @Test func linksAndNotificationsArriveInTheOrderGiven() throws {
    let options = try ShellOptions.parse([
      "--notification", "tap.json", "--deeplink", "navlab://account", "--notification=b.json",
    ])
    #expect(
      options.arrivals == [
        .notification(path: "tap.json"), .link("navlab://account"), .notification(path: "b.json"),
      ])
  }

  @Test func aValueThatIsAnotherOptionIsRefusedNotSwallowed() {
    #expect(
      throws: UsageError.optionAsValue("--state", value: "--first-launch", placeholder: "FILE")
    ) { try ShellOptions.parse(["--state", "--first-launch"]) }
    #expect(
      UsageError.optionAsValue("--state", value: "--first-launch", placeholder: "FILE").description
        == "option '--state' needs a FILE before '--first-launch', which is an option; give one, "
        + "such as '--state FILE', or '--state=--first-launch' if it is its name")
    #expect(throws: UsageError.optionAsValue("-c", value: "--help", placeholder: "COMMAND")) {
      try ShellOptions.parse(["-c", "--help"])
    }
  }

  @Test func aValueThatOnlyLooksLikeAnOptionOrFollowsAnEqualsSignIsTaken() throws {
    let options = try ShellOptions.parse(["--state=--first-launch", "--deeplink", "-x"])
    #expect(options.statePath == "--first-launch")
    #expect(options.arrivals == [.link("-x")])
    #expect(!options.firstLaunch)
  }

  @Test(arguments: [
    ("--keepgoing", "--keep-going"),
    ("--verison", "--version"),
    ("--deeplnk", "--deeplink"),
    ("--sate", "--state"),
    ("--deeplnk=navlab://feed", "--deeplink"),
  ])
  func unknownOptionSuggestsTheClosest(_ argument: String, _ suggestion: String) {
    #expect(throws: UsageError.unknownOption(argument, suggestion: suggestion)) {
      try ShellOptions.parse([argument])
    }
  }

  @Test func commandAfterAnOptionIsToldToComeFirstWithTheLineToTry() throws {
    // A script named like a command is still a value: only a bare command word is misplaced.
    #expect(try ShellOptions.parse(["-f", "explore"]).inputs == [.script(path: "explore")])
    #expect(
      throws: UsageError.commandNotFirst("explore", rest: ["--first-launch", "--depth", "8"])
    ) {
      try ShellOptions.parse(["--first-launch", "explore", "--depth", "8"])
    }
  }

  @Test(arguments: ["--frobnicate", "script.nav", "-f=a.nav"])
  func unknownOptionFarFromAnyHasNoSuggestion(_ argument: String) {
    #expect(throws: UsageError.unknownOption(argument, suggestion: nil)) {
      try ShellOptions.parse([argument])
    }
  }

  @Test(arguments: ["--deeplink", "--state", "-f", "-c"])
  func optionWithoutItsValueIsAMistake(_ flag: String) {
    #expect(throws: UsageError.missingValue(flag)) {
      try ShellOptions.parse(["--keep-going", flag])
    }
  }

  @Test(arguments: ["--keep-going", "--help", "--version"])
  func flagGivenAValueIsAMistake(_ flag: String) {
    #expect(throws: UsageError.unexpectedValue(flag, value: "no")) {
      try ShellOptions.parse([flag + "=no"])
    }
  }

  @Test(arguments: [
    (
      UsageError.unknownOption("--x", suggestion: nil),
      "unknown option '--x'; see 'navlab-shell --help'"
    ),
    (
      .unknownOption("--keepgoing", suggestion: "--keep-going"),
      "unknown option '--keepgoing'; did you mean '--keep-going'?"
    ),
    (.missingValue("-f"), "option '-f' needs a value; see 'navlab-shell --help'"),
    (
      .commandNotFirst("explore", rest: ["--first-launch"]),
      "the command 'explore' goes first, before any option; try 'navlab-shell explore --first-launch'"
    ),
    (
      .unexpectedValue("--keep-going", value: "no"),
      "option '--keep-going' takes no value; remove '=no'"
    ),
    (
      .unreadableScript("a.nav", reason: "no such file"), "cannot read script 'a.nav': no such file"
    ),
  ])
  func usageErrorQuotesTheInputAndSuggestsTheFix(_ error: UsageError, _ message: String) {
    #expect(error.description == message)
  }

  @Test(arguments: [
    "--deeplink URL", "--state FILE", "--keep-going", "-f SCRIPT", "-c COMMAND", "--help",
    "--version",
  ])
  func usageTextDescribesEveryFlag(_ flag: String) {
    #expect(ShellOptions.usage.contains(flag))
  }
}
