/// One thing a person or the system can do to the app, written as a shell line.
enum ExplorerAction: Hashable, Sendable {
  case tap(String)
  case type(String, into: String)
  case back
  case dismiss
  case open(String)

  /// The action as a line `navlab-shell -f` runs.
  var scriptLine: String {
    switch self {
    case .tap(let id): "tap \(id)"
    case .type(let text, let field): "type \(field) \(text)"
    case .back: "back"
    case .dismiss: "dismiss"
    case .open(let url): "open \(url)"
    }
  }

  /// Performs the action on `app`.
  ///
  /// - Returns: Whether the app accepted it; a rejected action must change nothing.
  @MainActor
  func perform(on app: some Explorable) -> Bool {
    switch self {
    case .tap(let id): app.tap(id)
    case .type(let text, let field): app.type(text, into: field)
    case .back: app.back()
    case .dismiss: app.dismiss()
    case .open(let url): (try? app.open(url)) != nil
    }
  }
}
