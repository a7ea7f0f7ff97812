import AppCoordinator
import LinkRouting

extension Walk {
  /// Takes `action` from `start`, with what the path to it kept of focus, `focus`, on each of
  /// `offered`, and puts the states it led to in `outcomes`, those of equal outcome together.
  ///
  /// It is taken once for all the devices it cannot tell apart by what it read of the device
  /// (``covered(by:reading:among:)``), and again on each other. Returns `false` once the
  /// `requests` rule is broken, or `landing` by a link a tap made a flow ask for (forgetting,
  /// before a tap, a link a rule's own tap asked for).
  mutating func perform(
    _ action: ExplorerAction, from start: App.Snapshot, focus: FocusRecord, on offered: DeviceSet,
    at index: Int, depth: Int, into outcomes: inout [Outcome],
    late: inout (rule: String, detail: String, device: Int)?
  ) -> Bool {
    var taken = DeviceSet()
    for device in offered where !taken.contains(device) {
      show(device)
      app.snapshot = start
      app.focusRecord = focus
      let reads = deviceReads
      // What the teardown rule reads of the start: the objects the screens hold, none for most
      // flows.
      let held = checksRules ? WeakModel.held(by: app) : []
      clearFlowReads()
      let ownMove = ownMoveSession(action)
      let exitReads = app.pendingExitReads
      if checksRules, case .tap = action { _ = app.takeRequestedLink() }  // a rule's own tap's
      let accepted = action.perform(on: app)
      // A view leaves out which link or sign-out the alert holds: a move that read it, the
      // alert's own `button.discard` too, which carries it out, has the walk tell them apart.
      // The map's walks tell every way out apart already, in the map's key.
      if members != nil, recorder == nil, app.pendingExitReads != exitReads {
        let needed: WaitingExits = action == .tap("button.discard") ? .ownLinks : .every
        if needed > exactAsking {
          readWaitingExit = needed
          return false
        }
      }
      if checksRules, let (rule, broken) = Rules.asked(after: action, in: app) {
        fail(rule, broken, at: index, then: action, on: device)
        return false
      }
      // Read as the move ends, since neither is in the snapshot, and reported once the move
      // rules have held: a move that breaks one of those moves focus wrongly too.
      if late == nil, !held.isEmpty, let broken = Rules.teardown(action, held: held, in: app) {
        late = ("teardown", broken, device)
      }
      // Focus is checked where a move opens or closes a screen by the user's hand: a link sets
      // it to the new screen's own element whatever it opens (it clears what was recorded), so
      // its check is the one of a tap that opens, and moves that change no depth keep it.
      if checksRules, late == nil, accepted, !action.isLink, app.depth != depth,
        let broken = Rules.focus(action, from: depth, record: focus, in: app)
      {
        late = ("focus", broken, device)
      }
      guard !reachedOutside(ownMoveFrom: ownMove) else { return false }
      let end = app.snapshot
      let same = covered(
        by: device, reading: deviceReads.since(reads), among: offered.subtracting(taken))
      taken.formUnion(same)
      if let place = outcomes.firstIndex(where: { $0.accepted == accepted && $0.end == end }) {
        outcomes[place].devices.formUnion(same)
      } else {
        outcomes.append(
          Outcome(end: end, accepted: accepted, devices: same, focus: app.focusRecord))
      }
    }
    return true
  }

  /// Checks the rules of the move `action` from each device's start (`starts`, at `startOf`)
  /// to `end`, which the devices `arrived` reached, the move `accepted` or not.
  ///
  /// It checks once for all of those devices that share a start and that the check
  /// cannot tell apart by what it read of the device (``covered(by:reading:among:)``), and
  /// again on each other. `showsEnd` says whether the app shows the end on its first
  /// device, before and after. Returns `false` once one is broken.
  mutating func checkMove(
    _ action: ExplorerAction, starts: inout [MoveStart<App>], startOf: [Int],
    to end: App.Snapshot, accepted: Bool, on arrived: DeviceSet, at index: Int,
    showsEnd: inout Bool
  ) -> Bool {
    var checked = DeviceSet()
    var last = arrived.first
    for device in arrived where !checked.contains(device) {
      if !(showsEnd && device == arrived.first) {
        show(device)
        app.snapshot = end
      }
      let reads = deviceReads
      clearFlowReads()
      // The move rules leave the app showing the state the move left.
      let broken = Rules.move(
        action, from: &starts[startOf[device]], to: end, accepted: accepted,
        in: app)
      guard !reachedOutside() else { return false }
      if let (rule, detail) = broken {
        fail(rule, detail, at: index, then: action, on: device)
        return false
      }
      var sameStart = DeviceSet()
      for other in arrived.subtracting(checked) where startOf[other] == startOf[device] {
        sameStart.insert(other)
      }
      checked.formUnion(covered(by: device, reading: deviceReads.since(reads), among: sameStart))
      last = device
    }
    showsEnd = last == arrived.first
    return true
  }

  /// Forgets which flows the app's code reached, before a computation, in a walk of a group.
  @inline(__always)
  func clearFlowReads() {
    guard members != nil else { return }
    app.clearFlowReads()
    fresh.clearFlowReads()
  }

  /// Whether a user is signed in as `action` begins, when it is a flow's own move in a walk of
  /// a group; `nil` when it is not one.
  ///
  /// A flow's own move is not a link, is taken on main and does not answer the discard alert.
  /// One that keeps the session is no change of context, which every group's walk makes as its
  /// environment: what it commands another flow in code that treats every flow alike is noted
  /// (ARCHITECTURE.md, "Flows walked by groups", the alike exemption).
  @inline(__always)
  func ownMoveSession(_ action: ExplorerAction) -> Bool? {
    guard members != nil, !action.isLink, app.isOnMain, !app.isAskingToDiscard else { return nil }
    return app.session.isSignedIn
  }

  /// Whether the computation just taken reached a flow outside the walked group, or, as a
  /// flow's own move that began signed in as `ownMoveFrom` says (``ownMoveSession(_:)``) and
  /// kept the session, commanded one in code that treats every flow alike; the walk then stops,
  /// keeping those flows in ``coupled``, to be walked again with them (``FlowGroups``).
  @inline(__always)
  mutating func reachedOutside(ownMoveFrom signedIn: Bool? = nil) -> Bool {
    guard members != nil else { return false }
    var reached = app.flowsReached | fresh.flowsReached
    if let signedIn, signedIn == app.session.isSignedIn { reached |= app.flowsChangedAlike }
    let outside = reached & ~memberBits
    guard outside != 0 else { return false }
    coupled = outside
    return true
  }
}
