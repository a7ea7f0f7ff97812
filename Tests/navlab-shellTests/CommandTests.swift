import Testing

@testable import navlab_shell

@Suite("Command")
struct CommandTests {
  /// One line per command of the table, with what it parses to.
  static let everyCommand: [String: (line: String, command: Command)] = [
    "show": ("show", .show),
    "tap": ("tap row.article.7", .tap("row.article.7")),
    "type": ("type field.username reader", .type(field: "field.username", text: "reader")),
    "back": ("back", .back),
    "dismiss": ("dismiss", .dismiss),
    "tab": ("tab settings", .tab("settings")),
    "resize": ("resize regular", .resize(.regular)),
    "open": ("open navlab://article/7", .open("navlab://article/7")),
    "notify": (
      #"notify {"aps": {"alert": "New"}, "link": "navlab://feed"}"#,
      .notify(#"{"aps": {"alert": "New"}, "link": "navlab://feed"}"#)
    ),
    "activity": (
      "activity NSUserActivityTypeBrowsingWeb  https://navlab.example/feed ",
      .activity(type: "NSUserActivityTypeBrowsingWeb", content: "https://navlab.example/feed")
    ),
    "expect": ("expect screen.feed", .expect("screen.feed", visible: true)),
    "check": ("check", .check),
    "link": ("link", .link),
    "state": ("state", .state),
    "help": ("help", .help(nil)),
    "record": ("record session.nav", .record(path: "session.nav", force: false)),
    "quit": ("quit", .quit),
  ]

  @Test func everyCommandOfTheTableHasAParseCase() {
    #expect(Set(Self.everyCommand.keys) == Set(CommandSpec.names))
  }

  @Test(arguments: CommandSpec.names)
  func everyCommandOfTheTableParses(_ name: String) throws {
    let sample = try #require(Self.everyCommand[name])
    #expect(try Command.parse(sample.line) == sample.command)
  }

  @Test(arguments: [
    ("  show", Command.show),
    ("\tshow", .show),
    ("show   ", .show),
    ("tap\trow.article.7", .tap("row.article.7")),
    ("tap   row.article.7  ", .tap("row.article.7")),
    ("tab feed", .tab("feed")),
    ("help tap", .help("tap")),
    ("help   ", .help(nil)),
    ("expect not screen.feed", .expect("screen.feed", visible: false)),
    ("expect   not   tab.feed  ", .expect("tab.feed", visible: false)),
    ("expect notice", .expect("notice", visible: true)),
    ("expect not.an.id", .expect("not.an.id", visible: true)),
    ("record  stop ", .recordStop),
    ("record --force  my session.nav ", .record(path: "my session.nav", force: true)),
    ("record ./stop", .record(path: "./stop", force: false)),
  ])
  func parsesArgumentsAroundBlanks(_ line: String, _ command: Command) throws {
    #expect(try Command.parse(line) == command)
  }

  @Test(arguments: [
    ("type field.username Ada Lovelace", "Ada Lovelace"),
    ("type field.username Ada  two  spaces", "Ada  two  spaces"),
    ("type field.username  leading", " leading"),
    ("type field.username tab\tinside", "tab\tinside"),
    ("type field.username", ""),
    ("type field.username ", ""),
    ("type   field.username x", "x"),
  ])
  func typeKeepsTheRestOfTheLineAsText(_ line: String, _ text: String) throws {
    #expect(try Command.parse(line) == .type(field: "field.username", text: text))
  }

  @Test func openTakesTheTrimmedRestOfTheLineSoTheLinkCheckSeesSpaces() throws {
    #expect(try Command.parse("open   navlab://feed  ") == .open("navlab://feed"))
    #expect(try Command.parse("open navlab://article/7 now") == .open("navlab://article/7 now"))
  }

  @Test(arguments: [
    ("tpa row.article.7", "tpa", "tap"),
    ("shwo", "shwo", "show"),
    ("Show", "Show", "show"),
    ("exepct screen.feed", "exepct", "expect"),
    ("quti", "quti", "quit"),
  ])
  func unknownCommandSuggestsTheClosest(_ line: String, _ name: String, _ suggestion: String) {
    #expect(throws: CommandError.unknownCommand(name, suggestion: suggestion)) {
      try Command.parse(line)
    }
  }

  @Test(arguments: ["xyzzy", "#", "", "row.article.7", "tapping"])
  func unknownCommandFarFromAnyHasNoSuggestion(_ line: String) {
    #expect(throws: CommandError.unknownCommand(line, suggestion: nil)) {
      try Command.parse(line)
    }
  }

  @Test(arguments: [
    ("tap", "tap", "tap ID"),
    ("tap   ", "tap", "tap ID"),
    ("tab", "tab", "tab NAME"),
    ("open", "open", "open URL"),
    ("open   ", "open", "open URL"),
    ("type", "type", "type ID TEXT"),
    ("expect", "expect", "expect [not] ID"),
    ("expect not", "expect", "expect [not] ID"),
    ("expect not   ", "expect", "expect [not] ID"),
    ("notify", "notify", "notify JSON"),
    ("notify  ", "notify", "notify JSON"),
    ("activity", "activity", "activity TYPE URL|JSON"),
    ("activity example.navlab.link", "activity", "activity TYPE URL|JSON"),
    ("activity example.navlab.link   ", "activity", "activity TYPE URL|JSON"),
  ])
  func missingArgumentNamesTheUsage(_ line: String, _ name: String, _ usage: String) {
    #expect(throws: CommandError.missingArgument(name, usage)) {
      try Command.parse(line)
    }
  }

  @Test(arguments: [
    ("tap row.article.7 row.article.8", "tap", "row.article.8", "tap ID"),
    ("tab feed settings", "tab", "settings", "tab NAME"),
    ("expect screen.feed now", "expect", "now", "expect [not] ID"),
    ("expect not screen.feed now", "expect", "now", "expect [not] ID"),
    ("help tap now", "help", "now", "help [COMMAND]"),
    ("show all", "show", "all", "show"),
    ("back 2", "back", "2", "back"),
    ("dismiss sheet", "dismiss", "sheet", "dismiss"),
    ("link  please ", "link", "please", "link"),
    ("state json", "state", "json", "state"),
    ("quit now", "quit", "now", "quit"),
  ])
  func extraArgumentIsQuotedWithTheUsage(
    _ line: String, _ name: String, _ extra: String, _ usage: String
  ) {
    #expect(throws: CommandError.unexpectedArgument(name, extra, usage)) {
      try Command.parse(line)
    }
  }
}
