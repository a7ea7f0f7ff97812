/// The command line of `navlab-shell`.
struct ShellOptions: Equatable {
  /// Where script commands come from, in the order given.
  enum Input: Equatable {
    case script(path: String)
    case command(String)
  }

  var deeplinks: [String] = []
  var statePath: String?
  var keepGoing = false
  var inputs: [Input] = []
  var showHelp = false
  var showVersion = false
  /// `explore [--depth N] [--signed-in] [--flow ID] [--exhaustive]`: walk every reachable state
  /// instead of running commands.
  var explore: ExploreOptions?
  /// `graph [--format dot|mermaid] [--flow ID] [--depth N]`: print the navigation map.
  var graph: GraphOptions?
  /// `coverage [SCRIPT.nav ...] [--min PERCENT]`: how much of the map scripts visit.
  var coverage: CoverageOptions?

  /// A command that replaces the shell: its name, its synopsis and what it does.
  struct Subcommand {
    let name: String
    let synopsis: String
    let summary: String
  }

  /// The subcommands: the parser and `--help` both read this table.
  static let subcommands = [
    Subcommand(
      name: "explore", synopsis: "explore [--depth N] [--signed-in] [--flow ID] [--exhaustive]",
      summary: """
        walks every state reachable in N actions (default 8) from a fresh launch, as a guest or
        signed in as 'reader', checks the app's rules in each, and prints the shortest script that
        breaks one. It walks one flow in sight at a time; --flow walks only flow ID, with the app
        around it; --exhaustive walks every combination of every tab's stack instead.
        """),
    Subcommand(
      name: "graph", synopsis: "graph [--format dot|mermaid] [--flow ID] [--depth N]",
      summary: """
        prints the navigation map that exploration to depth N (default 8) reaches from a guest
        and a signed-in launch: one node per screen kind, an edge per move, links from one node
        per link form, gated edges dashed; --flow keeps one tab's screens and their neighbours.
        """),
    Subcommand(
      name: "coverage", synopsis: "coverage [SCRIPT.nav ...] [--min PERCENT] [--depth N]",
      summary: """
        runs scenario scripts (default Tests/Scenarios/*.nav, each with its '# args:' and
        '# state:' header) and reports the screens and transitions of the map they visit, then a
        shortest script for each one missed; with --min, exits 1 below PERCENT transitions.
        """),
  ]

  static let usage = """
    usage: navlab-shell [--deeplink URL] [--state FILE] [--keep-going] [-f SCRIPT] [-c COMMAND]...
                        [--help] [--version]
    \(subcommands.map { "       navlab-shell " + $0.synopsis }.joined(separator: "\n"))

    Drives the NavLab app line by line. On a terminal it is interactive; with -f, -c or piped
    input it runs a script, echoing each command before its output.

    options:
      --deeplink URL   deliver URL at cold start, before launch completes (repeatable)
      --state FILE     restore navigation from FILE at launch and save it after every change
      --keep-going     run every script line even after one fails (still exits 1)
      -f SCRIPT        run the commands in SCRIPT (repeatable, in order with -c); a '# state:'
                       line in its header (as 'record' writes) restores that state at launch
      -c COMMAND       run COMMAND (repeatable, in order with -f)
      --help, -h       show this help
      --version        show the version

    \(subcommands.map { $0.name + " " + $0.summary }.joined(separator: "\n\n"))

    exit status: 0 every command succeeded; 1 a command failed, or coverage fell below --min;
    2 a usage error or unreadable script; 3 every command succeeded but moves are not saved to
    the --state FILE (each failed save is a warning, and the last error line names them).
    Type 'help' inside the shell for its commands.
    """

  private static let flags = [
    "--deeplink", "--state", "--keep-going", "-f", "-c", "--help", "--version",
  ]

  /// Parses the arguments after the program name.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a missing value, or a value given to a flag
  ///   that takes none (`--keep-going=no`).
  static func parse(_ arguments: [String]) throws(UsageError) -> ShellOptions {
    var options = ShellOptions()
    var remaining = arguments[...]
    switch remaining.first {
    case "explore": options.explore = try ExploreOptions.parse(remaining.dropFirst())
    case "graph": options.graph = try GraphOptions.parse(remaining.dropFirst())
    case "coverage": options.coverage = try CoverageOptions.parse(remaining.dropFirst())
    default: break
    }
    if options.explore != nil || options.graph != nil || options.coverage != nil {
      return options
    }
    while let argument = remaining.popFirst() {
      var (flag, inlineValue) = (argument, String?.none)
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else { throw .missingValue(flag) }
        return next
      }
      func noValue() throws(UsageError) {
        if let inlineValue { throw .unexpectedValue(flag, value: inlineValue) }
      }
      switch flag {
      case "--deeplink": options.deeplinks.append(try value())
      case "--state": options.statePath = try value()
      case "--keep-going":
        try noValue()
        options.keepGoing = true
      case "-f": options.inputs.append(.script(path: try value()))
      case "-c": options.inputs.append(.command(try value()))
      case "--help", "-h":
        try noValue()
        options.showHelp = true
      case "--version":
        try noValue()
        options.showVersion = true
      default:
        let candidates = flag.hasPrefix("-") ? flags : subcommands.map(\.name)
        throw .unknownOption(argument, suggestion: candidates.closest(to: flag))
      }
    }
    return options
  }
}

/// A command-line mistake: printed as one `error:` line, exit status 2.
enum UsageError: Error, Equatable, CustomStringConvertible {
  case unknownOption(String, suggestion: String?)
  case missingValue(String)
  case unexpectedValue(String, value: String)
  case unreadableScript(String, reason: String)
  case badDepth(String)
  case misplacedStartingState(String)
  case startingStateWithStateFile(String)
  case unknownFormat(String, suggestion: String?)
  case unknownFlow(String, suggestion: String?, flows: [String])
  case badMinimum(String)

  var description: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      "unknown option \(option.quoted)"
        + hint(suggestion, otherwise: "; see 'navlab-shell --help'")
    case .missingValue(let option):
      "option '\(option)' needs a value; see 'navlab-shell --help'"
    case .badDepth(let value):
      "depth \(value.quoted) is not a whole number from 1 to 50; try '--depth 8'"
    case .unknownFormat(let format, let suggestion):
      "unknown format \(format.quoted)"
        + hint(suggestion, otherwise: "; formats are 'dot' and 'mermaid'")
    case .unknownFlow(let flow, let suggestion, let flows):
      "unknown flow \(flow.quoted)"
        + hint(
          suggestion, otherwise: "; flows are " + flows.map { "'\($0)'" }.joined(separator: ", "))
    case .badMinimum(let value):
      "minimum \(value.quoted) is not a percentage from 0 to 100; try '--min 60'"
    case .unexpectedValue(let option, let value):
      "option '\(option)' takes no value; remove \(("=" + value).quoted)"
    case .unreadableScript(let path, let reason):
      "cannot read script \(path.quoted): \(reason)"
    case .misplacedStartingState(let path):
      "script \(path.quoted) starts from the state on its '# state:' line, so it must be the "
        + "first -f or -c; put it first"
    case .startingStateWithStateFile(let path):
      "script \(path.quoted) starts from the state on its '# state:' line; run it without "
        + "'--state', which would restore a second one"
    }
  }
}
