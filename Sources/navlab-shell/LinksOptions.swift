/// The command line of `navlab-shell links`.
struct LinksOptions: Equatable, SubcommandOptions {
  /// How the catalog is written.
  enum Format: String, CaseIterable, Equatable {
    /// README's deep-link table.
    case markdown
    /// Every form with its flow, parameters, example and sign-in, as JSON.
    case json
    /// The `apple-app-site-association` file.
    case aasa
  }

  var format = Format.markdown
  /// Whether `--help` asked for this subcommand's help instead of a run.
  var showHelp = false

  /// The options, for the parser, the synopsis and the help.
  static let table = OptionTable<LinksOptions>([
    .format(
      \.format,
      help: "write README's table (markdown, the default), the JSON catalog or the AASA file"),
    .flag("--help", "-h", help: "show this help", inSynopsis: false) { $0.showHelp = true },
  ])
}

/// Runs `navlab-shell links`: prints the link catalog in the format asked; returns 0.
@MainActor
func runLinks(_ options: LinksOptions) -> Int32 {
  let catalog = LinkCatalog()
  switch options.format {
  case .markdown:
    let lines = catalog.markdown.split(separator: "\n", omittingEmptySubsequences: false)
    writeOut(lines.map(\.spelledOut).joined(separator: "\n") + "\n")
  case .json: writeOut(catalog.json)
  case .aasa: writeOut(catalog.association)
  }
  return 0
}
