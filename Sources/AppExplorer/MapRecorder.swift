import AppCoordinator
import LinkRouting

/// Builds a ``NavigationMap`` for each device a walk takes from what the walk sees: told of
/// each state a device reaches and of each move a device makes between two states, it keeps one
/// place per screen kind and one transition per kind of move, in each device's map.
///
/// What it reads of a state, a ``Reading``, the walk reads once per snapshot and device (once for
/// every device when reading it read none) and hands back for every move that leads there; each
/// device's map is then made of readings alone, in the order that device met them, so that it is
/// the map a walk of that device alone draws.
///
/// A class, so that a walk can hand it a closure over itself while telling it something.
@MainActor
final class MapRecorder {
  /// What the map reads of a state whatever move reaches it.
  struct Reading {
    /// The number of the kind of screen the state shows.
    var kind: Int
    /// Whether a sheet or alert shows, which tells the group of the kind's place.
    var isPresenting: Bool
    var parks: Bool
    var holdsGatedRoute: Bool
    /// What a move's semantic is read from.
    fileprivate var facts: Facts
  }

  /// What tells a move's semantic: the root, the session, the flow in sight, what it presents
  /// and how deep its stack is.
  fileprivate struct Facts {
    /// 0 on splash or login, 1 on onboarding, 2 on main.
    var stage: Int
    var signedIn: Bool
    var focused: Int
    var showsPresentedFlow: Bool
    var layers: [PresentedLayer]
    var depth: Int

    @MainActor
    init(_ app: some Explorable) {
      stage = app.isOnboarding ? 1 : app.isOnMain ? 2 : 0
      signedIn = app.session.isSignedIn
      focused = app.focusedFlowIndex
      showsPresentedFlow = app.showsPresentedFlow
      layers = app.visiblePresentations.layers
      depth = app.stepsToRoot
    }
  }

  /// A move between two kinds by one action, before labelling.
  private struct Move: Hashable {
    var from: Int
    var action: Int
    var to: Int
  }

  /// One map for each device walked, in the walk's order of devices.
  private(set) var maps: [NavigationMap]
  /// The first device's map: the map of a walk of one device.
  var map: NavigationMap { maps[0] }
  private let flows: [FlowRegistration]
  private var kinds: [String] = []
  private var kindNumbers: [String: Int] = [:]
  /// For each device, whether each kind is a place of its map yet.
  private var placed: [[Bool]]
  private var actionNumbers: [ExplorerAction: Int] = [:]
  private var actions: [ExplorerAction] = []
  /// For each device, the number of the transition each move drew on its map, `nil` for none.
  private var moves: [[Move: Int?]]
  /// For each device, each transition drawn on its map and whether it is gated, by number: a
  /// move drawn before is told apart from a new one, and its gate read, without hashing a
  /// transition's texts.
  private var drawn: [[(transition: NavigationMap.Transition, gated: Bool)]]
  private var transitionNumbers: [[NavigationMap.Transition: Int]]

  /// A recorder of the maps of `devices` devices, drawn `depth` actions deep, of an app made of
  /// `flows`.
  init(depth: Int, flows: [FlowRegistration], devices: Int = 1) {
    let map = NavigationMap(
      depth: depth, tabs: flows.filter { $0.kind == .tab }.map(\.id),
      presentedFlows: flows.filter { $0.kind == .presented }.map(\.id),
      linkForms: flows.flatMap(\.linkForms))
    self.flows = flows
    maps = Array(repeating: map, count: max(1, devices))
    placed = Array(repeating: [], count: max(1, devices))
    moves = Array(repeating: [:], count: max(1, devices))
    drawn = Array(repeating: [], count: max(1, devices))
    transitionNumbers = Array(repeating: [:], count: max(1, devices))
  }

  /// The number of `action`, the same on every device.
  func number(of action: ExplorerAction) -> Int {
    if let known = actionNumbers[action] { return known }
    let number = actions.count
    actions.append(action)
    actionNumbers[action] = number
    return number
  }

  /// Notes that the walks stopped at their state budget, `budget`, before their depth.
  func stopped(atBudget budget: Int) {
    for device in maps.indices { maps[device].stoppedAtBudget = budget }
  }

  /// What the map reads of the state `app` is in, on the device it is on.
  func reading(of app: some Explorable) -> Reading {
    // The screen alone: its kind needs neither the breadcrumb nor the tab bar.
    let kind = ScreenKind.of(app.shownScreen.id)
    let number: Int
    if let known = kindNumbers[kind] {
      number = known
    } else {
      number = kinds.count
      kinds.append(kind)
      kindNumbers[kind] = number
    }
    return Reading(
      kind: number, isPresenting: app.isPresenting, parks: app.isParkingDestination,
      holdsGatedRoute: app.holdsGatedRoute, facts: Facts(app))
  }

  /// Where the screen of a state read as `reading` shows: onboarding, login, `presented` (a
  /// sheet or alert), or on main the focused flow's id.
  private func group(of reading: Reading) -> String {
    switch reading.facts.stage {
    case 1: return "onboarding"
    case 2:
      let focused = flows[reading.facts.focused]
      return focused.kind == .presented || !reading.isPresenting ? focused.id : "presented"
    default: return reading.isPresenting ? "presented" : "login"
    }
  }

  /// Notes that `device` reached a state read as `reading`: its kind is made a place of the
  /// device's map if it is new there.
  ///
  /// - Parameters:
  ///   - reading: What the map read of the state.
  ///   - device: The device's place in the walk's devices.
  ///   - script: The shortest script to the state on the device, asked only for a new kind.
  func reached(_ reading: Reading, on device: Int, script: () -> [String]) {
    let kind = reading.kind
    if kind < placed[device].count, placed[device][kind] { return }
    if kind >= placed[device].count {
      placed[device] += Array(repeating: false, count: kind + 1 - placed[device].count)
    }
    placed[device][kind] = true
    maps[device].places.append(.init(kind: kinds[kind], group: group(of: reading)))
    maps[device].placeScripts[kinds[kind]] = script()
  }

  /// What `action` did, from a state with `start`'s facts to one with `end`'s: a change of the
  /// root or the session first (a tab or a link before it), then the presented flow, then the visible
  /// flow's layers (a layer closed, else one shown), then its stack.
  private static func semantic(
    _ action: ExplorerAction, from start: Facts, to end: Facts
  ) -> NavigationMap.Semantic {
    if case .tap(let id) = action, FlowRegistration.tabFlowID(ofItem: id) != nil { return .tab }
    // A link is drawn from its form, whatever screen it was opened on: it opens its flow, or
    // swaps the root to login when it parks the destination.
    if case .open = action { return end.stage == 0 ? .rootSwap : .link }
    if start.stage != end.stage || start.signedIn != end.signedIn { return .rootSwap }
    if start.showsPresentedFlow != end.showsPresentedFlow {
      return end.showsPresentedFlow ? .present(.sheet) : .close(.sheet)
    }
    if start.focused != end.focused { return .tab }
    let kept = zip(start.layers, end.layers).prefix { $0.0 == $0.1 }.count
    if let top = start.layers.last, start.layers.count > kept { return .close(top.kind) }
    if let top = end.layers.last, end.layers.count > kept { return .present(top.kind) }
    return end.depth < start.depth || action == .back ? .pop : .push
  }

  /// Notes that launch led `device` from the kind `splash` to the first state of its walk, read
  /// as `first`.
  func launched(from splash: String, to first: Reading, on device: Int) {
    if maps[device].placeScripts[splash] == nil {
      maps[device].places.insert(.init(kind: splash, group: "launch"), at: 0)
      maps[device].placeScripts[splash] = []
    }
    let transition = NavigationMap.Transition(
      from: splash, label: NavigationMap.launchLabel, to: kinds[first.kind])
    if maps[device].transitionScripts[transition] == nil {
      maps[device].transitions.insert(transition, at: 0)
      maps[device].transitionScripts[transition] = []
      maps[device].semantics[transition] = .rootSwap
    }
  }

  /// Notes that `action`, numbered `actionNumber` (``number(of:)``), led `device` from a state
  /// read as `start` to one read as `end`, whose kind it makes a place first if it is new there.
  ///
  /// - Parameters:
  ///   - start: What the map read of the state the action was taken in.
  ///   - action: The action.
  ///   - actionNumber: The action's number.
  ///   - end: What the map read of the state the action led to.
  ///   - device: The device's place in the walk's devices.
  ///   - script: The shortest script ending with the move on the device, asked only for a new
  ///     kind or a new move.
  func moved(
    from start: Reading, _ action: ExplorerAction, numbered actionNumber: Int, to end: Reading,
    on device: Int, script: () -> [String]
  ) {
    reached(end, on: device, script: script)
    // Most moves repeat one already drawn.
    let move = Move(from: start.kind, action: actionNumber, to: end.kind)
    if let known = moves[device][move] {
      if let known, !drawn[device][known].gated, Self.gates(from: start, to: end) {
        drawn[device][known].gated = true
        maps[device].gated.insert(drawn[device][known].transition)
      }
      return
    }
    guard
      let transition = maps[device].transition(
        action, from: kinds[start.kind], to: kinds[end.kind])
    else {
      moves[device][move] = .some(nil)
      return
    }
    let number: Int
    if let known = transitionNumbers[device][transition] {
      number = known
    } else {
      number = drawn[device].count
      drawn[device].append((transition, false))
      transitionNumbers[device][transition] = number
      maps[device].transitions.append(transition)
      maps[device].transitionScripts[transition] = script()
      maps[device].semantics[transition] = Self.semantic(action, from: start.facts, to: end.facts)
    }
    moves[device][move] = number
    if !drawn[device][number].gated, Self.gates(from: start, to: end) {
      drawn[device][number].gated = true
      maps[device].gated.insert(transition)
    }
  }

  /// Whether a move from `start` to `end` parks a destination or puts a route that needs
  /// sign-in on a stack.
  private static func gates(from start: Reading, to end: Reading) -> Bool {
    (!start.parks && end.parks) || (!start.holdsGatedRoute && end.holdsGatedRoute)
  }
}
