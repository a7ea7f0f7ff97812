/// One option of a command line: its names, the value it takes, its help and what it sets.
///
/// The parser, the synopsis and the help text all read the same rows, so they cannot drift;
/// adding an option is adding a row.
struct OptionSpec<Options>: Sendable {
  /// The names, the first as the synopsis shows it: `--help`, `-h`.
  let names: [String]
  /// The value's placeholder (`URL`), or `nil` for a flag, which takes none.
  let value: String?
  /// What the option does, for `--help`; a line break continues it on an indented line.
  let help: String
  /// Written after the option in the synopsis, such as `...` for one given again and again.
  let synopsisMark: String
  /// Whether the synopsis shows the option; the help lists every option.
  var inSynopsis = true
  /// Sets the option on the options parsed so far, given its value (empty for a flag).
  let apply: @Sendable (inout Options, String) throws(UsageError) -> Void

  /// A flag: an option that takes no value.
  static func flag(
    _ names: String..., help: String, inSynopsis: Bool = true,
    set: @escaping @Sendable (inout Options) -> Void
  ) -> Self {
    Self(
      names: names, value: nil, help: help, synopsisMark: "", inSynopsis: inSynopsis
    ) { options, _ in set(&options) }
  }

  /// An option that takes a value, after it (`--state FILE`) or, for a long name, after an
  /// equals sign (`--state=FILE`).
  static func value(
    _ names: String..., placeholder: String, help: String, synopsisMark: String = "",
    set: @escaping @Sendable (inout Options, String) throws(UsageError) -> Void
  ) -> Self {
    Self(names: names, value: placeholder, help: help, synopsisMark: synopsisMark, apply: set)
  }

  /// The option as the synopsis shows it: `[--state FILE]`.
  var synopsis: String {
    "[" + names[0] + (value.map { " " + $0 } ?? "") + "]" + synopsisMark
  }

  /// The option as its help line starts: `--help, -h` or `--state FILE`.
  var label: String {
    names.joined(separator: ", ") + (value.map { " " + $0 } ?? "")
  }
}

/// A command line's options, and what a word that is no option is: the one parser every
/// `navlab-shell` command line goes through.
struct OptionTable<Options>: Sendable {
  /// What a word that does not start with `-` is.
  enum Operand: Sendable {
    /// A mistake, answered with the closest of these words (the subcommands), or of the
    /// option names when `nil`.
    case none(suggesting: [String]?)
    /// An argument: its placeholder in the synopsis, and what it sets.
    case argument(String, @Sendable (inout Options, String) throws(UsageError) -> Void)
  }

  /// The options, in the order the synopsis and the help list them.
  let options: [OptionSpec<Options>]
  /// What a word that is not an option is.
  let operand: Operand

  /// A table of `options`, the rest of the words being `operand`.
  init(_ options: [OptionSpec<Options>], operand: Operand = .none(suggesting: nil)) {
    self.options = options
    self.operand = operand
    assert(
      Set(options.flatMap(\.names)).count == options.flatMap(\.names).count,
      "Two options of one command line share a name; give each its own.")
  }

  /// Every option name, in table order: what a misspelt option is compared with.
  var names: [String] { options.flatMap(\.names) }

  /// Parses `arguments` onto `options`.
  ///
  /// A value is the next word, or, for a long name, what follows an equals sign
  /// (`--state=a=b.json`). A next word that is one of the table's options (`--state
  /// --first-launch`) is a mistake, as is a flag given a value (`--keep-going=no`); a value
  /// after an equals sign may be anything (`--state=--first-launch`).
  ///
  /// - Parameters:
  ///   - arguments: The words after the program name, or after the subcommand.
  ///   - options: The options before any word is read: the defaults.
  /// - Returns: `options` with every word applied, in order.
  /// - Throws: ``UsageError`` for an unknown option or word, quoting it and naming the closest
  ///   name; a missing value; a value given to a flag; or a value its option refuses.
  func parse(_ arguments: ArraySlice<String>, into options: Options) throws(UsageError)
    -> Options
  {
    var result = options
    var remaining = arguments
    while let argument = remaining.popFirst() {
      var (flag, inlineValue) = (argument, String?.none)
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        flag = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      guard let option = self.options.first(where: { $0.names.contains(flag) }) else {
        if !argument.hasPrefix("-"), case .argument(_, let take) = operand {
          try take(&result, argument)
          continue
        }
        var candidates = names
        if !flag.hasPrefix("-"), case .none(let words?) = operand {
          // A command after an option: `navlab-shell --first-launch explore`.
          if words.contains(flag) {
            throw .commandNotFirst(flag, rest: Array(arguments.filter { $0 != flag }))
          }
          candidates = words
        }
        throw .unknownOption(argument, suggestion: candidates.closest(to: flag))
      }
      guard option.value != nil else {
        if let inlineValue { throw .unexpectedValue(flag, value: inlineValue) }
        try option.apply(&result, "")
        continue
      }
      guard let value = inlineValue ?? remaining.popFirst() else { throw .missingValue(flag) }
      // `--state --first-launch` forgot the file: taking the next option as the value would
      // save to a file named after it, and drop the option, in silence.
      if inlineValue == nil, names.contains(value) {
        throw .optionAsValue(flag, value: value, placeholder: option.value ?? "VALUE")
      }
      try option.apply(&result, value)
    }
    return result
  }

  /// The synopsis after the command's name: `[SCRIPT.nav ...] [--min PERCENT] [--depth N]`.
  var synopsis: String { synopsisItems.joined(separator: " ") }

  /// The synopsis word by word: the argument's placeholder first, then each option.
  var synopsisItems: [String] {
    var items: [String] = []
    if case .argument(let placeholder, _) = operand { items.append("[" + placeholder + "]") }
    return items + options.filter(\.inSynopsis).map(\.synopsis)
  }

  /// `usage: COMMAND SYNOPSIS`, wrapped before `width` columns under its first option.
  func usageLine(for command: String, width: Int = 100) -> String {
    let start = "usage: " + command + " "
    let indent = String(repeating: " ", count: start.count)
    var lines = [start]
    for item in synopsisItems {
      let last = lines[lines.count - 1]
      let fresh = last == start || last == indent
      if !fresh, last.count + 1 + item.count > width {
        lines.append(indent + item)
      } else {
        lines[lines.count - 1] = last + (fresh ? "" : " ") + item
      }
    }
    return lines.joined(separator: "\n")
  }

  /// One help line per option (more for a help with line breaks), labels in one column.
  var helpLines: [String] {
    let column = (options.map(\.label.count).max() ?? 0) + 3
    return options.flatMap { option in
      option.help.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
        index, line in
        let label = index == 0 ? option.label : ""
        return "  " + label + String(repeating: " ", count: column - label.count) + line
      }
    }
  }
}
