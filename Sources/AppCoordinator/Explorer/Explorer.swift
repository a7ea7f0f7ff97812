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

  /// The actions that leave every tab away from its root, then select the one at `focus`: each
  /// tab's last example link that the session may open and that shows more than its root, the
  /// focus's first, so that a link opened later has other tabs mid-stack to disturb.
  ///
  /// - Returns: No action when no tab has such a link.
  @MainActor
  static func leaveMidStack(_ flows: [FlowRegistration], signedIn: Bool, focus: Int)
    -> [ExplorerAction]
  {
    let order = [focus] + flows.indices.filter { $0 != focus }
    let opened = order.compactMap { index -> (Int, LinkExample)? in
      guard flows[index].kind == .tab else { return nil }
      let example = flows[index].exampleLinks.last { example in
        guard signedIn || !example.requiresSignIn,
          let link = try? DeepLink(parsing: example.link),
          let routes = try? flows[index].readLink(link)
        else { return false }
        return !routes.isEmpty
      }
      return example.map { (index, $0) }
    }
    guard !opened.isEmpty else { return [] }
    let selects = opened.last?.0 == focus ? [] : [ExplorerAction.tap(flows[focus].tabElement.id)]
    return opened.map { .open($0.1.link) } + selects
  }

  /// Told, every 1,024 states, the depth being walked and how many states the walk has found.
  public typealias Progress = @MainActor (_ depth: Int, _ states: Int) -> Void

  /// Explores the app from a fresh launch.
  ///
  /// - Parameters:
  ///   - depth: How many actions deep to walk.
  ///   - signedIn: Whether to start signed in as `reader` instead of as a guest.
  ///   - exhaustive: Whether to walk every combination of every flow's state, instead of the
  ///     focused walk (ARCHITECTURE.md says why that finds the same); `false` by default.
  ///   - flow: The id of the one flow to walk, with the app around it; `nil`, the default,
  ///     walks every flow.
  ///   - progress: Told how far the walk has got, as it goes; `nil` by default.
  /// - Returns: The counts, and the first rule broken with the shortest script that breaks it.
  /// - Complexity: O(*s* × *a*) for *s* reachable states and *a* actions per state.
  @MainActor
  public static func explore(
    depth: Int, signedIn: Bool, exhaustive: Bool = false, flow: String? = nil,
    progress: Progress? = nil
  ) -> ExplorationReport {
    explore(
      AppCoordinator(), depth: depth, signedIn: signedIn, exhaustive: exhaustive, flow: flow,
      progress: progress)
  }

  /// Explores `app`, an app assembled with ``AppCoordinator/init(flows:)``, from its splash
  /// screen: how a team checks an assembly of its own, or measures how the walk grows with flows.
  ///
  /// - Parameters:
  ///   - app: The app to explore, on its splash screen.
  ///   - depth: How many actions deep to walk.
  ///   - signedIn: Whether to start signed in as `reader` instead of as a guest.
  ///   - exhaustive: Whether to walk every combination of every flow's state, instead of the
  ///     focused walk; `false` by default.
  ///   - flow: The id of the one flow to walk, with the app around it; `nil`, the default,
  ///     walks every flow. An id the app lacks is reported as a broken `flow` rule.
  ///   - progress: Told how far the walk has got, as it goes; `nil` by default.
  /// - Returns: The counts, and the first rule broken with the shortest script that breaks it.
  @MainActor
  public static func explore(
    _ app: AppCoordinator, depth: Int, signedIn: Bool, exhaustive: Bool = false,
    flow: String? = nil, progress: Progress? = nil
  ) -> ExplorationReport {
    run(
      app, depth: depth, signedIn: signedIn, exhaustive: exhaustive, flow: flow,
      progress: progress)
  }

  /// The app's navigation map: what exploration to `depth` reaches from a guest launch and from
  /// a signed-in launch, together.
  ///
  /// - Parameters:
  ///   - depth: How many actions deep each walk goes.
  ///   - progress: Told how far each walk has got, as it goes; `nil` by default.
  /// - Returns: The map, with the shortest script to each screen kind and each transition.
  /// - Complexity: O(*s* × *a*) for *s* reachable states and *a* actions per state.
  @MainActor
  public static func map(depth: Int, progress: Progress? = nil) -> NavigationMap {
    map(AppCoordinator(), depth: depth, progress: progress)
  }

  /// The navigation map of `app`, explored fresh from its splash screen, to `depth`.
  @MainActor
  static func map(_ app: some Explorable, depth: Int, progress: Progress? = nil) -> NavigationMap {
    let recorder = MapRecorder(depth: depth, flows: app.flows)
    for signedIn in [false, true] {
      recorder.beginWalk()
      var walk = Walk(app: signedIn ? app.fresh() : app, signedIn: signedIn)
      walk.recorder = recorder
      walk.progress = progress
      walk.run(depth: depth)
    }
    return recorder.map
  }

  /// Explores `app`, fresh from its splash screen, to `depth`.
  @MainActor
  static func explore(
    _ app: some Explorable, depth: Int, signedIn: Bool, exhaustive: Bool = false,
    flow: String? = nil, progress: Progress? = nil
  ) -> ExplorationReport {
    run(
      app, depth: depth, signedIn: signedIn, exhaustive: exhaustive, flow: flow,
      progress: progress)
  }

  /// Walks `app` once with every tab at rest and, unless `exhaustive`, once more with every tab
  /// but the first away from its root, so that a write to a tab out of sight shows.
  @MainActor
  private static func run(
    _ app: some Explorable, depth: Int, signedIn: Bool, exhaustive: Bool, flow: String?,
    progress: Progress?
  ) -> ExplorationReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = ExplorationReport()
    var only: Int?
    if let flow {
      guard let index = app.flows.firstIndex(where: { $0.id == flow }) else {
        let known = app.flows.map(\.id).joined(separator: ", ")
        report.violation = .init(
          rule: "flow", detail: "the app has no flow '\(flow)'; its flows are \(known)",
          script: [])
        return report
      }
      only = index
    }
    for midStack in exhaustive ? [false] : [false, true] {
      var walk = Walk(
        app: midStack ? app.fresh() : app, signedIn: signedIn, exhaustive: exhaustive,
        midStack: midStack, flow: only)
      guard !midStack || walk.startsMidStack else { break }
      walk.progress = progress
      walk.run(depth: depth)
      report.add(walk.report)
      guard report.violation == nil else { break }
    }
    report.duration = clock.now - start
    return report
  }
}
