import AppCoordinator
import AuthFlow
import LinkRouting

/// Walks every navigation state a user can reach, breadth first, over every combination of every
/// flow's state, and checks the app's rules in each, then what each flow declares.
///
/// The rules are stated once, in the repository's ARCHITECTURE.md ("What the explorer checks"),
/// and so is what the walk one flow at a time, for a `flow`, finds and misses ("The walk").
public enum Explorer {
  /// The actions that sign in as ``readerAccount`` from a fresh launch and leave every stack at
  /// its root: open the first link a flow declares as gated, tap the login button the sign-in
  /// flow declares, pop that tab, select the first tab, through the tab bar or, in regular
  /// width, the sidebar.
  ///
  /// - Returns: `nil` when no flow declares a gated link, so nothing signs in.
  static func signIn(_ flows: [FlowRegistration], width: Width = .compact) -> [ExplorerAction]? {
    let tabs = flows.filter { $0.kind == .tab }
    func item(_ flow: FlowRegistration) -> String { flow.itemID(in: width) }
    guard let first = tabs.first.map(item) else { return nil }
    for flow in tabs {
      guard let gated = flow.exampleLinks.first(where: \.requiresSignIn) else { continue }
      let tab = item(flow)
      return [.open(gated.link), .tap(AuthCoordinator.loginButtonID), .tap(tab)]
        + (tab == first ? [] : [.tap(first)])
    }
    return nil
  }

  /// The account the signed-in walk signs in as: the name a fresh sign-in starts with.
  static let readerAccount = AuthCoordinator.freshUsername

  /// Told, every 1,024 states, the depth being walked and how many states the walk has found.
  public typealias Progress = @MainActor (_ depth: Int, _ states: Int) -> Void

  /// Explores the app from a fresh launch.
  ///
  /// - Parameters:
  ///   - depth: How many actions deep to walk.
  ///   - signedIn: Whether to start signed in as `reader` instead of as a guest.
  ///   - exhaustive: Whether to walk every combination of every flow's state, the whole walk,
  ///     the oracle of the default; `false` by default, which walks each flow with the app
  ///     around it and the flows the app's code couples together (``ExplorationReport/groups``),
  ///     which is sound between flows too (ARCHITECTURE.md, "Flows walked by groups").
  ///   - flow: The id of the one flow to walk, with the flows the app's code couples to it;
  ///     `nil`, the default, walks every flow.
  ///   - firstLaunch: Whether the launch is a fresh install's, onboarding first; `false` by
  ///     default. A fresh install has no one signed in, so it goes with a guest launch.
  ///   - maxStates: How many states the walk may find before it stops unfinished.
  ///   - devices: The platforms and widths to walk, each as its own walk; an iPhone's alone
  ///     by default.
  ///   - progress: Told how far the walk has got, as it goes; `nil` by default.
  /// - Returns: The counts, and the first rule broken with the shortest script that breaks it.
  /// - Complexity: O(*s* × *a*) for *s* states and *a* actions per state; by groups, *s* is the
  ///   sum over groups and devices of what each group's flows see together.
  @MainActor
  public static func explore(
    depth: Int, signedIn: Bool, exhaustive: Bool = false, flow: String? = nil,
    firstLaunch: Bool = false, maxStates: Int = defaultBudget, devices: [Device] = [.iPhone],
    progress: Progress? = nil
  ) -> ExplorationReport {
    run(
      ExploredApp(AppCoordinator()), depth: depth, signedIn: signedIn, exhaustive: exhaustive,
      flow: flow, firstLaunch: firstLaunch, maxStates: maxStates, devices: devices,
      progress: progress)
  }

  /// Explores `app`, an app assembled with ``/AppCoordinator/AppCoordinator/init(flows:platform:)``, from its splash
  /// screen: how a team checks an assembly of its own, or measures how the walk grows with flows.
  ///
  /// - Parameters:
  ///   - app: The app to explore, on its splash screen.
  ///   - depth: How many actions deep to walk.
  ///   - signedIn: Whether to start signed in as `reader` instead of as a guest.
  ///   - exhaustive: Whether to walk every combination of every flow's state, the whole walk;
  ///     `false` by default, which walks the flows by the groups the app's code couples.
  ///   - flow: The id of the one flow to walk, with the flows the app's code couples to it;
  ///     `nil`, the default, walks every flow. An id the app lacks is reported as a broken
  ///     `flow` rule.
  ///   - firstLaunch: Whether the launch is a fresh install's, onboarding first; `false` by
  ///     default.
  ///   - maxStates: How many states the walk may find before it stops unfinished.
  ///   - progress: Told how far the walk has got, as it goes; `nil` by default.
  /// - Returns: The counts, and the first rule broken with the shortest script that breaks it.
  @MainActor
  public static func explore(
    _ app: AppCoordinator, depth: Int, signedIn: Bool, exhaustive: Bool = false,
    flow: String? = nil, firstLaunch: Bool = false, maxStates: Int = defaultBudget,
    progress: Progress? = nil
  ) -> ExplorationReport {
    run(
      ExploredApp(app), depth: depth, signedIn: signedIn, exhaustive: exhaustive, flow: flow,
      firstLaunch: firstLaunch, maxStates: maxStates, devices: [app.device], progress: progress)
  }

  /// The app's navigation map: what exploration to `depth` reaches from a guest launch and from
  /// a signed-in launch, together, and from a fresh install's launch too when `firstLaunch`.
  ///
  /// Its walks draw what the app does and check no rule, so that a broken rule cuts no part of
  /// the map off: the rules are
  /// ``explore(depth:signedIn:exhaustive:flow:firstLaunch:maxStates:devices:progress:)``'s.
  ///
  /// - Parameters:
  ///   - depth: How many actions deep each walk goes.
  ///   - firstLaunch: Whether the walks from a fresh install's launch, onboarding first, are
  ///     added; `false` by default.
  ///   - maxStates: How many states the walks may find together before they stop unfinished.
  ///   - device: The platform and width the walks run on; an iPhone's by default.
  ///   - progress: Told how far each walk has got, as it goes; `nil` by default.
  /// - Returns: The map, with the shortest script to each screen kind and each transition.
  /// - Complexity: O(*s* × *a*) for *s* reachable states and *a* actions per state.
  @MainActor
  public static func map(
    depth: Int, firstLaunch: Bool = false, maxStates: Int = defaultMapBudget,
    device: Device = .iPhone, progress: Progress? = nil
  ) -> NavigationMap {
    let app = ExploredApp(AppCoordinator())
    app.device = device
    return map(
      app, depth: depth, firstLaunch: firstLaunch, maxStates: maxStates, progress: progress)
  }

  /// Who launches the app for one walk of the map.
  public enum Launch: String, CaseIterable, Sendable {
    /// A returning user who is not signed in.
    case guest
    /// A returning user signed in as `reader`.
    case signedIn = "signed-in"
    /// A fresh install, onboarding first, with no one signed in.
    case firstLaunch = "first-launch"
  }

  /// The navigation maps of the product on each of `devices`, as
  /// ``map(depth:firstLaunch:maxStates:device:progress:)`` draws one: one walk for every device,
  /// each map the one that device's walk alone draws.
  ///
  /// - Parameters:
  ///   - depth: How many actions deep each walk goes.
  ///   - firstLaunch: Whether the walks from a fresh install's launch, onboarding first, are
  ///     added; `false` by default.
  ///   - maxStates: How many states the walks may find together, each counted once for every
  ///     device that reaches it, before they stop unfinished.
  ///   - devices: The platforms and widths the walks run on; at most eight.
  ///   - progress: Told how far each walk has got, as it goes; `nil` by default.
  /// - Returns: The map of each device, in the order of `devices`.
  /// - Complexity: O(*s* × *a*) for *s* states reachable on some device and *a* actions per
  ///   state, each taken once for all the devices it cannot tell apart.
  @MainActor
  public static func maps(
    depth: Int, firstLaunch: Bool = false, maxStates: Int = defaultMapBudget, devices: [Device],
    progress: Progress? = nil
  ) -> [NavigationMap] {
    maps(
      depth: depth, launches: [.guest, .signedIn] + (firstLaunch ? [.firstLaunch] : []),
      maxStates: maxStates, devices: devices, progress: progress)
  }

  /// The navigation maps of the product on each of `devices` that exploration to `depth` reaches
  /// from one `launch` alone, so that maps from a guest's and a signed-in user's launch can be
  /// told apart: one walk for every device.
  ///
  /// - Parameters:
  ///   - depth: How many actions deep each walk goes.
  ///   - launch: Who launches the app.
  ///   - maxStates: How many states the walks may find together, each counted once for every
  ///     device that reaches it, before they stop unfinished.
  ///   - devices: The platforms and widths the walks run on; at most eight.
  ///   - progress: Told how far each walk has got, as it goes; `nil` by default.
  /// - Returns: The map of each device, in the order of `devices`.
  @MainActor
  public static func maps(
    depth: Int, launch: Launch, maxStates: Int = defaultMapBudget, devices: [Device],
    progress: Progress? = nil
  ) -> [NavigationMap] {
    maps(
      depth: depth, launches: [launch], maxStates: maxStates, devices: devices,
      progress: progress)
  }

  /// The product's maps on each of `devices`, from each of `launches`.
  @MainActor
  private static func maps(
    depth: Int, launches: [Launch], maxStates: Int, devices: [Device], progress: Progress?
  ) -> [NavigationMap] {
    let app = ExploredApp(AppCoordinator())
    if let first = devices.first { app.device = first }
    return maps(
      app, depth: depth, launches: launches, maxStates: maxStates, devices: devices,
      progress: progress)
  }

  /// The navigation map of `app`, explored fresh from its splash screen, to `depth`, one flow at
  /// a time from each launch.
  @MainActor
  static func map(
    _ app: some Explorable, depth: Int, firstLaunch: Bool = false,
    maxStates: Int = defaultMapBudget, progress: Progress? = nil
  ) -> NavigationMap {
    map(
      app, depth: depth, launches: [.guest, .signedIn] + (firstLaunch ? [.firstLaunch] : []),
      maxStates: maxStates, progress: progress)
  }

  /// The navigation map of `app`, explored fresh from its splash screen, to `depth`, one flow at
  /// a time from each of `launches`, on the app's device.
  @MainActor
  static func map(
    _ app: some Explorable, depth: Int, launches: [Launch], maxStates: Int = defaultMapBudget,
    progress: Progress? = nil
  ) -> NavigationMap {
    maps(
      app, depth: depth, launches: launches, maxStates: maxStates, devices: [app.device],
      progress: progress)[0]
  }

  /// The navigation map of `app` on each of `devices`, explored fresh from its splash screen, to
  /// `depth`, one flow at a time from each of `launches`, every device in each walk.
  @MainActor
  static func maps(
    _ app: some Explorable, depth: Int, launches: [Launch], maxStates: Int = defaultMapBudget,
    devices: [Device], progress: Progress? = nil
  ) -> [NavigationMap] {
    let devices = Array((devices.isEmpty ? [app.device] : devices).prefix(DeviceSet.capacity))
    let recorder = MapRecorder(depth: depth, flows: app.flows, devices: devices.count)
    var states = 0
    // A fresh install's launch is a guest's.
    for launch in launches {
      let (signedIn, fresh) = (launch == .signedIn, launch == .firstLaunch)
      for flow in app.flows.indices {
        let launched = app.fresh()
        launched.device = devices[0]
        if fresh { launched.beginFirstLaunch() }
        var walk = Walk(
          app: launched, signedIn: signedIn, scope: .flow(flow), devices: devices,
          recorder: recorder)
        walk.checksRules = false
        walk.everyLinkIsEnvironment = true
        walk.progress = progress
        walk.statesBefore = states
        walk.budget = maxStates
        walk.run(depth: depth)
        states += walk.report.states
        if let budget = walk.report.stoppedAtBudget {
          recorder.stopped(atBudget: budget)
          return recorder.maps
        }
      }
    }
    return recorder.maps
  }

  /// Explores `app`, fresh from its splash screen, to `depth`.
  @MainActor
  static func explore(
    _ app: some Explorable, depth: Int, signedIn: Bool, exhaustive: Bool = false,
    flow: String? = nil, firstLaunch: Bool = false, maxStates: Int = defaultBudget,
    devices: [Device]? = nil, progress: Progress? = nil
  ) -> ExplorationReport {
    run(
      app, depth: depth, signedIn: signedIn, exhaustive: exhaustive, flow: flow,
      firstLaunch: firstLaunch, maxStates: maxStates, devices: devices ?? [app.device],
      progress: progress)
  }

  /// Walks `app` once over every combination of every flow's state, every device together, when
  /// `exhaustive`; else on each device in turn by groups of flows, each with the app around it.
  ///
  /// No action changes the device (a resize is a rule checked in every state, not a move), so
  /// the walks of one flow on two devices share no state and cost the sum of each; the whole
  /// walk takes each action and check that reads no device once for every device.
  @MainActor
  private static func run(
    _ app: some Explorable, depth: Int, signedIn: Bool, exhaustive: Bool, flow: String?,
    firstLaunch: Bool, maxStates: Int, devices: [Device], progress: Progress?
  ) -> ExplorationReport {
    let clock = ContinuousClock()
    let start = clock.now
    var report = ExplorationReport()
    var walked = Array(app.flows.indices)
    if let flow {
      guard let index = app.flows.firstIndex(where: { $0.id == flow }) else {
        let known = app.flows.map(\.id).joined(separator: ", ")
        report.violation = .init(
          rule: "flow", detail: "the app has no flow '\(flow)'; its flows are \(known)",
          script: [])
        return report
      }
      walked = [index]
    }
    // One flow named is walked on its own, with the app around it, on each device in turn.
    // The whole app is walked once for every device: what reads no device is taken once.
    if exhaustive && flow == nil {
      if firstLaunch { app.beginFirstLaunch() }
      var walk = Walk(app: app, signedIn: signedIn, scope: .whole, devices: devices)
      walk.progress = progress
      walk.budget = maxStates
      walk.run(depth: depth)
      report.add(walk.report)
      report.variants = walk.variants
    } else {
      report = byGroups(
        app, walked: walked, depth: depth, signedIn: signedIn, firstLaunch: firstLaunch,
        maxStates: maxStates, devices: devices, progress: progress)
    }
    report.duration = clock.now - start
    return report
  }
}
