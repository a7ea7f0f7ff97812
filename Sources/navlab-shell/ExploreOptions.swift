/// The command line of `navlab-shell explore`.
struct ExploreOptions: Equatable {
  var depth = 8
  var signedIn = false
  var exhaustive = false
  var flowID: String?

  static let flags = ["--depth", "--signed-in", "--exhaustive", "--flow"]

  /// Parses the arguments after `explore`; the flow id is checked against the app's flows later.
  ///
  /// - Throws: ``UsageError`` for an unknown option or a bad depth.
  static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> ExploreOptions {
    var options = ExploreOptions()
    var remaining = arguments
    while let argument = remaining.popFirst() {
      switch argument {
      case "--signed-in":
        options.signedIn = true
      case "--exhaustive":
        options.exhaustive = true
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
