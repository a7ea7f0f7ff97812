import LinkRouting

// sample: coordinator
enum HelpRoute: String, NamedRoute {
  case topic

  var requiresSignIn: Bool { false }
  func canFollow(_ previous: HelpRoute?) -> Bool { previous == nil }
}

typealias HelpState = StackState<HelpRoute, NoPresentation>

final class HelpCoordinator: Coordinator<HelpState>, AppFlow {
  func screen(for session: Session) -> Screen {
    guard state.path.isEmpty else { return Screen(id: "screen.topic", title: "Topic") }
    return Screen(
      id: "screen.help", title: "Help",
      elements: [ScreenElement(.row, id: "row.topic", label: "Topic")])
  }

  func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    push(.topic)
  }
}
// end sample

// sample: app-flow
extension HelpCoordinator {
  nonisolated static let id = "help"
  typealias Links = HelpLinks
  nonisolated static let screenKinds = ["screen.help", "screen.topic"]
  nonisolated static let exampleLinks = [
    LinkExample("navlab://help", shows: "screen.help"),
    LinkExample("navlab://help/topic", shows: "screen.topic"),
  ]
  nonisolated static let malformedLinks = ["navlab://help/other", "navlab://help/topic/1"]
}

enum HelpLinks: LinkGrammar {
  static let forms = ["navlab://help", "navlab://help/topic"]

  static func stack(for link: DeepLink) throws(LinkError) -> [HelpRoute]? {
    guard link.host == "help" else { return nil }
    switch link.segments {
    case []: return []
    case ["topic"]: return [.topic]
    default: throw .unknownDestination((["help"] + link.segments).joined(separator: "/"))
    }
  }

  static func link(for stack: [HelpRoute]) -> DeepLink? {
    stack.isEmpty ? DeepLink(host: "help") : DeepLink(host: "help", segments: ["topic"])
  }
}
// end sample
