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
  /// `explore [--depth N] [--signed-in]`: walk every reachable state instead of running commands.
  var explore: ExploreOptions?

  static let usage = """
    usage: navlab-shell [--deeplink URL] [--state FILE] [--keep-going] [-f SCRIPT] [-c COMMAND]...
                        [--help] [--version]
           navlab-shell explore [--depth N] [--signed-in]

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

    explore walks every state reachable in N actions (default 8) from a fresh launch, as a guest or
    signed in as 'reader', checks the app's rules in each, and prints the shortest script that
    breaks one.

    exit status: 0 every command succeeded; 1 a command failed; 2 a usage error or unreadable script.
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
    if remaining.first == "explore" {
      remaining.removeFirst()
      options.explore = try ExploreOptions.parse(remaining)
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
      default: throw .unknownOption(argument, suggestion: flags.closest(to: flag))
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

  var description: String {
    switch self {
    case .unknownOption(let option, let suggestion):
      "unknown option \(option.quoted)"
        + hint(suggestion, otherwise: "; see 'navlab-shell --help'")
    case .missingValue(let option):
      "option '\(option)' needs a value; see 'navlab-shell --help'"
    case .badDepth(let value):
      "depth \(value.quoted) is not a whole number from 1 to 50; try '--depth 8'"
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
