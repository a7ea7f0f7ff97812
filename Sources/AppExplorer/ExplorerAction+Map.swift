import AppCoordinator

extension ExplorerAction {
  /// The action a shell line performs, such as `.tap("tab.feed")` for `tab feed`; `nil` for a
  /// line that moves nothing, such as `expect` or `show`.
  init?(scriptLine line: String) {
    let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let command = words.first else { return nil }
    let argument = words.count > 1 ? words[1] : nil
    switch (command, argument) {
    case ("back", nil): self = .back
    case ("dismiss", nil): self = .dismiss
    case ("tap", let id?): self = .tap(id)
    case ("tab", let name?): self = .tap("tab." + name)
    case ("open", let url?): self = .open(url)
    case ("type", let field?): self = .type(words.dropFirst(2).joined(separator: " "), into: field)
    default: return nil
    }
  }

  /// How the navigation map labels the action: the tapped id with numbers as `N`, `tab ID` for a
  /// tab-bar or a sidebar item, `back`, `dismiss`, `type ID` or `open`.
  var mapLabel: String {
    switch self {
    case .tap(let id) where FlowRegistration.tabFlowID(ofItem: id) != nil:
      "tab " + (FlowRegistration.tabFlowID(ofItem: id) ?? "")
    case .tap(let id): ScreenKind.of(id)
    case .type(_, let field): "type " + field
    case .back: "back"
    case .dismiss: "dismiss"
    case .open: "open"
    }
  }
}
