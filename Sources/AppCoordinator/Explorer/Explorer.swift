import AuthFlow
import LinkRouting

/// Walks every navigation state a user can reach, breadth first, and checks the app's rules in
/// each: the gate, coherence of back, restoration, links, tab isolation and presentations; then
/// what each flow declares, and, signed in, that every screen kind a flow declares is reached.
public enum Explorer {
  /// The actions that sign in as `reader` from a fresh launch and leave every stack at its root:
  /// open the first link a flow declares as gated, sign in, pop that tab, select the first tab.
  ///
  /// - Returns: `nil` when no flow declares a gated link, so nothing signs in.
  static func signIn(_ flows: [FlowRegistration]) -> [ExplorerAction]? {
    let tabs = flows.filter { $0.kind == .tab }
    guard let first = tabs.first?.tabElement.id else { return nil }
    for flow in tabs {
      guard let gated = flow.exampleLinks.first(where: \.requiresSignIn) else { continue }
      let tab = flow.tabElement.id
      return [.open(gated.link), .tap("button.login"), .tap(tab)]
        + (tab == first ? [] : [.tap(first)])
    }
    return nil
  }

  /// Explores the app from a fresh launch.
  ///
  /// - Parameters:
  ///   - depth: How many actions deep to walk.
  ///   - signedIn: Whether to start signed in as `reader` instead of as a guest.
  /// - Returns: The counts, and the first rule broken with the shortest script that breaks it.
  /// - Complexity: O(*s* × *a*) for *s* reachable states and *a* actions per state.
  @MainActor
  public static func explore(depth: Int, signedIn: Bool) -> ExplorationReport {
    explore(AppCoordinator(), depth: depth, signedIn: signedIn)
  }

  /// Explores `app`, fresh from its splash screen, to `depth`.
  @MainActor
  static func explore(_ app: some Explorable, depth: Int, signedIn: Bool) -> ExplorationReport {
    var walk = Walk(app: app, signedIn: signedIn)
    let clock = ContinuousClock()
    let start = clock.now
    walk.run(depth: depth)
    walk.report.duration = clock.now - start
    return walk.report
  }
}
