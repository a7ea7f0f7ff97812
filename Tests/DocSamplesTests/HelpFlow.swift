import LinkRouting
import Observation

enum HelpRoute: String, Route {
  case topic

  var requiresSignIn: Bool { false }
  func canFollow(_ previous: HelpRoute?) -> Bool { previous == nil }
}

struct HelpState: FlowState {
  var path: [HelpRoute] = []
}

@Observable
@MainActor
final class HelpCoordinator: FlowCoordinator {
  private(set) var state = HelpState()
  var gate: @MainActor ([HelpRoute]) -> Bool = { _ in false }
  var breadcrumb: [String] { ["help"] + state.path.map(\.crumb) }

  func replaceState(with state: HelpState, _: PackageAccess) {
    self.state = state
  }

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
