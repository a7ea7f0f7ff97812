import AppCoordinator
import AppExplorer
import Foundation
import LinkRouting

/// The command line of `navlab-shell coverage`.
struct CoverageOptions: Equatable, SubcommandOptions {
  /// The scenario scripts; empty means every script of ``scenarioFolders()``.
  var scripts: [String] = []
  /// The lowest share of transitions, in percent, that passes; `nil` always passes.
  var minimum: Double?
  var depth = 8
  /// Whether the map adds the walk from a fresh install, onboarding first.
  var firstLaunch = false
  /// How many states the walks may find before they stop unfinished.
  var maxStates = Explorer.defaultMapBudget
  /// The one platform to report on, with `--platform`; every platform when `nil`.
  var platform: Platform?
  /// The one width to report on, with `--width`; every width when `nil`.
  var width: Width?
  /// The folder `--write-scripts` writes a script into for each screen and transition missed;
  /// `nil` reports instead.
  var scriptFolder: String?
  /// The flows whose parts of the map `--write-scripts` writes scripts for; every part when
  /// empty.
  var flowIDs: [String] = []
  /// Whether `--write-scripts` may replace a script of the same name in its folder.
  var force = false
  /// Whether `--help` asked for this subcommand's help instead of a run.
  var showHelp = false

  /// Where the scripts are looked for when none is named: the app's scenarios.
  static let defaultFolder = "Tests/Scenarios"

  /// Every folder of scenarios under the `tests` folder (the package's `Tests` by default,
  /// relative to its root): its `Scenarios` (``defaultFolder``, the app's), then each test
  /// target's own `Scenarios` folder (`Tests/WalletFlowTests/Scenarios`), where a team keeps
  /// its flow's scripts beside its suite, by target name.
  static func scenarioFolders(in tests: String = "Tests") -> [String] {
    let targets = (try? FileManager.default.contentsOfDirectory(atPath: tests)) ?? []
    return [tests + "/Scenarios"]
      + targets.sorted().map { "\(tests)/\($0)/Scenarios" }.filter { folder in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
          && isFolder.boolValue
      }
  }

  /// The options and the scripts, for the parser, the synopsis and the help.
  static let table = OptionTable<CoverageOptions>(
    [
      .value(
        "--min", placeholder: "PERCENT",
        help: "exit 1 below PERCENT of the transitions (0 to 100); with --write-scripts,\n"
          + "write only until each part reaches PERCENT"
      ) { options, value throws(UsageError) in
        let number = Double(value.hasSuffix("%") ? String(value.dropLast()) : value)
        guard let number, number.isFinite, (0...100).contains(number) else {
          throw .badMinimum(value)
        }
        options.minimum = number
      },
      .value("--depth", placeholder: "N", help: "explore the map N actions deep (default 8)") {
        options, value throws(UsageError) in
        options.depth = try parseDepth(value)
      },
      .firstLaunch(
        \.firstLaunch,
        help: "count against the map with a fresh install's walk too, onboarding first"),
      .maxStates(default: grouped(Explorer.defaultMapBudget)) { $0.maxStates = $1 },
      .platform(help: "report on this platform only (default: ios and macos)") {
        $0.platform = $1
      },
      .width(help: "report on this width only (default: compact and regular)") { $0.width = $1 },
      .value(
        "--write-scripts", placeholder: "DIR",
        help: "write a script for each screen and transition missed into DIR, each replayed\n"
          + "and checked first; a script that fails is named, not written"
      ) { $0.scriptFolder = $1 },
      .value(
        "--flow", placeholder: "ID", help: "with --write-scripts, only what flow ID's figures miss",
        synopsisMark: "..."
      ) { $0.flowIDs.append($1) },
      .flag("--force", help: "with --write-scripts, replace scripts of the same names in DIR") {
        $0.force = true
      },
      .flag("--help", "-h", help: "show this help", inSynopsis: false) { $0.showHelp = true },
    ], operand: .argument("SCRIPT.nav ...") { $0.scripts.append($1) })

  /// Refuses `--flow` and `--force` without `--write-scripts`.
  static func check(_ options: CoverageOptions) throws(UsageError) {
    guard options.scriptFolder == nil else { return }
    if !options.flowIDs.isEmpty { throw .needsWriteScripts("--flow") }
    if options.force { throw .needsWriteScripts("--force") }
  }

  /// The devices reported on: every platform with every width, less what `--platform` and
  /// `--width` leave out.
  var devices: [Device] { Device.all(platform: platform, width: width) }
}
