import AppCoordinator
import LinkRouting

/// Turns screens, errors and help into the lines the shell prints, coloured or plain.
struct Renderer {
  /// Whether to wrap parts of what goes to standard output in ANSI colours; never in script
  /// mode, under `NO_COLOR` or when standard output is not a terminal.
  var colour: Bool
  /// Whether to colour the `error:` and `warning:` lines, which go to standard error: on its
  /// own terminal test, since standard error may go to a file while standard output does not.
  var errorColour: Bool

  /// A renderer painting standard output's lines when `colour` is set, and the error and
  /// warning lines when `errorColour` is (by default, as `colour`).
  init(colour: Bool = false, errorColour: Bool? = nil) {
    self.colour = colour
    self.errorColour = errorColour ?? colour
  }

  /// The prompt: where you are, such as `feed › article 7 › `, after the platform and the
  /// width where they are not iOS and compact, such as `[macos regular] feed › `.
  func prompt(_ visible: VisibleScreen, on device: Device = .iPhone) -> String {
    let device = device == .iPhone ? "" : "[\(device)] "
    return paint(device + visible.breadcrumb.joined(separator: " › ") + " ›", .cyan) + " "
  }

  /// A script line as echoed before its output.
  func echo(_ line: String) -> String {
    paint("> ", .dim) + line.sanitized(limit: 600)
  }

  /// The one error line for `message`.
  func error(_ message: String) -> String {
    paint("error:", .red, when: errorColour) + " " + message.sanitized(limit: 600)
  }

  /// One warning line for `message`.
  func warning(_ message: String) -> String {
    paint("warning:", .yellow, when: errorColour) + " " + message.sanitized(limit: 600)
  }

  /// Where the app is now, on one line, as script mode prints after a move.
  func location(_ visible: VisibleScreen) -> String {
    "  now on " + paint(visible.screen.id, .yellow) + " ("
      + visible.breadcrumb.joined(separator: " › ") + ")"
  }

  /// The whole visible screen: breadcrumb, id and title, elements, the element VoiceOver focus
  /// is on (`focus`, when given), and the tab bar or, in regular width, the sidebar.
  func screen(_ visible: VisibleScreen, focus: String? = nil) -> [String] {
    let width = visible.screen.elements.map(\.id.count).max() ?? 0
    var lines = [
      paint(visible.breadcrumb.joined(separator: " › "), .cyan),
      paint(visible.screen.id, .yellow) + "  " + visible.screen.title,
    ]
    for element in visible.screen.elements {
      let padding = String(repeating: " ", count: width - element.id.count)
      lines.append("  " + paint(element.id, .yellow) + padding + "  " + label(element))
    }
    if let focus { lines.append("  focus: " + paint(focus, .yellow)) }
    if !visible.tabBar.isEmpty {
      let items = visible.tabBar.map { item in
        let mark = item.id == visible.selectedTabID ? "*" : " "
        return mark + paint(item.id, .yellow) + " " + item.label
      }
      lines.append(
        (visible.showsSidebar ? "  sidebar: " : "  tab bar: ") + items.joined(separator: "  "))
    }
    return lines
  }

  /// The command list, from the same table the parser uses.
  func help(_ specs: [CommandSpec]) -> [String] {
    let width = specs.map(\.usage.count).max() ?? 0
    return specs.map { spec in
      "  " + spec.usage + String(repeating: " ", count: width - spec.usage.count) + "  "
        + spec.summary
    }
  }

  private func label(_ element: ScreenElement) -> String {
    let text = element.label.sanitized
    return switch element.kind {
    case .text: "\"\(text)\""
    case .button: "[\(text)]"
    case .row, .link: "\(text) ›"
    case .textField: "field: \(text)"
    case .tab, .sidebarItem: text
    }
  }

  enum Colour: String {
    case red = "31"
    case yellow = "33"
    case cyan = "36"
    case dim = "2"
  }

  private func paint(_ text: String, _ colour: Colour, when painted: Bool? = nil) -> String {
    (painted ?? self.colour) ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
  }
}
