import LinkRouting

/// One line of the shell, parsed.
enum Command: Equatable {
  case show
  case tap(String)
  case type(field: String, text: String)
  case back
  case dismiss
  case tab(String)
  /// The window's width changed, as rotation or a resize does.
  case resize(Width)
  case open(String)
  /// A notification tapped: its payload as JSON.
  case notify(String)
  /// A user activity continued: its type, and its webpage URL or its user info as JSON.
  case activity(type: String, content: String)
  case expect(String, visible: Bool)
  case check
  case link
  case state
  case help(String?)
  case record(path: String, force: Bool)
  case recordStop
  case quit

  /// Parses one non-blank, non-comment line.
  ///
  /// Arguments are split on the first spaces only: `type ID TEXT` takes the rest of the line as
  /// TEXT, spaces included, `activity TYPE URL|JSON` its URL or JSON, and `open URL`,
  /// `notify JSON` and `record [--force] FILE` the rest of the line, trimmed. There is no quoting.
  ///
  /// - Throws: ``CommandError`` for an unknown command or wrong arguments.
  static func parse(_ line: String) throws(CommandError) -> Command {
    let (name, rest) = line.trimmingBlanks.splitAtFirstBlank
    guard let spec = CommandSpec.named(name) else {
      if ShellOptions.subcommands.contains(where: { $0.name == name }) {
        throw .subcommand(name)
      }
      throw .unknownCommand(name, suggestion: CommandSpec.names.closest(to: name))
    }
    let argument = rest.trimmingBlanks
    switch spec.name {
    case "tap": return .tap(try spec.oneWord(argument))
    case "tab": return .tab(try spec.oneWord(argument))
    case "resize":
      let word = try spec.oneWord(argument)
      guard let width = Width(rawValue: word) else {
        let widths = Width.allCases.map(\.rawValue)
        throw .unknownWidth(word, suggestion: widths.closest(to: word), widths: widths)
      }
      return .resize(width)
    case "open": return .open(try spec.required(argument))
    case "notify": return .notify(try spec.required(argument))
    case "activity":
      let (type, content) = argument.splitAtFirstBlank
      return .activity(
        type: try spec.required(type), content: try spec.required(content.trimmingBlanks))
    case "type":
      let (field, text) = rest.trimmingLeadingBlanks.splitAtFirstBlank
      return .type(field: try spec.required(field), text: text)
    case "expect":
      let (first, target) = argument.splitAtFirstBlank
      guard first == "not" else { return .expect(try spec.oneWord(argument), visible: true) }
      return .expect(try spec.oneWord(target.trimmingBlanks), visible: false)
    case "help": return .help(argument.isEmpty ? nil : try spec.oneWord(argument))
    case "record":
      guard argument != "stop" else { return .recordStop }
      let (first, path) = argument.splitAtFirstBlank
      guard first == "--force" else {
        return .record(path: try spec.required(argument), force: false)
      }
      return .record(path: try spec.required(path.trimmingBlanks), force: true)
    default:
      guard argument.isEmpty else { throw .unexpectedArgument(spec.name, argument, spec.usage) }
      guard let bare = spec.bare else {
        assertionFailure("'\(spec.name)' takes an argument, so Command.parse needs a case for it.")
        throw .unknownCommand(spec.name, suggestion: nil)
      }
      return bare
    }
  }
}

extension Command {
  /// Whether the command may move the app: a recording follows it with an `expect`.
  var isMove: Bool {
    switch self {
    case .tap, .type, .back, .dismiss, .tab, .resize, .open, .notify, .activity: true
    case .show, .expect, .check, .link, .state, .help, .record, .recordStop, .quit: false
    }
  }

  /// Whether a recording writes the command: every command but those that run the recording.
  var isRecorded: Bool {
    switch self {
    case .record, .recordStop, .quit: false
    default: true
    }
  }
}

extension CommandSpec {
  fileprivate func required(_ argument: String) throws(CommandError) -> String {
    guard !argument.isEmpty else { throw .missingArgument(name, usage) }
    return argument
  }

  fileprivate func oneWord(_ argument: String) throws(CommandError) -> String {
    let word = try required(argument)
    let (first, rest) = word.splitAtFirstBlank
    guard rest.trimmingBlanks.isEmpty else {
      throw .unexpectedArgument(name, rest.trimmingBlanks, usage)
    }
    return first
  }
}
