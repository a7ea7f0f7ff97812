/// The command line of `navlab-shell graph`.
struct GraphOptions: Equatable {
  /// How the map is written.
  enum Format: String, CaseIterable, Equatable {
    case dot
    case mermaid
  }

  var format = Format.dot
  var flowID: String?
  var depth = 8

  static let flags = ["--format", "--flow", "--depth"]

  /// Parses the arguments after `graph`; the flow id is checked against the app's flows later.
  ///
  /// - Throws: ``UsageError`` for an unknown option or format, a missing value or a bad depth.
  static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> GraphOptions {
    var options = GraphOptions()
    var remaining = arguments
    while let argument = remaining.popFirst() {
      switch argument {
      case "--format":
        guard let value = remaining.popFirst() else { throw .missingValue(argument) }
        guard let format = Format(rawValue: value) else {
          throw .unknownFormat(
            value, suggestion: Format.allCases.map(\.rawValue).closest(to: value.lowercased()))
        }
        options.format = format
      case "--flow":
        guard let value = remaining.popFirst() else { throw .missingValue(argument) }
        options.flowID = value
      case "--depth":
        guard let value = remaining.popFirst() else { throw .missingValue(argument) }
        options.depth = try parseDepth(value)
      default:
        throw .unknownOption(argument, suggestion: flags.closest(to: argument))
      }
    }
    return options
  }
}

/// A depth from 1 to 50, as `explore`, `graph` and `coverage` take it.
///
/// - Throws: ``UsageError/badDepth(_:)`` for anything else.
func parseDepth(_ value: String) throws(UsageError) -> Int {
  guard let depth = Int(value), (1...50).contains(depth) else { throw .badDepth(value) }
  return depth
}
