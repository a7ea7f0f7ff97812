import AppCoordinator
import LinkRouting

extension Walk {
  /// What a move led to on some of the devices that took it.
  struct Outcome {
    var end: App.Snapshot
    var accepted: Bool
    var devices: DeviceSet
    /// What the app kept of focus after the move, on the first of the devices.
    var focus: FocusRecord
  }

  /// What the walk read of a state before it takes the state's moves: the moves each device
  /// lists, what the move rules read of the start, and what the map read of it.
  ///
  /// ``expand(_:into:)`` is written as four functions, ``list(_:)``, `take`, `settle` and
  /// `keep`, each `@_transparent`: inlined into `expand` in every build, before the walk is
  /// specialized. `@inline(__always)` left `take` and `settle` as calls in the release build
  /// (1,427,056 each at depth 6), and the debug build, which AppExplorer compiles `-O` but file
  /// by file and unspecialized, paid about a tenth more on the walk for them.
  struct Listing {
    let start: App.Snapshot
    /// What the path to the state kept of focus.
    let focus: FocusRecord
    /// What the move rules read of the start state: one for all the devices that reading it on
    /// one could not tell apart, ``startOf`` giving each device's place in it.
    var starts: [MoveStart<App>] = []
    var startOf: [Int]
    /// Each device's moves in the order it lists them, those listed on several together.
    var moves: [ListedMove] = []
    /// How many screens deep the state is, for the focus rule: its breadcrumb's count, the same
    /// on every device.
    var depth = 0
    /// The state asking over another, when the discard alert asks in the whole walk.
    var alert: LinksOverAlert<App.Snapshot>.Visit?
    /// What the map read of the start on each of its devices.
    var startReadings: [MapRecorder.Reading?] = []
  }

  /// Applies every action of state `index` to it, on each of its devices; returns `false` once
  /// a rule is broken or the budget is spent.
  mutating func expand(_ index: Int, into next: inout [Int]) -> Bool {
    let reached = nodes[index].devices
    var listing = list(index)
    // What the move rules read of the start is a computation too.
    guard !reachedOutside() else { return false }
    for entry in listing.moves {
      guard take(entry, from: index, listing: &listing, into: &next) else { return false }
    }
    if let alert = listing.alert { linksOverAlert.leave(alert, on: reached) }
    return true
  }

  /// Lists the moves of state `index` on each of its devices, once for all the devices the
  /// listing on one could not tell apart, and reads what the move rules and the map read of it.
  @_transparent
  mutating func list(_ index: Int) -> Listing {
    let start = nodes[index].snapshot
    let reached = nodes[index].devices
    var listing = Listing(
      start: start, focus: nodes[index].focus,
      startOf: [Int](repeating: 0, count: devices.count))
    var startsRead = DeviceSet()
    // The devices whose moves are listed: those the listing on another could not tell apart.
    var listed = DeviceSet()
    if let recorder {
      listing.startReadings = Array(repeating: nil, count: devices.count)
      let known = mapReadings.known(start)
      for device in reached {
        listing.startReadings[device] =
          MapReadings.reading(in: known, on: device)?.reading
          ?? drawnReading(of: index, on: device, recorder)
      }
    }
    for device in reached where !listed.contains(device) {
      show(device)
      app.snapshot = start
      if members == nil, device == reached.first, app.isAskingToDiscard {
        listing.alert = linksOverAlert.visit(under: app.underAlert(start), on: reached)
      }
      let reads = deviceReads
      if device == reached.first { clearFlowReads() }
      // The tab bar or the sidebar is the width's, so each width offers its own items.
      let visible = app.visible
      listing.depth = visible.breadcrumb.count
      if checksRules, !startsRead.contains(device) {
        let startReads = deviceReads
        listing.starts.append(
          MoveStart(
            app, showing: start, breadcrumb: visible.breadcrumb, screen: visible.screen))
        let same = covered(
          by: device, reading: deviceReads.since(startReads),
          among: reached.subtracting(startsRead))
        for other in same { listing.startOf[other] = listing.starts.count - 1 }
        startsRead.formUnion(same)
      }
      let offered = moves(
        of: index, showing: visible, linksTaken: listing.alert?.linksTaken ?? false)
      // The listing's window holds the start's, so every device it covers has its start.
      var same = covered(
        by: device, reading: deviceReads.since(reads), among: reached.subtracting(listed))
      // What the rest of the app can do is found on each device: a device whose environment
      // differs lists its own moves.
      if members != nil, devices.count > 1 {
        let environment = self.environment(for: app.session)
        for other in same where environment[other] != environment[device] {
          same = same.subtracting(DeviceSet(other))
        }
      }
      listed.formUnion(same)
      Self.merge(offered, on: same, into: &listing.moves)
    }
    return listing
  }

  /// Takes the move `entry` from state `index` on the devices that list it, checks it, and keeps
  /// the states it led to; returns `false` once a rule is broken or the budget is spent.
  @_transparent
  mutating func take(
    _ entry: ListedMove, from index: Int, listing: inout Listing, into next: inout [Int]
  ) -> Bool {
    let action = entry.move.action
    // Taken out of the walk, so that the buffer is unique and appending to it copies nothing.
    var outcomes: [Outcome] = []
    swap(&outcomes, &outcomeBuffer)
    defer {
      // Popped rather than `removeAll(keepingCapacity:)`, which replaces the range through the
      // generic path: 73 instructions a move, for the one outcome a move mostly has.
      while outcomes.popLast() != nil {}
      outcomeBuffer = outcomes
    }
    var late: (rule: String, detail: String, device: Int)?
    let exitReads = app.pendingExitReads
    guard
      perform(
        action, from: listing.start, focus: listing.focus, on: entry.devices, at: index,
        depth: listing.depth, into: &outcomes, late: &late)
    else { return false }
    if listing.alert != nil, action.isLink, app.pendingExitReads != exitReads {
      listing.alert?.readExit = true
    }
    for place in outcomes.indices {
      guard
        settle(
          outcomes, at: place, of: entry, from: index, late: late,
          listing: &listing, into: &next)
      else { return false }
    }
    return true
  }

  /// Counts, checks and keeps the outcome at `place` of `outcomes`, a state the move `entry`
  /// from state `index` led some of its devices to; returns `false` once a rule is broken or the
  /// budget is spent.
  ///
  /// The move rules come first, then, for an accepted move, the state's own (``keep``), then
  /// the focus and teardown rules found as the move ended (`late`): a state that breaks one is
  /// reached by a move that breaks these.
  @_transparent
  mutating func settle(
    _ outcomes: [Outcome], at place: Int, of entry: ListedMove, from index: Int,
    late: (rule: String, detail: String, device: Int)?,
    listing: inout Listing, into next: inout [Int]
  ) -> Bool {
    let action = entry.move.action
    // Read field by field: a copy of an outcome goes through the run time's generic code, and
    // its focus is read only where a state is stepped from, joined or added.
    let arrived = outcomes[place].devices
    let end = outcomes[place].end
    let accepted = outcomes[place].accepted
    for device in arrived { variants[device].transitions += 1 }
    report.transitions += arrived.count
    // After a move that led every device to one state, the app shows where it led, on the
    // first device when it was taken there last.
    var showsEnd =
      outcomes.count == 1 && arrived == entry.devices && shownDevice == entry.devices.first
    guard
      !checksRules
        || checkMove(
          action, starts: &listing.starts, startOf: listing.startOf, to: end,
          accepted: accepted, on: arrived, at: index, showsEnd: &showsEnd)
    else { return false }
    let lateHere = late.flatMap { arrived.contains($0.device) ? $0 : nil }
    guard accepted else {
      if let lateHere { return failLate(lateHere, at: index, then: action) }
      return true
    }
    if !showsEnd {
      show(arrived.first)
      app.snapshot = end
    }
    // The keys of the end, by the devices they are the same on, when a continuation asked them.
    var keys: [(devices: DeviceSet, key: Key)]?
    if !entry.move.then.isEmpty {
      // A step of an environment script before its last: the next step is taken from here,
      // whether or not this state is new to the walk, unless it was taken already from a state
      // the walk tells apart from this one by nothing (``continuing(_:then:on:keys:)``).
      let continuing = continuing(end, then: entry.move.then, on: arrived, keys: &keys)
      if !continuing.isEmpty {
        step(
          end, parent: index, action: action, then: entry.move.then, on: continuing,
          focus: outcomes[place].focus)
        next.append(nodes.count - 1)
      }
    }
    if let recorder {
      draw(action, from: listing.startReadings, at: index, to: end, on: arrived, recorder)
    }
    guard keep(outcomes, at: place, from: index, by: action, keys: keys, into: &next) else {
      return false
    }
    if let lateHere { return failLate(lateHere, at: index, then: action) }
    return true
  }

  /// Keeps the state the outcome at `place` of `outcomes` led to, reached by `action` from
  /// state `index`; returns `false` once a rule is broken or the budget is spent.
  ///
  /// The app shows the state on the outcome's first device. The devices that reached it are
  /// kept in groups the key does not tell apart: none where the walk holds the state on them
  /// already, else joining the state reached at this depth with the same focus, else added as
  /// a new state. `keys`, when set, holds the end's keys by the groups of devices they are the
  /// same on, as this function would find them.
  @_transparent
  mutating func keep(
    _ outcomes: [Outcome], at place: Int, from index: Int, by action: ExplorerAction,
    keys: [(devices: DeviceSet, key: Key)]? = nil, into next: inout [Int]
  ) -> Bool {
    let arrived = outcomes[place].devices
    let end = outcomes[place].end
    // The devices that reached the end, in groups that the key does not tell apart: all of
    // them in a walk of the whole app.
    var rest = arrived
    var known = 0
    while !rest.isEmpty {
      let device = rest.first
      // The app shows the end on the outcome's first device; a state added may have been
      // read on others since.
      if rest != arrived || device != shownDevice {
        show(device)
        app.snapshot = end
      }
      // The whole walk's key is the snapshot, which reads no device: its reads are counted
      // in walks of one flow alone.
      let key: Key
      var group = rest
      if let keys {
        (group, key) = keys[known]
        known += 1
      } else if members != nil {
        let reads = deviceReads
        key = self.key(end)
        group = covered(by: device, reading: deviceReads.since(reads), among: rest)
      } else if !app.isOnboarding, let seen = seen.wholes[end], group.subtracting(seen).isEmpty {
        // Most moves lead to a state the walk holds already: its snapshot, the key, is
        // looked up without the key being made.
        rest = DeviceSet()
        continue
      } else {
        key = self.key(end)
      }
      rest = rest.subtracting(group)
      let new = group.subtracting(seen.devices(reaching: key))
      if new.isEmpty { continue }
      // Reached at this depth already, by other devices and with the same focus: the
      // devices join that state, which is expanded once for all of them.
      if let first = reachedAtLevel[end], nodes[first].focus == outcomes[place].focus {
        guard join(first, end, key, parent: index, action: action, on: new) else {
          return false
        }
        continue
      }
      guard
        add(end, key, parent: index, action: action, on: new, focus: outcomes[place].focus)
      else { return false }
      // A state every device reached can be joined by none.
      if members == nil, recorder == nil, new.count < devices.count, case .whole = key {
        reachedAtLevel[end] = nodes.count - 1
      }
      next.append(nodes.count - 1)
    }
    return true
  }
}
