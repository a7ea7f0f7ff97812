/// The command line of `navlab-shell coverage`.
struct CoverageOptions: Equatable {
  /// The scenario scripts; empty means every `Tests/Scenarios/*.nav`.
  var scripts: [String] = []
  /// The lowest share of transitions, in percent, that passes; `nil` always passes.
  var minimum: Double?
  var depth = 8

  static let flags = ["--min", "--depth"]
  /// Where the scripts are looked for when none is named.
  static let defaultFolder = "Tests/Scenarios"

  /// Parses the arguments after `coverage`.
  ///
  /// - Throws: ``UsageError`` for an unknown option, a missing value, a bad depth or a bad
  ///   minimum.
  static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> CoverageOptions {
    var options = CoverageOptions()
    var remaining = arguments
    while let argument = remaining.popFirst() {
      switch argument {
      case "--min":
        guard let value = remaining.popFirst() else { throw .missingValue(argument) }
        let number = Double(value.hasSuffix("%") ? String(value.dropLast()) : value)
        guard let number, number.isFinite, (0...100).contains(number) else {
          throw .badMinimum(value)
        }
        options.minimum = number
      case "--depth":
        guard let value = remaining.popFirst() else { throw .missingValue(argument) }
        options.depth = try parseDepth(value)
      case let flag where flag.hasPrefix("-"):
        throw .unknownOption(argument, suggestion: flags.closest(to: argument))
      default:
        options.scripts.append(argument)
      }
    }
    return options
  }
}
