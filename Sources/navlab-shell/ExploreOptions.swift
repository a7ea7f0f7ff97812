import AppCoordinator
import AppExplorer
import LinkRouting

/// The command line of `navlab-shell explore`.
struct ExploreOptions: Equatable, SubcommandOptions {
  var depth = 8
  var signedIn = false
  /// Whether `--whole` was given: every combination of every flow's state, the oracle of the
  /// default walk by groups.
  var whole = false
  /// Whether the walk starts from a fresh install, onboarding first.
  var firstLaunch = false
  var flowID: String?
  /// The one platform to walk, with `--platform`; every platform when `nil`.
  var platform: Platform?
  /// The one width to walk, with `--width`; every width when `nil`.
  var width: Width?
  /// How many states the walk may find before it stops unfinished, with `--max-states`; else
  /// the budget of the walk asked for (``budget``).
  var maxStates: Int?
  /// Whether `--help` asked for this subcommand's help instead of a run.
  var showHelp = false

  /// The options, for the parser, the synopsis and the help; the flow id is checked against the
  /// app's flows later.
  static let table = OptionTable<ExploreOptions>([
    .value("--depth", placeholder: "N", help: "walk N actions deep, 1 to 50 (default 8)") {
      options, value throws(UsageError) in
      options.depth = try parseDepth(value)
    },
    .flag("--signed-in", help: "launch signed in as 'reader' instead of as a guest") {
      $0.signedIn = true
    },
    .value("--flow", placeholder: "ID", help: "walk only the group of flows that holds flow ID") {
      $0.flowID = $1
    },
    .flag(
      "--whole", "--exhaustive",
      help: "walk every combination of every flow's state, not flows by groups (slower)"
    ) {
      $0.whole = true
    },
    .firstLaunch(\.firstLaunch, help: "launch as a fresh install, onboarding first, as a guest"),
    .platform(help: "walk only this platform (default: ios and macos)") { $0.platform = $1 },
    .width(help: "walk only this width (default: compact and regular)") { $0.width = $1 },
    .maxStates(
      default:
        "\(grouped(Explorer.defaultBudget)); \(grouped(Explorer.defaultViewBudget)) with --flow"
    ) { $0.maxStates = $1 },
    .flag("--help", "-h", help: "show this help", inSynopsis: false) { $0.showHelp = true },
  ])
}

extension ExploreOptions {
  /// The devices the walk covers: every platform with every width, less what `--platform` and
  /// `--width` leave out.
  var devices: [Device] { Device.all(platform: platform, width: width) }

  /// The walk's state budget: `--max-states`, else the default of the walk asked for, the
  /// whole walk's with `--whole`, else that of a walk by views.
  var budget: Int {
    // Public figures only: the fuzz harness compiles the shell outside the package.
    maxStates ?? (whole && flowID == nil ? Explorer.defaultBudget : Explorer.defaultViewBudget)
  }
}
