import AuthFlow
import LinkRouting

/// Walks every navigation state a user can reach, breadth first, and checks the app's rules in
/// each: the gate, coherence of back, restoration, links, tab isolation and presentations.
public enum Explorer {
  /// The actions that sign in as `reader` from a fresh launch and leave every stack at its root.
  static let signIn: [ExplorerAction] = [
    .tap("tab.settings"), .tap("link.account"), .tap("button.signin"), .tap("button.login"), .back,
    .tap("tab.feed"),
  ]

  /// Explores the app from a fresh launch.
  ///
  /// - Parameters:
  ///   - depth: How many actions deep to walk.
  ///   - signedIn: Whether to start signed in as `reader` instead of as a guest.
  /// - Returns: The counts, and the first rule broken with the shortest script that breaks it.
  /// - Complexity: O(*s* × *a*) for *s* reachable states and *a* actions per state.
  @MainActor
  public static func explore(depth: Int, signedIn: Bool) -> ExplorationReport {
    explore(AppCoordinator.self, depth: depth, signedIn: signedIn)
  }

  @MainActor
  static func explore<App: Explorable>(_: App.Type, depth: Int, signedIn: Bool) -> ExplorationReport
  {
    var walk = Walk<App>(prefix: signedIn ? signIn : [])
    let clock = ContinuousClock()
    let start = clock.now
    walk.run(depth: depth)
    walk.report.duration = clock.now - start
    return walk.report
  }
}
