import AppCoordinator
import AppExplorer
import LinkRouting

/// The command line of `navlab-shell graph`.
struct GraphOptions: Equatable, SubcommandOptions {
  /// How the map is written.
  enum Format: String, CaseIterable, Equatable {
    case dot
    case mermaid
  }

  var format = Format.dot
  var flowID: String?
  var depth = 8
  /// Whether the map adds the walk from a fresh install, onboarding first.
  var firstLaunch = false
  /// How many states the walks may find before they stop unfinished.
  var maxStates = Explorer.defaultMapBudget
  /// The platform and width the walks run on, iOS and compact unless told.
  var device = Device.iPhone
  /// Whether `--help` asked for this subcommand's help instead of a run.
  var showHelp = false

  /// The options, for the parser, the synopsis and the help; the flow id is checked against the
  /// app's flows later.
  static let table = OptionTable<GraphOptions>([
    .format(\.format, help: "write the map for Graphviz (dot, the default) or Mermaid"),
    .value("--flow", placeholder: "ID", help: "keep flow ID's screens and their neighbours") {
      $0.flowID = $1
    },
    .value("--depth", placeholder: "N", help: "explore N actions deep, 1 to 50 (default 8)") {
      options, value throws(UsageError) in
      options.depth = try parseDepth(value)
    },
    .firstLaunch(
      \.firstLaunch,
      help: "walk from a fresh install too, onboarding first: its pages join the map"),
    .platform(help: "walk as on ios (the default) or macos") { $0.device.platform = $1 },
    .width(help: "walk in compact (the default) or regular width") { $0.device.width = $1 },
    .maxStates(default: grouped(Explorer.defaultMapBudget)) { $0.maxStates = $1 },
    .flag("--help", "-h", help: "show this help", inSynopsis: false) { $0.showHelp = true },
  ])
}

extension OptionSpec {
  /// `--first-launch`, a launch as a fresh install, onboarding first: for the shell's own run and
  /// for the walks of `explore`, `graph` and `coverage`.
  static func firstLaunch(_ flag: WritableKeyPath<Options, Bool> & Sendable, help: String) -> Self {
    .flag("--first-launch", help: help) { $0[keyPath: flag] = true }
  }

  /// `--format WORD`, one of `Format`'s cases by its name, for `graph`, `map` and `links`.
  ///
  /// A word that names none is refused naming the choices, or the one it nearly spells.
  static func format<Format: RawRepresentable & CaseIterable & Sendable>(
    _ format: WritableKeyPath<Options, Format> & Sendable, help: String
  ) -> Self where Format.RawValue == String {
    let choices = Format.allCases.map(\.rawValue)
    return .value("--format", placeholder: choices.joined(separator: "|"), help: help) {
      options, value throws(UsageError) in
      guard let chosen = Format(rawValue: value) else {
        throw .unknownChoice(
          "format", value, suggestion: choices.closest(to: value.lowercased()), choices: choices)
      }
      options[keyPath: format] = chosen
    }
  }

  /// `--max-states N`, the state budget of the walks `explore`, `graph`, `coverage` and `map`
  /// make, kept by `set`; its help names the command's default, `default`, since each kind of
  /// walk has its own (`Explorer+Budget.swift`).
  static func maxStates(
    default: String, _ set: @escaping @Sendable (inout Options, Int) -> Void
  ) -> Self {
    .value(
      "--max-states", placeholder: "N",
      help: "stop unfinished after N states, exit 1 (default \(`default`))"
    ) { options, value throws(UsageError) in
      set(&options, try parseMaxStates(value))
    }
  }
}

/// A state budget, a whole number of at least 1, as `explore`, `graph` and `coverage` take it.
///
/// - Throws: ``UsageError/badMaxStates(_:)`` for anything else.
func parseMaxStates(_ value: String) throws(UsageError) -> Int {
  let digits = value.filter { $0 != "," && $0 != "_" }
  guard digits.isDecimalDigits, let budget = Int(digits), budget >= 1 else {
    throw .badMaxStates(value)
  }
  return budget
}

extension String {
  /// Whether the text is one or more ASCII digits and nothing else: no sign, no exponent, no
  /// space, which `Int(_:)` would read or refuse without saying which.
  var isDecimalDigits: Bool {
    !isEmpty && utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
  }
}

/// A depth from 1 to 50, as `explore`, `graph` and `coverage` take it.
///
/// - Throws: ``UsageError/badDepth(_:)`` for anything else.
func parseDepth(_ value: String) throws(UsageError) -> Int {
  guard value.isDecimalDigits, let depth = Int(value), (1...50).contains(depth) else {
    throw .badDepth(value)
  }
  return depth
}
