import AppCoordinator

/// One row of the table of shell commands (``CommandSpec/all``): the parser, `help`, Tab
/// completion, recording and the README's command list all read it, so they agree.
struct CommandSpec: Sendable {
  /// The command word.
  let name: String
  /// How to call it, such as `tap ID`.
  let usage: String
  /// One line on what it does.
  let summary: String
  /// Whether it may move the app: a recording follows it with an `expect` of the screen.
  let moves: Bool
  /// Whether a recording writes it: every command but those that run the recording.
  let recorded: Bool
  /// What Tab completes its first argument to in the running app.
  let completions: @MainActor @Sendable (AppCoordinator) -> [String]
  /// The lines `help NAME` prints after the usage and the summary.
  let details: @MainActor @Sendable (AppCoordinator) -> [String]
  /// Reads the words after the name into the command.
  let parse: @Sendable (CommandArguments) throws(CommandError) -> Command

  init(
    _ name: String, usage: String, summary: String, moves: Bool = false, recorded: Bool = true,
    completions: @escaping @MainActor @Sendable (AppCoordinator) -> [String] = { _ in [] },
    details: @escaping @MainActor @Sendable (AppCoordinator) -> [String] = { _ in [] },
    parse: @escaping @Sendable (CommandArguments) throws(CommandError) -> Command
  ) {
    self.name = name
    self.usage = usage
    self.summary = summary
    self.moves = moves
    self.recorded = recorded
    self.completions = completions
    self.details = details
    self.parse = parse
  }

  /// Every command name, in table order.
  static let names = all.map(\.name)

  static func named(_ name: String) -> CommandSpec? {
    all.first { $0.name == name }
  }

  /// Parses one non-blank, non-comment line into its command and the command's row.
  ///
  /// - Throws: ``CommandError`` for an unknown command, a subcommand, or wrong arguments.
  static func parse(_ line: String) throws(CommandError) -> (spec: CommandSpec, command: Command) {
    let (name, rest) = line.trimmingBlanks.splitAtFirstBlank
    guard let spec = named(name) else {
      if ShellOptions.subcommands.contains(where: { $0.name == name }) {
        throw .subcommand(name)
      }
      throw .unknownCommand(name, suggestion: names.closest(to: name))
    }
    return (spec, try spec.parse(CommandArguments(name: spec.name, usage: spec.usage, rest: rest)))
  }
}

/// The words after a command's name, read the way its row says, with errors that quote its
/// usage.
struct CommandArguments {
  let name: String
  let usage: String
  /// The line after the name and the blank that ends it, as typed.
  let rest: String

  /// The rest of the line, trimmed.
  var text: String { rest.trimmingBlanks }

  /// `argument`, the trimmed rest of the line unless given, which must not be empty.
  func required(_ argument: String? = nil) throws(CommandError) -> String {
    let argument = argument ?? text
    guard !argument.isEmpty else { throw .missingArgument(name, usage) }
    return argument
  }

  /// The one word of `argument`, the trimmed rest of the line unless given.
  func oneWord(_ argument: String? = nil) throws(CommandError) -> String {
    let (first, rest) = try required(argument).splitAtFirstBlank
    guard rest.trimmingBlanks.isEmpty else {
      throw .unexpectedArgument(name, rest.trimmingBlanks, usage)
    }
    return first
  }

  /// `command`, for a command that takes no argument, when none is given.
  func none(_ command: Command) throws(CommandError) -> Command {
    guard text.isEmpty else { throw .unexpectedArgument(name, text, usage) }
    return command
  }
}
