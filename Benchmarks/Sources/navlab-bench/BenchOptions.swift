import Foundation

/// The flags `navlab-bench` accepts.
struct BenchOptions: Sendable {
  /// `--only-explore`: print only the explore lines (the scale table, the product on every
  /// device, the map).
  var onlyExplore = false
  /// `--check-shelves`: check quickly that each Shelf tab assembles and keeps every rule.
  var checkShelves = false
  /// `--only-terminal`: print only the line editor and history lines (release shell in a
  /// pseudo-terminal).
  var onlyTerminal = false
  /// `--once`: one walk a line, no warm-up and no median, as callgrind measures.
  var once = false
  /// `--apps 2,5+10`: the scale table's apps to walk, by name; every app when empty.
  var apps: [String] = []
  /// `--walks one-flow`: the scale table's walks, by name; every walk when empty.
  var walks: [String] = []
  /// `--depth N`: how many actions deep the scale table walks.
  var depth = ExploreBenchmark.depth
  /// `--devices iphone`: the scale table walks an iPhone alone; `every`, the default, every
  /// device.
  var everyDevice = true
  /// `--budget N`: the states a walk of the scale table may find before it stops.
  var budget = ExploreBenchmark.budget

  /// Whether only the scale table runs: set by any of its options.
  var onlyScale = false

  /// The flags and the option each sets: the parser and its error message read this one table.
  static let flags: [(name: String, option: WritableKeyPath<BenchOptions, Bool> & Sendable)] = [
    ("--only-explore", \.onlyExplore),
    ("--check-shelves", \.checkShelves),
    ("--only-terminal", \.onlyTerminal),
    ("--once", \.once),
  ]

  /// The options that take a value, what each accepts, and how each sets it.
  ///
  /// Setting returns `false` for a value the option does not accept. Each of them runs the
  /// scale table alone.
  @MainActor static let valued:
    [(name: String, accepts: String, set: @MainActor (inout BenchOptions, String) -> Bool)] = [
      (
        "--apps", ExploreBenchmark.apps.map(\.name).joined(separator: ", "),
        { options, value in
          options.apps = value.split(separator: ",").map(String.init)
          let names = ExploreBenchmark.apps.map(\.name)
          return options.apps.allSatisfy(names.contains)
        }
      ),
      (
        "--walks", ExploreBenchmark.Walked.allCases.map(\.rawValue).joined(separator: ", "),
        { options, value in
          options.walks = value.split(separator: ",").map(String.init)
          return options.walks.allSatisfy { ExploreBenchmark.Walked(rawValue: $0) != nil }
        }
      ),
      (
        "--depth", "a number from 0 to 50",
        { options, value in
          guard let depth = Int(value), (0...50).contains(depth) else { return false }
          options.depth = depth
          return true
        }
      ),
      (
        "--devices", "every, iphone",
        { options, value in
          guard value == "every" || value == "iphone" else { return false }
          options.everyDevice = value == "every"
          return true
        }
      ),
      (
        "--budget", "a number of states above 0",
        { options, value in
          guard let budget = Int(value), budget > 0 else { return false }
          options.budget = budget
          return true
        }
      ),
    ]

  /// Reads `arguments`; prints the problem and exits with status 2 on one it does not know.
  @MainActor static func parse(_ arguments: some Sequence<String>) -> BenchOptions {
    var options = BenchOptions()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      if let flag = flags.first(where: { $0.name == argument }) {
        options[keyPath: flag.option] = true
      } else if let option = valued.first(where: { $0.name == argument }) {
        guard let value = iterator.next(), option.set(&options, value) else {
          printError("navlab-bench: '\(argument)' takes \(option.accepts)")
          exit(2)
        }
        options.onlyScale = true
      } else {
        let names = flags.map(\.name) + valued.map(\.name)
        printError(
          "navlab-bench: unknown option '\(argument)'; the options are "
            + names.joined(separator: ", "))
        exit(2)
      }
    }
    return options
  }
}
