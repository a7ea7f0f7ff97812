import Testing

@testable import navlab_shell

/// The one option parser: a row declares an option for the parser, the synopsis and the help.
@Suite("OptionTable")
struct OptionTableTests {
  /// A command line of two options and words, as a new subcommand would declare it.
  private struct Sample: Equatable {
    var words: [String] = []
    var count = 0
    var loud = false
  }

  private static let table = OptionTable<Sample>(
    [
      .value("--count", placeholder: "N", help: "count to N\nthen stop") { options, value in
        options.count = Int(value) ?? -1
      },
      .flag("--loud", "-l", help: "say it loudly") { $0.loud = true },
    ], operand: .argument("WORD ...") { $0.words.append($1) })

  @Test func oneRowIsParsedShownInTheSynopsisAndHelped() throws {
    #expect(
      try Self.table.parse(["a", "--count", "3", "-l", "b"], into: Sample())
        == Sample(words: ["a", "b"], count: 3, loud: true))
    #expect(try Self.table.parse(["--count=4"], into: Sample()).count == 4)
    #expect(Self.table.synopsis == "[WORD ...] [--count N] [--loud]")
    #expect(
      Self.table.helpLines == [
        "  --count N    count to N", "               then stop", "  --loud, -l   say it loudly",
      ])
  }

  @Test func mistakesQuoteTheWordAndNameTheClosestOption() {
    #expect(throws: UsageError.unknownOption("--cuont", suggestion: "--count")) {
      try Self.table.parse(["--cuont", "3"], into: Sample())
    }
    #expect(throws: UsageError.missingValue("--count")) {
      try Self.table.parse(["--count"], into: Sample())
    }
    #expect(throws: UsageError.unexpectedValue("--loud", value: "yes")) {
      try Self.table.parse(["--loud=yes"], into: Sample())
    }
  }

  @Test func everySubcommandTakesItsLongOptionsWithAnEqualsSignToo() throws {
    #expect(try ShellOptions.parse(["explore", "--depth=3"]).explore?.depth == 3)
    #expect(try ShellOptions.parse(["graph", "--format=mermaid"]).graph?.format == .mermaid)
    #expect(try ShellOptions.parse(["coverage", "--min=50", "a.nav"]).coverage?.minimum == 50)
  }

  @Test func aWordThatIsNoOptionOfASubcommandIsAMistake() {
    #expect(throws: UsageError.unknownOption("deph", suggestion: nil)) {
      try ShellOptions.parse(["explore", "deph"])
    }
  }

  @Test func helpListsEveryOptionOfTheShellFromItsTable() {
    for option in ShellOptions.table.options {
      #expect(ShellOptions.usage.contains("  " + option.label + "  "), "\(option.label)")
      #expect(ShellOptions.usage.contains(option.synopsis), "\(option.synopsis)")
    }
    #expect(
      ShellOptions.usage.hasPrefix(
        "usage: navlab-shell [--deeplink URL] [--notification FILE] [--state FILE]"))
  }

  @Test(arguments: ["explore", "graph", "coverage"])
  func subcommandHelpListsEveryOptionFromItsTable(_ name: String) throws {
    let options = try ShellOptions.parse([name, "--depth", "3", "--help"])
    let help = try #require(options.subcommandHelp)
    #expect(help.hasPrefix("usage: navlab-shell \(name) ["))
    #expect(help.contains("  --depth N "))
    #expect(help.contains("  --help, -h "))
    #expect(!help.contains("[--help]"), "the synopsis leaves out --help")
    #expect(try ShellOptions.parse([name]).subcommandHelp == nil)
  }

  @Test func subcommandHelpIsPrintedAndExitsZero() throws {
    let result = try ShellProcess().run(["graph", "-h"])
    #expect(result.status == 0, "\(result.transcript)")
    #expect(result.stdout.hasPrefix("usage: navlab-shell graph [--format dot|mermaid]"))
    #expect(result.stderr.isEmpty)
  }

  @Test func exitStatusOfAFailedOutputIsDocumented() {
    let usage = ShellOptions.usage.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(usage.contains("\(outputFailedStatus) standard output could not be written"))
  }
}
