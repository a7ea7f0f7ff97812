import AppCoordinator
import LinkRouting

@testable import AppExplorer

/// Each app the tests read as the explorer does, by the app's identity: kept for the whole run,
/// so that every snapshot of one app is numbered by the same tables and two compare equal
/// exactly when the app's state is the same.
@MainActor private var exploredApps: [ObjectIdentifier: ExploredApp] = [:]

extension AppCoordinator {
  /// The app as the explorer walks it, the same one each time it is asked for.
  var explored: ExploredApp {
    if let known = exploredApps[ObjectIdentifier(self)] { return known }
    let explored = ExploredApp(self)
    exploredApps[ObjectIdentifier(self)] = explored
    return explored
  }

  /// The app's whole state, as the explorer snapshots it.
  var snapshot: ExploredApp.Snapshot {
    get { explored.snapshot }
    set { explored.snapshot = newValue }
  }

  var isOnMain: Bool { explored.isOnMain }
  var focusedFlowIndex: Int { explored.focusedFlowIndex }
  var holdsGatedRoute: Bool { explored.holdsGatedRoute }
  var stepsToRoot: Int { explored.stepsToRoot }
  func linkTarget(_ link: String) -> Destination? { explored.linkTarget(link) }
}

extension AppCoordinator {
  var isOnboarding: Bool { explored.isOnboarding }
  func finishOnboarding() { explored.finishOnboarding() }
}

extension AppCoordinator {
  func takeRefusedRequest() -> (flow: Int, link: String, rejection: LinkError?)? {
    explored.takeRefusedRequest()
  }
}
