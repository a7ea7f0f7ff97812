import LinkRouting

// What the package's explorer needs of a flow's box, for speed and soundness, and nothing the
// app's navigation asks: reads of the state kept until the flow writes it again, the switch that
// silences its observers, the count of its writes, and the numbering of its states. The app
// reaches none of it but through `WalkedFlow`, which the explorer asks.

/// What the package's explorer asks of a registered flow beyond what the app asks
/// (``ErasedFlow``): for speed, and for the soundness of what it skips.
@MainActor
package protocol WalkedFlow: AnyObject {
  /// Whether reads and writes of the flow's state are told to its observers; a flow that is
  /// not built on ``/LinkRouting/Coordinator`` always tells them.
  var tellsObservers: Bool { get set }

  /// A box of the same flow for whoever walks the app, which numbers the flow's whole states
  /// (stack and presentations) in the order first seen: the caller owns it, so that the app
  /// keeps none of the numbering.
  func makeStateTable() -> any ErasedFlow
  /// Notes each access the app makes of the flow in `reads`, as the flow at `place`.
  func noteAccesses(in reads: FlowReads, as place: Int)
  /// Counts each write of the flow's state in `count` too, stamped as the flow at `place`
  /// (``/LinkRouting/WriteCount/lastWrites``); returns `false`, counting nothing, for a flow not
  /// built on ``/LinkRouting/Coordinator``, whose writes are not counted.
  func countWrites(in count: WriteCount, as place: Int) -> Bool
  /// The flow's whole state as a number, the same for equal states; `likely` is the number it
  /// likely has, compared before the state is hashed.
  func stateNumber(likely: Int?) -> Int
  /// Puts back the state numbered `number` by ``stateNumber(likely:)``.
  func restoreState(_ number: Int)
  /// Whether the stack holds a route that needs sign-in.
  func holdsGatedRoute() -> Bool
  /// How many routes are pushed.
  func pathCount() -> Int
  /// The number of the stack as saved (``ErasedFlow/savedStack``), the same for equal saved
  /// stacks: states that differ only in what they present save the same stack.
  func savedStackNumber() -> Int
  /// `stack`, a destination's of this flow, written as the saved document writes it
  /// (`article/7`); `nil` when it is another flow's.
  static func savedStack(of stack: AnyRouteStack) -> [String]?
  /// The number ``savedStackNumber()`` gives a flow whose stack is saved as `saved`.
  func savedStackNumber(of saved: [String]) -> Int
}

/// How a box numbers its flow's states and puts them back: made by the flow's registration,
/// where the flow's type is known.
///
/// The app's own registrations (`AppCoordinator.productFlows`) name each flow's type, so the
/// optimizer compiles the numbering there for the flow's state type; a box compiled once for
/// every flow would hash and compare each state through its witness tables.
package struct StateTableMaker: Sendable {
  /// Makes the table of the states of a flow of the registered type.
  let make: @MainActor @Sendable (AnyObject) -> StateTable

  /// How to number the states of `Flow`.
  init<Flow: AppFlow>(_: Flow.Type) {
    make = { flow in StateTable(unsafeDowncast(flow, to: Flow.self)) }
  }
}

/// One flow's states numbered in the order first seen, and the flow itself, reached through
/// closures made for its state type (``StateTableMaker``).
@MainActor
package struct StateTable {
  /// The number of the flow's state, numbering it if it is new; the argument is the number it
  /// likely has, compared before the state is hashed.
  package let number: @MainActor (Int?) -> Int
  /// Shows the state of the number given, writing it only when it differs from the one shown.
  package let show: @MainActor (Int) -> Void

  /// An empty table of `flow`'s states.
  ///
  /// A flow built on ``/LinkRouting/Coordinator`` is read and written without telling its
  /// observers, since no view observes the app the explorer walks; another flow is read and
  /// written as it says.
  package init<Flow: AppFlow>(_ flow: Flow) {
    let states = Numbering<Flow.State>()
    if let coordinator = flow as? Coordinator<Flow.State> {
      number = { likely in
        states.expect(likely)
        return coordinator.stateNumber(in: states, PackageAccess())
      }
      show = { coordinator.showState(numbered: $0, in: states, PackageAccess()) }
    } else {
      number = { likely in
        states.expect(likely)
        return states.number(of: flow.state)
      }
      show = { number in
        let numbered = states.value(numbered: number)
        if flow.state != numbered { flow.replaceState(with: numbered, PackageAccess()) }
      }
    }
  }
}

/// What a box keeps for the explorer: the flow's count of writes, its memos of what was read
/// of the state, and its numbering of the flow's states.
///
/// A class apart, not fields of the box: a memo is written in place while the count beside it
/// is read, which two fields of one struct could not be, and the box, generic, finds each of
/// its fields at run time.
@MainActor
final class BoxWalk {
  /// The flow, when it is built on `Coordinator`: it counts the writes of its state (while the
  /// count is the same, so is the state, and neither a hash nor a comparison is needed), and its
  /// observers can go untold.
  let hooks: (any CoordinatorHooks)?
  /// How a box of the same flow numbers its states.
  let stateTables: StateTableMaker
  /// The flow, for ``states``.
  private let flow: AnyObject
  /// The flow's states numbered so far: empty but in a box made by `makeStateTable()`.
  ///
  /// Made at the first question, as ``savedStacks`` is: an app makes a box for every flow each
  /// time it is made, and most apps (the shell's, a test's, the ones a fuzz harness makes for
  /// every input) are never walked; making the table's closures and numberings was about a
  /// seventh of making an app in the fuzz build.
  var states: StateTable {
    if let madeStates { return madeStates }
    let made = stateTables.make(flow)
    madeStates = made
    return made
  }
  @exclusivity(unchecked) private var madeStates: StateTable?
  /// The number of the state last read or put back, and the flow's count of writes then.
  @exclusivity(unchecked) var known: (writes: Int, number: Int)?

  // While no observer is told (the explorer walks the app with none), what is read of the state
  // is kept until the flow writes its state again: the walk reads the saved stack, the
  // breadcrumb, the depth and the screen of one state many times between two writes, and
  // making them, which formats each route, cost about a seventh of its instructions. Each is a
  // function of the state (the screen, of the session too), as the explorer's snapshot, which
  // keeps the state alone, already takes it to be. With observers told, every read reaches the
  // state, so that a view that reads it is told of the next write.

  @exclusivity(unchecked) var savedMemo: Memo<[String]>?
  @exclusivity(unchecked) var crumbsMemo: Memo<[String]>?
  @exclusivity(unchecked) var depthMemo: Memo<Int>?
  @exclusivity(unchecked) var screenMemo: Memo<Screen>?
  /// The session the screen was last asked for: a kept screen was drawn for it.
  @exclusivity(unchecked) var screenSession: Session?

  /// Whether the state of each number asked so far holds a route that needs sign-in.
  @exclusivity(unchecked) var gatedByNumber: [Int: Bool] = [:]
  /// Every saved stack numbered so far, made at the first question.
  var savedStacks: Numbering<[String]> {
    if let madeSavedStacks { return madeSavedStacks }
    let made = Numbering<[String]>()
    madeSavedStacks = made
    return made
  }
  @exclusivity(unchecked) private var madeSavedStacks: Numbering<[String]>?
  /// The number of the saved stack of the state of each number asked so far.
  @exclusivity(unchecked) var savedByNumber: [Int: Int] = [:]

  /// Where the app's accesses of the flow are noted, and the flow's place in the app: read at
  /// every access, unchecked as ``FlowReads``' fields are.
  @exclusivity(unchecked) var reads: FlowReads?
  @exclusivity(unchecked) var place = 0

  /// Notes a question the app asks of the flow (``FlowReads``).
  @inline(__always) func note() { reads?.noteRead(place) }
  /// Notes a command the app gives the flow (``FlowReads``).
  @inline(__always) func noteWrite() { reads?.noteWrite(place) }

  init(_ flow: AnyObject, _ stateTables: StateTableMaker) {
    hooks = flow as? any CoordinatorHooks
    self.stateTables = stateTables
    self.flow = flow
  }

  /// What `make` reads of the state: the value in `memo` while the flow has not written its
  /// state since it was kept there, else made and kept, when no observer is told.
  @inline(__always) func kept<Value>(
    _ memo: inout Memo<Value>?, _ make: () -> Value
  ) -> Value {
    guard let hooks, !hooks.tellsObservers else { return make() }
    let writes = hooks.stateVersion
    // The count compared in place: binding the whole memo would copy it.
    if memo?.writes == writes, let value = memo?.value { return value }
    let made = make()
    memo = Memo(writes: writes, value: made)
    return made
  }

  // The walk asks every flow's number after every move, and most flows did not move: the
  // unchanged case reads two integers and returns, never reaching the code that needs the
  // flow's state type.

  /// The number of the flow's state when it was not written since it was last read or put back.
  @inline(__always) var unchanged: Int? {
    guard let hooks, let known, known.writes == hooks.stateVersion else { return nil }
    return known.number
  }

  /// Keeps `number` as the number of the state now.
  func remember(_ number: Int) {
    if let hooks { known = (hooks.stateVersion, number) }
  }

  /// What `read` gives for the flow's state, from `table` when the state is numbered and was
  /// asked before, else read, and kept when numbered.
  @inline(__always) func learned<Value>(
    _ table: inout [Int: Value], _ read: () -> Value
  ) -> Value {
    guard let number = unchanged else { return read() }
    if let known = table[number] { return known }
    let value = read()
    table[number] = value
    return value
  }
}

extension FlowBox: WalkedFlow {
  var savedStack: [String] {
    walk.note()
    return walk.kept(&walk.savedMemo) {
      // A box is compiled once for every flow, so `map` and `isEmpty` here look up the array's
      // type at run time at each call; most stacks are empty, and `count` is read in place.
      let path = flow.state.path
      return path.count == 0 ? [] : path.map { $0.description }
    }
  }
  var breadcrumb: [String] {
    walk.note()
    return walk.kept(&walk.crumbsMemo) { flow.breadcrumb }
  }
  var depth: Int {
    walk.note()
    return walk.kept(&walk.depthMemo) {
      let state = flow.state
      return 1 + state.path.count + state.presented.layers.count
    }
  }

  func screen(for session: Session) -> Screen {
    walk.note()
    if walk.screenSession != session {
      walk.screenMemo = nil
      walk.screenSession = session
    }
    return walk.kept(&walk.screenMemo) { flow.screen(for: session) }
  }

  var tellsObservers: Bool {
    get { walk.hooks?.tellsObservers ?? true }
    set { walk.hooks?.tellsObservers = newValue }
  }

  func makeStateTable() -> any ErasedFlow { FlowBox(flow, walk.stateTables) }

  func noteAccesses(in reads: FlowReads, as place: Int) {
    walk.reads = reads
    walk.place = place
  }

  func countWrites(in count: WriteCount, as place: Int) -> Bool {
    guard let hooks = walk.hooks else { return false }
    // A flow is made for one app (`makeBox()`): a second count would leave the first app's
    // explorer trusting a count that no longer moves.
    assert(hooks.sharedWrites == nil || hooks.sharedWrites === count, "A flow counts for one app.")
    count.reserveStamp(at: place)
    hooks.sharedPlace = place
    hooks.sharedWrites = count
    return true
  }

  func stateNumber(likely: Int?) -> Int {
    if let number = walk.unchanged { return number }
    let number = walk.states.number(likely)
    walk.remember(number)
    return number
  }

  func restoreState(_ number: Int) {
    if walk.unchanged != number {
      walk.states.show(number)
      walk.remember(number)
    }
  }

  // Asked in every state the walk checks, where the flow's state is numbered: each number's
  // answer is learned once, since the number names the whole state, and most states share the
  // flow's state with another.

  func holdsGatedRoute() -> Bool {
    walk.learned(&walk.gatedByNumber) { flow.state.path.containsGatedRoute }
  }

  func pathCount() -> Int { flow.state.path.count }

  func savedStackNumber() -> Int {
    walk.learned(&walk.savedByNumber) { walk.savedStacks.number(of: savedStack) }
  }

  func savedStackNumber(of saved: [String]) -> Int { walk.savedStacks.number(of: saved) }

  static func savedStack(of stack: AnyRouteStack) -> [String]? {
    stack.routes(as: FlowRoute.self).map { $0.map(\.description) }
  }
}

/// A value read of the state, and the flow's count of writes when it was read.
///
/// A struct, not a tuple: an optional tuple is destroyed through the run time's generic code,
/// 800 instructions for the screen's.
struct Memo<Value> {
  var writes: Int
  var value: Value
}
