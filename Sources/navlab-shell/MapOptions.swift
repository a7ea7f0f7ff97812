import AppExplorer

/// The command line of `navlab-shell map`.
struct MapOptions: Equatable, SubcommandOptions {
  /// How a difference is written.
  enum Format: String, CaseIterable, Equatable {
    /// Sentences a reviewer reads.
    case text
    /// A Graphviz drawing, what was added green and what was removed red.
    case dot
  }

  /// What the run does with the code's map.
  enum Mode: Equatable {
    /// Prints it.
    case print
    /// Writes it to the file.
    case write(String)
    /// Compares the file with it, and fails when they differ.
    case check(String)
    /// Compares two saved maps, the operands.
    case diff
    /// Checks the screen paths in the file, one JSON array of screen ids a line, against the
    /// code's map.
    case checkPaths(String)
  }

  var mode = Mode.print
  /// Whether `--write` may replace a file that is not a map.
  var force = false
  var format = Format.text
  /// The saved maps `--diff` compares.
  var files: [String] = []
  /// How deep each walk goes; see ``defaultDepth``.
  var depth = MapOptions.defaultDepth
  /// How many states each walk may find before it stops unfinished.
  var maxStates = Explorer.defaultMapBudget
  /// Whether `--help` asked for this subcommand's help instead of a run.
  var showHelp = false

  /// The depth the checked-in map is walked to, explore's: every screen kind is reached at depth
  /// 4, but a first launch spends actions on onboarding, and its facts keep growing to 8; the
  /// twelve walks take 34 s at 8 in a release build (ARCHITECTURE.md, "The navigation
  /// contract").
  static let defaultDepth = 8

  /// The options, for the parser, the synopsis and the help.
  static let table = OptionTable<MapOptions>(
    [
      .value(
        "--write", placeholder: "FILE", help: "write the code's map to FILE: the accept command"
      ) { $0.mode = .write($1) },
      .flag("--force", help: "with --write, replace FILE even when it holds no map") {
        $0.force = true
      },
      .value(
        "--check", placeholder: "FILE",
        help: "say how FILE differs from the code's map, in sentences; exit 1 if it does"
      ) { $0.mode = .check($1) },
      .flag("--diff", help: "compare two saved maps, A then B, and say what B changes") {
        $0.mode = .diff
      },
      .value(
        "--check-paths", placeholder: "FILE",
        help: "say of each screen path in FILE (a JSON array a line) whether the app allows it"
      ) { $0.mode = .checkPaths($1) },
      .format(
        \.format, help: "write a difference as sentences (text, the default) or as Graphviz (dot)"),
      .value(
        "--depth", placeholder: "N",
        help: "walk N actions deep, 1 to 50 (default \(defaultDepth))"
      ) { options, value throws(UsageError) in
        options.depth = try parseDepth(value)
      },
      .maxStates(default: grouped(Explorer.defaultMapBudget)) { $0.maxStates = $1 },
      .flag("--help", "-h", help: "show this help", inSynopsis: false) { $0.showHelp = true },
    ], operand: .argument("A B") { $0.files.append($1) })

  /// Refuses operands without `--diff`, `--diff` without two of them, and `--force` without
  /// `--write`.
  static func check(_ options: MapOptions) throws(UsageError) {
    if options.force {
      guard case .write = options.mode else { throw .forceWithoutWrite }
    }
    if options.mode == .diff {
      guard options.files.count == 2 else { throw .mapDiffFiles(options.files.count) }
    } else if let extra = options.files.first {
      throw .mapOperandWithoutDiff(extra)
    }
  }
}
