/// The command line of `navlab-shell explore`.
struct ExploreOptions: Equatable {
  var depth = 8
  var signedIn = false

  static let flags = ["--depth", "--signed-in"]

  /// Parses the arguments after `explore`.
  ///
  /// - Throws: ``UsageError`` for an unknown option or a bad depth.
  static func parse(_ arguments: ArraySlice<String>) throws(UsageError) -> ExploreOptions {
    var options = ExploreOptions()
    var remaining = arguments
    while let argument = remaining.popFirst() {
      switch argument {
      case "--signed-in":
        options.signedIn = true
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
