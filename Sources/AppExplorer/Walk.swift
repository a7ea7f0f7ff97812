import AppCoordinator
import LinkRouting

/// What a walk tells states apart by.
enum WalkScope: Equatable {
  /// The whole snapshot: every combination of every flow's state (`--exhaustive`).
  case whole
  /// What the flow at this place in the app's flows sees: its state and its context.
  case flow(Int)
  /// What the flows at these places see together, each its state and its context: a group of
  /// flows the app's code couples (``FlowGroups``).
  case group([Int])
}

/// One breadth-first walk: the states found, how each was reached, and what it broke.
///
/// A walk of one flow (``WalkScope/flow(_:)``) tells states apart by what that flow sees
/// (``FlowView``); a walk of the whole app (``WalkScope/whole``) by the whole snapshot.
///
/// A walk of the whole app walks several devices at once, and so does a walk of one flow that
/// draws the map: each state it keeps holds the devices that reach it, and an action, a check of
/// a move or a check of a state is taken once for all the devices it cannot tell apart by what
/// it read of the platform and the width (``ExplorableDevice/deviceReads``): all of them when it
/// read neither, those of one width when it read the width alone (ARCHITECTURE.md, "Every device
/// in one walk").
///
/// The walk's reductions are values named for what they decide, each with its argument:
/// ``DeviceClasses``, ``LinkSelection``, ``LinksOverAlert``, ``SeenStates``
/// and ``MapReadings``. This file holds the walk's state and its loop by depth; a state's moves
/// are listed, taken and kept in `Walk+Expand.swift`, performed and checked in
/// `Walk+Perform.swift`, and told apart, added and checked in `Walk+States.swift`.
@MainActor
struct Walk<App: Explorable> {
  typealias Scope = WalkScope
  /// What the walk tells its states apart by.
  typealias Key = WalkKey<App.Snapshot>

  struct Node {
    var snapshot: App.Snapshot
    var parent: Int?
    var action: ExplorerAction?
    /// The steps left of an environment script, for a node that is a step on the way: it is
    /// not a state of the walk, and it is expanded with the first of them only.
    var then: [ExplorerAction] = []
    /// The devices that reach the state by this path, a subset of its parent's, and those that
    /// reach it at the same depth by the paths in ``arrivals``.
    var devices: DeviceSet
    /// What the app kept of focus on reaching the state by this path (beside the snapshot, not
    /// in the key): put back before each move from it, so that a close returns focus to what
    /// this path opened it with, as a replay of its script does.
    var focus = FocusRecord()
    /// Other paths to the state, each of the same length and with the same focus, taken by
    /// other devices: the tab bar's item on a compact device where the sidebar's leads on a
    /// regular one.
    var arrivals: [Arrival] = []
  }

  /// A path by which some devices reach a state that others reached first at the same depth.
  struct Arrival {
    var devices: DeviceSet
    var parent: Int
    var action: ExplorerAction
  }

  let app: App
  let signedIn: Bool
  let scope: Scope
  /// The places of the flows walked, in the app's order, or `nil` in a walk of the whole app.
  let members: [Int]?
  /// The places of ``members``, one bit each.
  let memberBits: UInt64
  /// The place of the flow walked, in a walk of one flow alone.
  let only: Int?
  /// The flows outside the walked group that a computation of the walk reached
  /// (``ExplorableFlowReads``), when it stopped for them: the walk is then walked again with
  /// them (``FlowGroups``).
  var coupled: UInt64 = 0
  /// Which links or sign-outs the discard alert holds a walk of some flows tells apart over a
  /// member (``FlowView/asking``), which a view otherwise leaves out.
  var exactAsking = WaitingExits.leftOut
  /// What a move that read which way out the alert holds needs told apart, when the walk told
  /// less: the walk then stops, to be walked again with it as ``exactAsking``.
  var readWaitingExit = WaitingExits.leftOut
  /// The devices walked, each a place in a ``DeviceSet``; one in a walk of one flow that draws
  /// no map.
  let devices: [Device]
  /// The actions that sign in on each device, before the walk: the item that selects a tab is
  /// named for the width.
  let prefixes: [[ExplorerAction]]
  /// The links opened in every state, and those opened in the first state only: the flow's own
  /// in a walk of one flow, every flow's else.
  let selection: LinkSelection
  /// What the rest of the app can do to the walked flow's context, by session, on each device.
  var environments: [Session: [[Environment.Script]]] = [:]
  /// The devices on which the rest of each environment script was taken from a state of each
  /// key, in a walk of some flows (``continuing(_:then:on:keys:)``).
  var continued: [Continuation: DeviceSet] = [:]
  /// The states under the discard alert whose links were taken already.
  var linksOverAlert = LinksOverAlert<App.Snapshot>()
  let fresh: FreshApp<App>
  var nodes: [Node] = []
  /// The devices that reached each state the walk told apart.
  var seen = SeenStates<App.Snapshot>()
  /// Every state the walk found, one for each that it tells apart.
  var found: [App.Snapshot] { nodes.filter { $0.then.isEmpty }.map(\.snapshot) }
  /// What the walked flow sees in each state the walk found; empty in a walk of the whole app.
  var views: Set<FlowView> { seen.flowViews }
  /// The kind of every screen shown so far on each device, ids written as `N`:
  /// `screen.article.N`.
  var screenKinds: [Set<String>]
  var report = ExplorationReport()
  /// What the walk found on each device, in the order of ``devices``.
  var variants: [ExplorationReport.Variant]
  /// Told of every state added and every move between states on each device, when set; `nil`,
  /// as `explore` leaves it, costs the walk one comparison per action.
  let recorder: MapRecorder?
  /// What the recorder read of each snapshot the walk showed it, on each device.
  var mapReadings = MapReadings<App.Snapshot, MapRecorder.Reading>()
  /// Whether the walk checks the rules in each state and move; `true` but for the map's walks,
  /// which draw what the app does and leave its rules to `explore`, so that a broken rule cuts
  /// no map short.
  var checksRules = true
  /// Told the depth being walked and the states found so far, every 1,024 states, when set.
  var progress: (@MainActor (_ depth: Int, _ states: Int) -> Void)?
  /// The states found before this walk, counted toward the budget and the progress.
  var statesBefore = 0
  /// How many states every walk together may find; the walk stops when it would find more.
  var budget = Int.max
  /// Whether every example link of every other flow is an environment script, not two of each
  /// kind of change: for the map, so that every move between two tabs is drawn.
  var everyLinkIsEnvironment = false
  /// The depth being walked.
  var level = 0
  /// Where each move's outcomes are gathered, kept to reuse its storage.
  var outcomeBuffer: [Outcome] = []
  /// The place in ``devices`` of the device the app is on, or -1 before the walk sets it.
  var shownDevice = -1
  /// The node of each state first reached at the depth being walked, in a walk of the whole
  /// app: a state reached there again by other devices, with the same focus, joins it.
  var reachedAtLevel: [App.Snapshot: Int] = [:]
  /// The devices a computation cannot tell apart by what it read of the device.
  let classes: DeviceClasses
  /// Whether the walk launched as a fresh install, onboarding first.
  var firstLaunch = false

  /// A walk of `app` from a fresh launch.
  ///
  /// - Parameters:
  ///   - app: The app, on its splash screen.
  ///   - signedIn: Whether the walk starts signed in as `reader`.
  ///   - scope: What the walk tells states apart by.
  ///   - devices: The devices walked together, in a walk of the whole app or one that draws the
  ///     map; the app's own by default, and the only one in a walk of one flow that draws none.
  ///   - recorder: What draws the map of each device, for a walk that draws one; `nil` by
  ///     default.
  init(
    app: App, signedIn: Bool, scope: Scope = .whole, devices: [Device]? = nil,
    recorder: MapRecorder? = nil
  ) {
    self.app = app
    self.signedIn = signedIn
    self.scope = scope
    self.recorder = recorder
    let flows = app.flows
    switch scope {
    case .whole: members = nil
    case .flow(let flow): members = [flow]
    case .group(let group): members = group
    }
    var bits: UInt64 = 0
    for member in members ?? [] { bits |= FlowGroups.bit(member) }
    memberBits = bits
    only = members?.count == 1 ? members?[0] : nil
    var devices = devices ?? [app.device]
    if devices.count > DeviceSet.capacity {
      assertionFailure("A walk holds at most \(DeviceSet.capacity) devices.")
      devices = Array(devices.prefix(DeviceSet.capacity))
    }
    self.devices = devices
    classes = DeviceClasses(devices)
    prefixes = devices.map {
      signedIn ? Explorer.signIn(flows, width: $0.width) ?? [] : []
    }
    screenKinds = devices.map { _ in [] }
    variants = devices.map { .init(device: $0, states: 0, transitions: 0) }
    let corpus = LinkCorpus.links(for: members.map { $0.map { flows[$0] } } ?? flows)
    selection = LinkSelection(corpus, opensByTargetAlone: app.opensByTargetAlone) {
      app.linkTarget($0)
    }
    fresh = FreshApp(like: app)
  }

  /// Walks to `depth`; then, when it checks rules, checks what the walked flows declare, on each
  /// device.
  mutating func run(depth: Int) {
    // No view observes the app while it is walked: telling the registrar of every read and
    // write cost a tenth of the walk's instructions.
    let told = app.tellsObservers
    app.tellsObservers = false
    defer { app.tellsObservers = told }
    // A walk of some flows counts what the app's code reaches of the others.
    let counts = app.countsFlowReads
    // The map's walks check no rule and draw each flow with the rest of the app around it.
    app.countsFlowReads =
      members != nil && recorder == nil && memberBits != FlowGroups.every(app.flows.count)
    fresh.countsFlowReads = app.countsFlowReads
    defer { app.countsFlowReads = counts }
    walk(depth: depth)
    guard checksRules, coupled == 0, readWaitingExit == .leftOut, report.violation == nil,
      report.stoppedAtBudget == nil
    else { return }
    for device in devices.indices {
      if signedIn, let (flow, kind) = unreached(on: device) {
        return fail(
          "reachability",
          "no action reaches \(kind) of flow '\(flow)' within depth \(depth) from a signed-in "
            + "launch; check that '\(flow)' wires its gate and that a tap or link leads there",
          after: [], on: device)
      }
    }
    guard let first = nodes.first?.snapshot else { return }
    for device in devices.indices {
      show(device)
      app.snapshot = first
      // From a first launch, the links are checked where they apply: past onboarding, through
      // each page's one button.
      var pastOnboarding: [ExplorerAction] = []
      while app.isOnboarding, pastOnboarding.count <= depth,
        let next = app.visible.tappableIdentifiers.first
      {
        let tap = ExplorerAction.tap(next)
        guard tap.perform(on: app) else { break }
        pastOnboarding.append(tap)
      }
      if let (detail, link) = Rules.declarations(app, of: walkedFlows) {
        return fail(
          "declarations", detail,
          after: pastOnboarding + (link.map { [ExplorerAction.open($0)] } ?? []), on: device)
      }
    }
  }

  var walkedFlows: [FlowRegistration] { members.map { $0.map { app.flows[$0] } } ?? app.flows }

  /// The first screen kind a walked flow declares that the walk never showed on `device`.
  func unreached(on device: Int) -> (flow: String, kind: String)? {
    for flow in walkedFlows {
      if let kind = flow.screenKinds.first(where: { !screenKinds[device].contains($0) }) {
        return (flow.id, kind)
      }
    }
    return nil
  }

  /// Makes the app the one on the device at `place` in ``devices``, unless it is already: the
  /// checks that change the device put it back.
  mutating func show(_ place: Int) {
    guard shownDevice != place else { return }
    app.device = devices[place]
    shownDevice = place
  }

  /// How many times the app, and the scratch app its checks launch, read the device so far.
  var deviceReads: DeviceReads { app.deviceReads &+ fresh.deviceReads }

  /// The devices of `among` on which a computation taken on `device` gives the same result
  /// (``DeviceClasses/covered(by:reading:among:)``).
  @inline(__always)
  func covered(
    by device: Int, reading read: (platform: Bool, width: Bool), among: DeviceSet
  ) -> DeviceSet {
    classes.covered(by: device, reading: read, among: among)
  }

  mutating func walk(depth: Int) {
    let launchScreen = recorder == nil ? nil : app.visible.screen.id
    let splash = app.snapshot
    // Each device launches and signs in by its own script; those that end in one state start
    // the walk together.
    var launched: [(snapshot: App.Snapshot, devices: DeviceSet, focus: FocusRecord)] = []
    for device in devices.indices {
      show(device)
      app.snapshot = splash
      app.focusRecord = FocusRecord()
      app.finishLaunch()
      firstLaunch = app.isOnboarding
      guard !signedIn || !prefixes[device].isEmpty else {
        return fail(
          "launch", "no flow declares a link that needs sign-in, so nothing signs in", at: nil,
          then: nil, on: device)
      }
      for action in prefixes[device] where !action.perform(on: app) {
        return fail(
          "launch", "'\(action.scriptLine)' was refused while signing in", at: nil, then: action,
          on: device)
      }
      let snapshot = app.snapshot
      if let same = launched.firstIndex(where: { $0.snapshot == snapshot }) {
        launched[same].devices.insert(device)
      } else {
        launched.append((snapshot, DeviceSet(device), app.focusRecord))
      }
    }
    var frontier: [Int] = []
    for (snapshot, devices, focus) in launched {
      show(devices.first)
      app.snapshot = snapshot
      guard add(snapshot, key(snapshot), parent: nil, action: nil, on: devices, focus: focus)
      else { return }
      frontier.append(nodes.count - 1)
    }
    if let launchScreen, let recorder, prefixes[0].isEmpty {
      for start in frontier {
        for device in nodes[start].devices {
          recorder.launched(
            from: ScreenKind.of(launchScreen), to: drawnReading(of: start, on: device, recorder),
            on: device)
        }
      }
    }
    for level in 1...max(1, depth) {
      self.level = level
      reachedAtLevel.removeAll(keepingCapacity: true)
      var next: [Int] = []
      for index in frontier {
        guard expand(index, into: &next) else { return }
      }
      guard !next.isEmpty else { break }
      if next.contains(where: { nodes[$0].then.isEmpty }) { report.depthReached = level }
      frontier = next
    }
  }
}

/// Which links or sign-outs the discard alert holds a walk by groups tells apart.
enum WaitingExits: Int, Comparable {
  /// None: a view says only that one waits, until a move reads which.
  case leftOut
  /// Those to the walked flows' own destinations: the alert's `button.discard` carries out the
  /// one it holds, and another flow's link or a sign-out changes only what the walked flows'
  /// context is, as the environment's scripts of each kind do.
  case ownLinks
  /// Every one: a move other than the alert's own read which waits.
  case every

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
