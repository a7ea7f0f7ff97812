import LinkRouting

/// The command line of `navlab-shell`.
struct ShellOptions: Equatable {
  /// Where script commands come from, in the order given.
  enum Input: Equatable {
    case script(path: String)
    case command(String)
  }

  /// What arrives at cold start, before launch completes, in the order given.
  var arrivals: [ColdStart] = []
  var statePath: String?
  /// `--first-launch`: start as a fresh install, onboarding first.
  var firstLaunch = false
  /// `--platform` and `--width`: the device the app runs on, iOS and compact unless told.
  var device = Device.iPhone
  var keepGoing = false
  var inputs: [Input] = []
  var showHelp = false
  var showVersion = false
  /// `explore [--depth N] [--signed-in] [--flow ID] [--whole]`: walk every reachable state
  /// instead of running commands.
  var explore: ExploreOptions?
  /// `graph [--format dot|mermaid] [--flow ID] [--depth N]`: print the navigation map.
  var graph: GraphOptions?
  /// `coverage [SCRIPT.nav ...] [--min PERCENT]`: how much of the map scripts visit.
  var coverage: CoverageOptions?
  /// `map [--write FILE | --check FILE | --diff A B | --check-paths FILE]`: the navigation
  /// contract.
  var map: MapOptions?
  /// `links --format markdown|json|aasa`: the link catalog.
  var links: LinksOptions?

  /// The subcommands: the parser, `--help`, the run and the README's usage block read this table.
  ///
  /// Adding one is its options (a field above, their table) and a row naming its handler.
  static let subcommands = [
    Subcommand(
      name: "explore", options: ExploreOptions.table, into: \.explore, help: \.showHelp,
      check: { options throws(UsageError) in
        guard !(options.firstLaunch && options.signedIn) else { throw .signedInFirstLaunch }
      },
      run: { runExplore($0, renderer: Renderer()) },
      summary: """
        walks every state reachable in N actions (default 8) from a fresh launch, as a guest or
        signed in as 'reader', checks the app's rules in each, and prints the shortest script that
        breaks one. It walks the flows by the groups the app's code couples, and prints them, so
        it finds a fault that needs two flows in particular states at once at a cost that adds
        up over the groups; --flow walks only the group that holds flow ID, and --whole every
        combination of every flow's state, the default's oracle. It walks each platform with
        each width; --platform and --width keep one. A walk that reaches --max-states stops and
        exits 1.
        """),
    Subcommand(
      name: "graph", options: GraphOptions.table, into: \.graph, help: \.showHelp, run: runGraph,
      summary: """
        prints the navigation map that exploration to depth N (default 8) reaches from a guest
        and a signed-in launch: one node per screen kind, an edge per move, links from one node
        per link form, gated edges dashed; --flow keeps one tab's screens and their neighbours.
        """),
    Subcommand(
      name: "coverage", options: CoverageOptions.table, into: \.coverage, help: \.showHelp,
      check: CoverageOptions.check, run: runCoverage,
      summary: """
        runs scenario scripts (default Tests/Scenarios/*.nav and Tests/*/Scenarios/*.nav, each
        with its '# args:' and '# state:' header) and reports the screens and transitions of the map they visit, then a
        shortest script for each one missed, on each platform and width (--platform and --width
        keep one); with --min, exits 1 below PERCENT transitions on any. With --write-scripts
        DIR, it writes those scripts into DIR instead, as scenarios with an 'expect' after each
        move, each replayed and checked first, and never replaces a file unless --force.
        """),
    Subcommand(
      name: "map", options: MapOptions.table, into: \.map, help: \.showHelp,
      check: MapOptions.check, run: runMap,
      summary: """
        prints the reachable navigation for review, one fact a line, sorted: screens, moves and
        their kinds, where back and close land, what needs sign-in and what a guest sees instead,
        where each link form lands, each with the launches (guest, signed-in, first-launch) and
        devices it holds on, walked N actions deep (default 8). --check FILE says in sentences how
        FILE differs from the code and exits 1 if it does; --write FILE accepts the code's map;
        --diff A B compares two saved maps, as sentences or, with --format dot, as a drawing.
        --check-paths FILE reads screen paths as an analytics tool exports them (a JSON array of
        screen ids a line) and says of each whether the app still allows it, and where not, the
        first step that no longer exists and the nearest path that does.
        """),
    Subcommand(
      name: "links", options: LinksOptions.table, into: \.links, help: \.showHelp,
      run: runLinks,
      summary: """
        prints the link catalog the flows' grammars declare: README's deep-link table
        (markdown), every form with its flow, parameters, example and whether it needs sign-in
        (json), or the apple-app-site-association file for the app's associated domain (aasa).
        """),
  ]

  /// The shell's own options; a word that is none may be a misspelt subcommand.
  static let table = OptionTable<ShellOptions>(
    [
      .value(
        "--deeplink", placeholder: "URL",
        help: "deliver URL at cold start, before launch completes (repeatable)"
      ) { $0.arrivals.append(.link($1)) },
      .value(
        "--notification", placeholder: "FILE",
        help: "tap the notification whose payload (APNs JSON) is in FILE at cold start (repeatable)"
      ) { $0.arrivals.append(.notification(path: $1)) },
      .value(
        "--state", placeholder: "FILE",
        help: "restore navigation from FILE at launch and save it after every change"
      ) { $0.statePath = $1 },
      .firstLaunch(
        \.firstLaunch,
        help: """
          launch as a fresh install: onboarding first, links waiting for its Start;
          with --state, whatever FILE holds, which is then saved to
          """),
      .platform(help: "run the app as on ios (the default) or macos, where a cover may be a push") {
        $0.device.platform = $1
      },
      .width(help: "start in compact width (the default, a tab bar) or regular (a sidebar)") {
        $0.device.width = $1
      },
      .flag("--keep-going", help: "run every script line even after one fails (still exits 1)") {
        $0.keepGoing = true
      },
      .value(
        "-f", placeholder: "SCRIPT",
        help: """
          run the commands in SCRIPT (repeatable, in order with -c); a '# state:'
          line in its header (as 'record' writes) restores that state at launch
          """
      ) { $0.inputs.append(.script(path: $1)) },
      .value(
        "-c", placeholder: "COMMAND", help: "run COMMAND (repeatable, in order with -f)",
        synopsisMark: "..."
      ) { $0.inputs.append(.command($1)) },
      .flag("--help", "-h", help: "show this help") { $0.showHelp = true },
      .flag("--version", help: "show the version") { $0.showVersion = true },
    ], operand: .none(suggesting: subcommands.map(\Subcommand.name)))

  static let usage = """
    \(table.usageLine(for: "navlab-shell"))
    \(subcommands.map { "       navlab-shell " + $0.synopsis }.joined(separator: "\n"))

    Drives the NavLab app line by line. On a terminal it is interactive; with -f, -c or piped
    input it runs a script, echoing each command before its output.

    options:
    \(table.helpLines.joined(separator: "\n"))

    \(subcommands.map { $0.name + " " + $0.summary }.joined(separator: "\n\n"))
    'navlab-shell SUBCOMMAND --help' lists a subcommand's options.

    exit status: 0 every command succeeded; 1 a command failed, or coverage fell below --min;
    2 a usage error or unreadable script; 3 every command succeeded but moves are not saved to
    the --state FILE (each failed save, or a FILE left alone, is a warning, and the last error
    line names them); 4
    standard output could not be written (closed or full; a broken pipe ends without a message).
    Type 'help' inside the shell for its commands.
    """

  /// The help of the subcommand whose `--help` was given, if any.
  var subcommandHelp: String? {
    ShellOptions.subcommands.first { $0.asksForHelp(self) }?.help
  }

  /// What the README's usage block shows: the shell's synopsis, then each subcommand's.
  static var synopses: [String] {
    ["navlab-shell " + table.synopsis] + subcommands.map { "navlab-shell " + $0.synopsis }
  }

  /// Parses the arguments after the program name: a subcommand and its options, or the
  /// shell's, all through one ``OptionTable`` parser.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a missing value, or a value given to a flag
  ///   that takes none (`--keep-going=no`).
  static func parse(_ arguments: [String]) throws(UsageError) -> ShellOptions {
    var options = ShellOptions()
    if let subcommand = subcommands.first(where: { $0.name == arguments.first }) {
      try subcommand.parse(arguments.dropFirst(), &options)
      return options
    }
    return try table.parse(arguments[...], into: options)
  }
}

/// A command-line mistake: printed as one `error:` line, exit status 2.
enum UsageError: Error, Equatable, CustomStringConvertible {
  /// `items` as a sentence lists them: "'a' and 'b'", "'a', 'b' and 'c'".
  static func spokenList(_ items: [String]) -> String {
    guard let last = items.last, items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// What is wrong with `value` as a state budget, in words: too large, written with an
  /// exponent or a sign, or no whole number at all.
  static func whyNotABudget(_ value: String) -> String {
    let digits = value.filter { $0 != "," && $0 != "_" }
    if digits.isDecimalDigits {
      return Int(digits) == nil
        ? "is more than a walk can count (\(Int.max))" : "is not at least 1"
    }
    if digits.hasPrefix("+"), digits.dropFirst().allSatisfy(\.isNumber) {
      return "has a sign; write the digits alone"
    }
    if Double(digits) != nil, digits.contains(where: { $0 == "e" || $0 == "E" }) {
      return "has an exponent; write it in digits"
    }
    return "is not a whole number of at least 1"
  }

  case unknownOption(String, suggestion: String?)
  case missingValue(String)
  /// An option's value that is another option of the command line: the option, that word and
  /// the option's placeholder.
  case optionAsValue(String, value: String, placeholder: String)
  /// A command named after an option, with the other words given: it must come first.
  case commandNotFirst(String, rest: [String])
  case unexpectedValue(String, value: String)
  case unreadableScript(String, reason: String)
  /// A `--notification FILE` that cannot be read where it must be read before the run
  /// (`coverage`, from a script's `# args:` line): the path and why.
  case unreadableNotification(String, reason: String)
  /// A `--state FILE` a script's `# args:` line names for `coverage`, which is there but cannot
  /// be read (a folder, a pipe, a file over a state file's size): the path and why.
  case unreadableStateFile(String, reason: String)
  /// A script `coverage` was given that holds no command and no `# args:` (an empty file, a
  /// pipe with no writer, comments alone): it would count as run having covered nothing.
  case scriptWithoutCommands(String)
  case badDepth(String)
  case badMaxStates(String)
  case misplacedStartingState(String)
  case startingStateWithStateFile(String)
  case startingStateOnFirstLaunch(String)
  case signedInFirstLaunch
  case unknownFlow(String, suggestion: String?, flows: [String])
  /// A word that is not one of an option's fixed values: the option's name, the word, the
  /// nearest value and every value.
  case unknownChoice(String, String, suggestion: String?, choices: [String])
  case badMinimum(String)
  /// `map --diff` with other than two files: how many it was given.
  case mapDiffFiles(Int)
  /// A file given to `map` without `--diff`.
  case mapOperandWithoutDiff(String)
  /// `map --force` without `--write`, the one mode that writes.
  case forceWithoutWrite
  /// A `coverage` option that only `--write-scripts` reads, given without it.
  case needsWriteScripts(String)

  var description: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      "unknown option \(option.quoted)"
        + hint(suggestion, otherwise: "; see 'navlab-shell --help'")
    case .commandNotFirst(let command, let rest):
      "the command \(command.quoted) goes first, before any option; try '"
        + (["navlab-shell", command] + rest.map(\.shellQuoted)).joined(separator: " ") + "'"
    case .missingValue(let option):
      "option '\(option)' needs a value; see 'navlab-shell --help'"
    case .optionAsValue(let option, let value, let placeholder):
      "option '\(option)' needs a \(placeholder) before \(value.quoted), which is an option; give "
        + "one, such as '\(option) \(placeholder)'"
        + (option.hasPrefix("--")
          ? ", or '\((option + "=" + value).shellQuoted)' if it is its name" : "")
    case .badDepth(let value):
      "depth \(value.quoted) is not a whole number from 1 to 50; try '--depth 8'"
    case .badMaxStates(let value):
      "state budget \(value.quoted) " + Self.whyNotABudget(value) + "; try '--max-states 1000000'"
    case .unknownFlow(let flow, let suggestion, let flows):
      "unknown flow \(flow.quoted)"
        + hint(
          suggestion, otherwise: "; flows are " + flows.map { "'\($0)'" }.joined(separator: ", "))
    case .unknownChoice(let name, let value, let suggestion, let choices):
      "unknown \(name) \(value.quoted)"
        + hint(
          suggestion,
          otherwise: "; \(name)s are " + Self.spokenList(choices.map { "'\($0)'" }))
    case .mapDiffFiles(let count):
      "'map --diff' compares two saved maps, not \(count); try 'navlab-shell map --diff OLD NEW'"
    case .mapOperandWithoutDiff(let file):
      "'map' was given \(file.quoted) without '--diff'; to compare it with the code, try "
        + "'navlab-shell map --check \(file.shellQuoted)'"
    case .forceWithoutWrite:
      "'--force' only lets 'map --write FILE' replace a file that holds no map; add "
        + "'--write FILE' or remove '--force'"
    case .needsWriteScripts(let option):
      "'\(option)' only applies to 'coverage --write-scripts DIR'; add '--write-scripts DIR' or "
        + "remove '\(option)'"
    case .badMinimum(let value):
      "minimum \(value.quoted) is not a percentage from 0 to 100; try '--min 60'"
    case .unexpectedValue(let option, let value):
      "option '\(option)' takes no value; remove \(("=" + value).quoted)"
    case .unreadableScript(let path, let reason):
      "cannot read script \(path.quoted): \(reason)"
    case .unreadableStateFile(let path, let reason):
      "cannot read state file \(path.quoted): \(reason)"
    case .scriptWithoutCommands(let path):
      "script \(path.quoted) holds no command, so it would cover nothing; give it the moves it "
        + "checks, or leave it out"
    case .unreadableNotification(let path, let reason):
      "cannot read notification \(path.quoted): \(reason); give a regular file of JSON, its "
        + "path from the folder the run starts in"
    case .misplacedStartingState(let path):
      "script \(path.quoted) starts from the state on its '# state:' line, so it must be the "
        + "first -f or -c; put it first"
    case .startingStateWithStateFile(let path):
      "script \(path.quoted) starts from the state on its '# state:' line; run it without "
        + "'--state', which would restore a second one"
    case .startingStateOnFirstLaunch(let path):
      "script \(path.quoted) starts from the state on its '# state:' line; run it without "
        + "'--first-launch', which starts from a fresh install instead"
    case .signedInFirstLaunch:
      "a first launch is a fresh install, with no one signed in; give '--first-launch' or "
        + "'--signed-in', not both"
    }
  }
}
