import AppCoordinator
import LinkRouting

extension Walk {
  /// One action the walk takes in a state.
  struct Move: Hashable {
    var action: ExplorerAction
    /// The steps after it of the environment script the action is a step of, if it is one.
    var then: [ExplorerAction] = []
  }

  /// A move and the devices that list it in a state.
  ///
  /// A struct, not a tuple: an array of tuples is destroyed through the run time's generic
  /// code, element by element.
  struct ListedMove {
    var move: Move
    var devices: DeviceSet
  }

  /// Adds `offered`, the moves `devices` list in a state, to `moves`, keeping the order of each
  /// device's moves: a breadth-first walk of every device then finds on each the shortest
  /// scripts that device's walk alone finds, first among equals, and draws the same map.
  ///
  /// A move `moves` holds after the last one found is taken once for both; one it lacks there
  /// goes right after the move before it in `offered`, so each device takes a move it lists
  /// twice twice, as its own walk does.
  static func merge(
    _ offered: [Move], on devices: DeviceSet, into moves: inout [ListedMove]
  ) {
    if moves.isEmpty {
      moves.reserveCapacity(offered.count)
      for move in offered { moves.append(ListedMove(move: move, devices: devices)) }
      return
    }
    // Most devices list the same moves in the same order.
    if offered.count == moves.count {
      var same = true
      for position in offered.indices where offered[position] != moves[position].move {
        same = false
        break
      }
      if same {
        for position in moves.indices { moves[position].devices.formUnion(devices) }
        return
      }
    }
    // Each move is looked for after the last one found, so that the merged order keeps both.
    var merged: [ListedMove] = []
    merged.reserveCapacity(moves.count + offered.count)
    var next = 0
    for move in offered {
      var place = next
      while place < moves.count, moves[place].move != move { place += 1 }
      guard place < moves.count else {
        merged.append(ListedMove(move: move, devices: devices))
        continue
      }
      merged.append(contentsOf: moves[next..<place])
      merged.append(ListedMove(move: move, devices: moves[place].devices.union(devices)))
      next = place + 1
    }
    merged.append(contentsOf: moves[next...])
    moves = merged
  }

  /// The actions taken in state `index`, which the app shows now: `visible`; without the corpus's
  /// valid links when `linksTaken` (another state asking over the same one took them).
  mutating func moves(
    of index: Int, showing visible: VisibleScreen, linksTaken: Bool = false
  ) -> [Move] {
    if let then = nodes[index].then.first {
      return [Move(action: then, then: Array(nodes[index].then.dropFirst()))]
    }
    // Loops, not closures: a closure made on the main actor checks its isolation at each call.
    var moves: [Move] = [Move(action: .back), Move(action: .dismiss)]
    moves.reserveCapacity(
      2 + visible.screen.elements.count + visible.tabBar.count + selection.rejectedEverywhere.count
        + selection.links.count)
    // Out of the walked flow's sight, the visible screen is another flow's: its elements are
    // tapped too, so that a move of that flow that writes the walked one shows.
    for elements in [visible.screen.elements, visible.tabBar] {
      for element in elements {
        switch element.kind {
        case .textField:
          for value in element.exploredValues {
            moves.append(Move(action: .type(value, into: element.id)))
          }
        case .text:
          continue
        default:
          moves.append(Move(action: .tap(element.id)))
        }
      }
    }
    for link in selection.rejectedEverywhere { moves.append(Move(action: .open(link))) }
    if !linksTaken {
      for place in selection.links.indices {
        moves.append(Move(action: .open(selection.links[place])))
      }
    }
    if index == 0 {
      for link in selection.rejectedLinks { moves.append(Move(action: .open(link))) }
      for link in selection.secondTexts { moves.append(Move(action: .open(link))) }
    }
    if members != nil {
      for script in environment(for: app.session)[shownDevice]
      where memberBits & FlowGroups.bit(script.flow) == 0 {
        moves.append(Move(action: script.steps[0], then: Array(script.steps.dropFirst())))
      }
    }
    return moves
  }

  /// What the rest of the app can do to the walked flow's context while signed in as
  /// `session`, on each device, found once per session.
  mutating func environment(for session: Session) -> [[Environment.Script]] {
    if let known = environments[session] { return known }
    // Found on the scratch app apart from any computation of the walk: what the rest of the
    // app does is not a read of the walked flows.
    let counts = fresh.countsFlowReads
    fresh.countsFlowReads = false
    defer { fresh.countsFlowReads = counts }
    var found: [[Environment.Script]] = []
    for device in devices {
      found.append(
        Environment.scripts(
          of: fresh, session: session, on: device, everyLink: everyLinkIsEnvironment))
    }
    environments[session] = found
    return found
  }

  /// The devices of `arrived` on which the walk takes the rest of an environment script.
  ///
  /// `then` is what is left of the script and `end` the state it is taken from, which the app
  /// shows on the first device of `arrived`. The devices are those on which the walk took
  /// `then` from no state it tells apart from `end` by nothing: every one in a walk of the
  /// whole app or one that draws the map, which draws every move.
  ///
  /// A walk of some flows keeps one state of the app for each key, what its flows see, and
  /// takes a state's moves once, from the first state found with its key: a computation that
  /// reached no flow outside the walked ones, and read as much of the device, went the same
  /// way from any state of the same key (ARCHITECTURE.md, "Flows walked by groups"). The rest
  /// of a script is such moves: from an end of the same key as one it was taken from, on the
  /// same device, it leads where it led there, a state the walk holds, and breaks what it broke
  /// there, nothing; so it is taken once for each key, as a state's own moves are. `keys` is
  /// set to the end's keys, by the devices each is the same on, for ``keep``.
  mutating func continuing(
    _ end: App.Snapshot, then: [ExplorerAction], on arrived: DeviceSet,
    keys: inout [(devices: DeviceSet, key: Key)]?
  ) -> DeviceSet {
    guard members != nil, recorder == nil else { return arrived }
    var found: [(devices: DeviceSet, key: Key)] = []
    var continuing = DeviceSet()
    var rest = arrived
    while !rest.isEmpty {
      let device = rest.first
      if rest != arrived {
        show(device)
        app.snapshot = end
      }
      let reads = deviceReads
      let key = self.key(end)
      let group = covered(by: device, reading: deviceReads.since(reads), among: rest)
      rest = rest.subtracting(group)
      found.append((group, key))
      guard case .view(let view) = key else {
        continuing.formUnion(group)
        continue
      }
      let steps = Continuation(view: view, then: then)
      let taken = continued[steps] ?? DeviceSet()
      continuing.formUnion(group.subtracting(taken))
      continued[steps] = taken.union(group)
    }
    keys = found
    return continuing
  }

  /// Records a step on the way through an environment script: not a state of the walk, and not
  /// checked, since the walk of the flow it shows checks it.
  mutating func step(
    _ snapshot: App.Snapshot, parent: Int, action: ExplorerAction, then: [ExplorerAction],
    on devices: DeviceSet, focus: FocusRecord
  ) {
    nodes.append(
      Node(
        snapshot: snapshot, parent: parent, action: action, then: then, devices: devices,
        focus: focus))
    if let recorder { draw(nodes.count - 1, on: devices, recorder) }
  }
}

/// The rest of an environment script, from a state a walk of some flows tells apart by
/// `view` (``Walk/continuing(_:then:on:keys:)``).
struct Continuation: Hashable {
  var view: ViewKey
  var then: [ExplorerAction]
}
