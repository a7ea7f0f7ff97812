import Foundation

/// The flags `navlab-bench` accepts.
struct BenchOptions: Sendable {
  /// `--only-explore`: print only the `explore N tabs depth 8` lines.
  var onlyExplore = false
  /// `--exhaustive`: explore with the full walk, every combination of every flow's state.
  var exhaustive = false
  /// `--check-shelves`: check quickly that each Shelf tab assembles and keeps every rule.
  var checkShelves = false
  /// `--only-terminal`: print only the line editor and history lines (release shell in a
  /// pseudo-terminal).
  var onlyTerminal = false

  /// The flags and the option each sets: the parser and its error message read this one table.
  static let flags: [(name: String, option: WritableKeyPath<BenchOptions, Bool> & Sendable)] = [
    ("--only-explore", \.onlyExplore),
    ("--exhaustive", \.exhaustive),
    ("--check-shelves", \.checkShelves),
    ("--only-terminal", \.onlyTerminal),
  ]

  /// Reads `arguments`; prints the problem and exits with status 2 on one it does not know.
  static func parse(_ arguments: some Sequence<String>) -> BenchOptions {
    var options = BenchOptions()
    for argument in arguments {
      guard let flag = flags.first(where: { $0.name == argument }) else {
        printError(
          "navlab-bench: unknown option '\(argument)'; the options are "
            + flags.map(\.name).joined(separator: ", "))
        exit(2)
      }
      options[keyPath: flag.option] = true
    }
    return options
  }
}
