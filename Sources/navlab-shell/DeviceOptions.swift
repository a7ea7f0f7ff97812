import LinkRouting

extension OptionSpec {
  /// `--platform ios|macos`: the system the app runs on, for the shell's own run, or the one
  /// platform `explore` walks.
  static func platform(help: String, set: @escaping @Sendable (inout Options, Platform) -> Void)
    -> Self
  {
    .value("--platform", placeholder: "ios|macos", help: help) {
      options, value throws(UsageError) in
      set(&options, try parseChoice(value, of: Platform.self, named: "platform"))
    }
  }

  /// `--width compact|regular`: the width the app starts in, or the one width `explore` walks.
  static func width(help: String, set: @escaping @Sendable (inout Options, Width) -> Void) -> Self {
    .value("--width", placeholder: "compact|regular", help: help) {
      options, value throws(UsageError) in
      set(&options, try parseChoice(value, of: Width.self, named: "width"))
    }
  }
}

/// One of a fixed set of words, such as a platform or a width.
///
/// - Throws: ``UsageError/unknownChoice(_:_:suggestion:choices:)`` for any other word.
func parseChoice<Choice: RawRepresentable & CaseIterable>(
  _ value: String, of _: Choice.Type, named name: String
) throws(UsageError) -> Choice where Choice.RawValue == String {
  if let choice = Choice(rawValue: value) { return choice }
  let choices = Choice.allCases.map(\.rawValue)
  throw .unknownChoice(
    name, value, suggestion: choices.closest(to: value.lowercased()), choices: choices)
}

extension Device {
  /// Every device, iOS compact first, or only those of `platform` and of `width` where given: the
  /// devices `explore` walks and `coverage` reports on.
  static func all(platform: Platform?, width: Width?) -> [Device] {
    all.filter {
      (platform == nil || $0.platform == platform) && (width == nil || $0.width == width)
    }
  }
}
