import AppCoordinator
import LinkRouting

/// Builds a ``NavigationMap`` from what walks see: told of each state a walk adds and of each
/// move between two states, it keeps one place per screen kind and one transition per kind of
/// move.
///
/// A class, so that a walk can hand it a closure over itself while telling it something.
@MainActor
final class MapRecorder {
  /// What the map reads of a state whatever move reaches it: a walk reads it once for each
  /// snapshot and hands it back for every move that leads there.
  struct Reading {
    /// The number of the kind of screen the state shows.
    var kind: Int
    var parks: Bool
    var holdsGatedRoute: Bool
  }

  /// What the map needs of one state of the walk in progress.
  private struct State {
    var reading: Reading
    /// What a move's semantic is read from.
    var facts: Facts
  }

  /// What tells a move's semantic: the root, the session, the flow in sight, what it presents
  /// and how deep its stack is.
  private struct Facts {
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

  private(set) var map: NavigationMap
  private var states: [State] = []
  private var kinds: [String] = []
  private var kindNumbers: [String: Int] = [:]
  private var actionNumbers: [ExplorerAction: Int] = [:]
  private var actions: [ExplorerAction] = []
  private var moves: [Move: NavigationMap.Transition?] = [:]

  init(depth: Int, flows: [FlowRegistration]) {
    map = NavigationMap(
      depth: depth, tabs: flows.filter { $0.kind == .tab }.map(\.id),
      presentedFlows: flows.filter { $0.kind == .presented }.map(\.id),
      linkForms: flows.flatMap(\.linkForms))
  }

  /// Notes that the walks stopped at their state budget, `budget`, before their depth.
  func stopped(atBudget budget: Int) {
    map.stoppedAtBudget = budget
  }

  /// Forgets the states of the last walk; the next walk numbers its states from 0.
  func beginWalk() {
    states.removeAll(keepingCapacity: true)
  }

  /// Notes state number `states.count`, which `app` shows now and `reading` was read from.
  func reached(_ app: some Explorable, reading: Reading) {
    states.append(State(reading: reading, facts: Facts(app)))
  }

  /// What the map reads of the state `app` is in, its kind made a place if it is new.
  ///
  /// - Parameters:
  ///   - app: The app, in the state read.
  ///   - script: The shortest script to the state, asked only for a kind not seen yet.
  /// - Returns: The state's kind, whether it parks a destination and whether a stack holds a
  ///   route that needs sign-in.
  func reading(of app: some Explorable, script: () -> [String]) -> Reading {
    Reading(
      kind: kind(of: app, script: script), parks: app.isParkingDestination,
      holdsGatedRoute: app.holdsGatedRoute)
  }

  /// The number of the kind of screen `app` shows, made a place if it is new.
  private func kind(of app: some Explorable, script: () -> [String]) -> Int {
    // The screen alone: its kind needs neither the breadcrumb nor the tab bar.
    let kind = ScreenKind.of(app.shownScreen.id)
    if let known = kindNumbers[kind] { return known }
    let number = kinds.count
    kinds.append(kind)
    kindNumbers[kind] = number
    let focused = app.flows[app.focusedFlowIndex]
    let group =
      app.isOnboarding
      ? "onboarding"
      : !app.isOnMain
        ? (app.isPresenting ? "presented" : "login")
        : focused.kind == .presented || !app.isPresenting ? focused.id : "presented"
    map.places.append(.init(kind: kind, group: group))
    map.placeScripts[kind] = script()
    return number
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

  /// Notes that launch led from the kind `splash` to the first state of the walk.
  func launched(from splash: String) {
    guard let first = states.first else { return }
    if map.placeScripts[splash] == nil {
      map.places.insert(.init(kind: splash, group: "launch"), at: 0)
      map.placeScripts[splash] = []
    }
    let transition = NavigationMap.Transition(
      from: splash, label: NavigationMap.launchLabel, to: kinds[first.reading.kind])
    if map.transitionScripts[transition] == nil {
      map.transitions.insert(transition, at: 0)
      map.transitionScripts[transition] = []
      map.semantics[transition] = .rootSwap
    }
  }

  /// Notes that `action` led from state `from`, already reached, to the state `app` shows now,
  /// which `reading` was read from.
  ///
  /// A walk of one flow tells states apart by what that flow sees, so the state the action led
  /// to is read from the app, not from the state the walk keeps for it.
  ///
  /// - Parameters:
  ///   - from: The number of the state the action was taken in.
  ///   - action: The action.
  ///   - app: The app, in the state the action led to.
  ///   - reading: What the map read of that state.
  ///   - script: The shortest script ending with the move, asked only for a new one.
  func moved(
    from: Int, _ action: ExplorerAction, to app: some Explorable, reading: Reading,
    script: () -> [String]
  ) {
    // Most moves repeat one already drawn: what else a move needs of the app is read only when
    // it is new.
    let start = states[from]
    let end = reading.kind
    let actionNumber: Int
    if let known = actionNumbers[action] {
      actionNumber = known
    } else {
      actionNumber = actions.count
      actions.append(action)
      actionNumbers[action] = actionNumber
    }
    let move = Move(from: start.reading.kind, action: actionNumber, to: end)
    if let known = moves[move] {
      if let known, !map.gated.contains(known), Self.gates(from: start.reading, to: reading) {
        map.gated.insert(known)
      }
      return
    }
    let transition = map.transition(action, from: kinds[start.reading.kind], to: kinds[end])
    moves[move] = transition
    guard let transition else { return }
    if map.transitionScripts[transition] == nil {
      map.transitions.append(transition)
      map.transitionScripts[transition] = script()
      map.semantics[transition] = Self.semantic(action, from: start.facts, to: Facts(app))
    }
    if Self.gates(from: start.reading, to: reading) { map.gated.insert(transition) }
  }

  /// Whether a move from `start` to `end` parks a destination or puts a route that needs
  /// sign-in on a stack.
  private static func gates(from start: Reading, to end: Reading) -> Bool {
    (!start.parks && end.parks) || (!start.holdsGatedRoute && end.holdsGatedRoute)
  }
}
