import AppCoordinator

/// What Tab completes to in the running app: command names, then what fits the command.
@MainActor
enum Completions {
  /// The candidates for the first argument of `command`, or the command names when it is `nil`.
  static func candidates(for command: String?, in app: AppCoordinator) -> [String] {
    let visible = app.visible
    switch command {
    case nil, "help": return CommandSpec.names
    case "tap": return visible.tappableIdentifiers
    case "expect": return visible.identifiers
    case "type": return visible.screen.elements.filter { $0.kind == .textField }.map(\.id)
    case "tab": return app.tabIDs
    case "open": return app.linkForms
    case "record": return ["--force", "stop"]
    default: return []
    }
  }
}
