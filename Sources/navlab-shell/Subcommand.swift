/// A command that replaces the shell (`navlab-shell explore`): a row of
/// ``ShellOptions/subcommands``.
struct Subcommand: Sendable {
  let name: String
  /// The name and the synopsis of its options, from their table.
  let synopsis: String
  let summary: String
  /// What `navlab-shell NAME --help` prints: usage, summary and every option, from the table.
  let help: String
  /// Reads the words after the name into its field of the shell's options.
  let parse: @Sendable (ArraySlice<String>, inout ShellOptions) throws(UsageError) -> Void
  /// Whether the options parsed hold this subcommand with `--help`.
  let asksForHelp: @Sendable (ShellOptions) -> Bool
  /// Runs it, when the options parsed hold it, and returns the exit status; `nil` otherwise.
  let run: @MainActor @Sendable (ShellOptions) -> Int32?

  /// A subcommand whose options `options` parses into the shell's options, and `run` runs.
  ///
  /// - Parameters:
  ///   - name: The word that names it, first on the command line.
  ///   - options: Its options' table.
  ///   - field: Where the shell's options hold its options.
  ///   - showHelp: The flag `--help` sets.
  ///   - check: Refuses a combination of options the table accepts one by one.
  ///   - run: Its handler, which returns the exit status.
  ///   - summary: What it does, after its name in the help.
  init<Options: SubcommandOptions>(
    name: String, options: OptionTable<Options>,
    into field: WritableKeyPath<ShellOptions, Options?> & Sendable,
    help showHelp: KeyPath<Options, Bool> & Sendable,
    check: @escaping @Sendable (Options) throws(UsageError) -> Void = { _ in },
    run: @escaping @MainActor @Sendable (Options) -> Int32, summary: String
  ) {
    self.name = name
    self.synopsis = name + " " + options.synopsis
    self.summary = summary
    help = """
      \(options.usageLine(for: "navlab-shell " + name))

      \(name) \(summary)

      options:
      \(options.helpLines.joined(separator: "\n"))
      """
    parse = { arguments, shellOptions throws(UsageError) in
      let parsed = try options.parse(arguments, into: Options())
      try check(parsed)
      shellOptions[keyPath: field] = parsed
    }
    asksForHelp = { $0[keyPath: field]?[keyPath: showHelp] == true }
    self.run = { shellOptions in shellOptions[keyPath: field].map(run) }
  }
}

/// The options of a subcommand: its defaults are the options before any word is read.
protocol SubcommandOptions: Sendable {
  init()
}
