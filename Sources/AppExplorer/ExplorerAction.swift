import AppCoordinator

/// One thing a person or the system can do to the app, written as a shell line.
public enum ExplorerAction: Hashable, Sendable {
  /// Taps the visible element with this id.
  case tap(String)
  /// Types the text into the visible text field with this id.
  case type(String, into: String)
  /// The back button.
  case back
  /// The interactive dismissal: a sheet swiped down.
  case dismiss
  /// Opens the link.
  case open(String)

  /// The action as a line `navlab-shell -f` runs.
  public var scriptLine: String {
    switch self {
    case .tap(let id): "tap \(id)"
    case .type(let text, let field): "type \(field) \(text)"
    case .back: "back"
    case .dismiss: "dismiss"
    case .open(let url): "open \(url)"
    }
  }

  /// Whether the action opens a link.
  var isLink: Bool {
    if case .open = self { true } else { false }
  }

  /// Performs the action on `app`.
  ///
  /// - Returns: Whether the app accepted it; a rejected action must change nothing.
  @MainActor
  func perform(on app: some Explorable) -> Bool {
    switch self {
    case .tap(let id): (try? app.tap(id)) != nil
    case .type(let text, let field): (try? app.type(text, into: field)) != nil
    case .back: (try? app.back()) != nil
    case .dismiss: (try? app.dismiss()) != nil
    case .open(let url): (try? app.open(url)) != nil
    }
  }
}
