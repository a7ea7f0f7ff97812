import LinkRouting

/// The box for one flow: every question of ``ErasedFlow`` answered with the flow's own types.
@MainActor
final class FlowBox<Flow: AppFlow>: ErasedFlow {
  typealias FlowRoute = Flow.State.FlowRoute

  /// The flow's coordinator.
  let flow: Flow
  /// The flow, when its screens hold objects of their own: cast once, since the explorer asks
  /// for them before every move.
  private let modelHolder: (any ScreenModels)?
  /// The flow, when it is built on `Coordinator`: it counts the writes of its state (while the
  /// count is the same, so is the state, and neither a hash nor a comparison is needed), and its
  /// observers can go untold.
  private let hooks: (any CoordinatorHooks)?
  /// The number of the state last read or put back, and the flow's count of writes then.
  @exclusivity(unchecked) private var known: (writes: Int, number: Int)?
  /// The states numbered so far: empty but in a box made by ``makeStateTable()``.
  private let states = Numbering<Flow.State>()

  convenience init() { self.init(Flow()) }

  private init(_ flow: Flow) {
    self.flow = flow
    modelHolder = flow as? any ScreenModels
    hooks = flow as? any CoordinatorHooks
  }

  var savedStack: [String] {
    kept(&savedMemo) { flow.state.path.map { $0.description } }
  }
  var breadcrumb: [String] { kept(&crumbsMemo) { flow.breadcrumb } }
  var depth: Int {
    kept(&depthMemo) {
      let state = flow.state
      return 1 + state.path.count + state.presented.layers.count
    }
  }

  // While no observer is told (the explorer walks the app with none), what is read of the state
  // is kept until the flow writes its state again: the walk reads the saved stack, the
  // breadcrumb, the depth and the screen of one state many times between two writes, and
  // making them, which formats each route, cost about a seventh of its instructions. Each is a
  // function of the state (the screen, of the session too), as the explorer's snapshot, which
  // keeps the state alone, already takes it to be. With observers told, every read reaches the
  // state, so that a view that reads it is told of the next write.

  @exclusivity(unchecked) private var savedMemo: Memo<[String]>?
  @exclusivity(unchecked) private var crumbsMemo: Memo<[String]>?
  @exclusivity(unchecked) private var depthMemo: Memo<Int>?
  @exclusivity(unchecked) private var screenMemo: Memo<Screen>?
  /// The session the screen was last asked for: a kept screen was drawn for it.
  @exclusivity(unchecked) private var screenSession: Session?

  /// What `make` reads of the state: the value in `memo` while the flow has not written its
  /// state since it was kept there, else made and kept, when no observer is told.
  @inline(__always) private func kept<Value>(
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
  var holdsModels: Bool { modelHolder != nil }
  var screenModels: [(name: String, object: AnyObject)] { modelHolder?.screenModels ?? [] }
  var isPresenting: Bool { flow.isPresenting }
  var holdsInput: Bool { flow.holdsInput }
  var link: DeepLink? { Flow.Links.link(for: flow.state.path) }
  var tellsObservers: Bool {
    get { hooks?.tellsObservers ?? true }
    set { hooks?.tellsObservers = newValue }
  }

  // Each asks the flow's own witness first, compiled for its state type, where reading the state
  // here runs the box's generic code: the app asks every flow for each link it opens, and most
  // present nothing. Nothing is chained while nothing shows (`Presentations.isEmpty`).
  func presentations(on device: @autoclosure () -> Device) -> PresentedLayers {
    flow.isPresenting ? flow.state.presented.erased(on: device()) : .none
  }

  func topPresentation(on device: @autoclosure () -> Device) -> PresentedLayer? {
    flow.isPresenting ? flow.state.presented.top?.erasedLayer(on: device()) : nil
  }

  func wire(
    gate: @escaping @MainActor (() -> AnyRouteStack) -> Bool,
    request: @escaping @MainActor (AppRequest) -> Void
  ) {
    flow.wire(gate: { routes in gate { AnyRouteStack(routes) } }, request: request, PackageAccess())
  }

  func screen(for session: Session) -> Screen {
    if screenSession != session {
      screenMemo = nil
      screenSession = session
    }
    return kept(&screenMemo) { flow.screen(for: session) }
  }
  func tap(_ id: String, in session: Session) throws(NavigationError) {
    try flow.tap(id, in: session)
  }
  func type(_ text: String, into id: String, in session: Session) throws(NavigationError) {
    try flow.type(text, into: id, in: session)
  }
  // Asks the flow's own witnesses first: only a presented layer needs the generic code that
  // decides by the device, and the walk mostly moves with nothing presented.
  func back(on device: @autoclosure () -> Device) -> Bool {
    flow.isPresenting ? flow.back(on: device()) : flow.back()
  }
  @discardableResult func dismiss(on device: @autoclosure () -> Device) -> Bool {
    flow.isPresenting && flow.dismiss(on: device())
  }
  func dismissAll() { flow.dismissAll() }
  func popToRoot() { flow.popToRoot() }

  func show(_ stack: AnyRouteStack) {
    guard let routes = routes(of: stack) else { return }
    flow.show(routes)
  }

  static func savedStack(for link: DeepLink) throws(LinkError) -> [String]? {
    try Flow.Links.stack(for: link).map { $0.map { $0.description } }
  }

  static func link(forSavedStack saved: [String]) -> DeepLink? {
    var routes: [FlowRoute] = []
    for text in saved {
      guard let route = FlowRoute(text) else { return nil }
      routes.append(route)
    }
    return Flow.Links.link(for: routes)
  }

  func stack(for link: DeepLink) throws(LinkError) -> AnyRouteStack? {
    try Flow.Links.stack(for: link).map(AnyRouteStack.init(opening:))
  }

  func saved(_ stack: AnyRouteStack) -> [String] {
    routes(of: stack)?.map { $0.description } ?? []
  }

  /// The typed routes of `stack`, which must be one of this flow's.
  func routes(of stack: AnyRouteStack) -> [FlowRoute]? {
    guard let routes = stack.routes(as: FlowRoute.self) else {
      assertionFailure("A destination of \(Flow.id) is shown only in \(Flow.id).")
      return nil
    }
    return routes
  }

  // MARK: The explorer's numbering

  func makeStateTable() -> any ErasedFlow { FlowBox(flow) }

  // The walk asks every flow's number after every move, and most flows did not move: the
  // unchanged case reads two integers and returns, never reaching the code that needs the
  // flow's state type, which a box compiled once for every flow looks up at run time.

  /// The number of the flow's state when it was not written since it was last read or put back.
  @inline(__always) private var unchanged: Int? {
    guard let hooks, let known, known.writes == hooks.stateVersion else { return nil }
    return known.number
  }

  func countWrites(in count: WriteCount) -> Bool {
    guard let hooks else { return false }
    // A flow is made for one app (`makeBox()`): a second count would leave the first app's
    // explorer trusting a count that no longer moves.
    assert(hooks.sharedWrites == nil || hooks.sharedWrites === count, "A flow counts for one app.")
    hooks.sharedWrites = count
    return true
  }

  func stateNumber(likely: Int?) -> Int {
    if let number = unchanged { return number }
    states.expect(likely)
    return numberState()
  }

  func restoreState(_ number: Int) {
    if unchanged != number { putBack(number) }
  }

  // The flow's own witnesses number and put back its states, compiled for its state type.

  @inline(never) private func numberState() -> Int {
    let number = flow.stateNumber(in: states, PackageAccess())
    remember(number)
    return number
  }

  @inline(never) private func putBack(_ number: Int) {
    flow.showState(numbered: number, in: states, PackageAccess())
    remember(number)
  }

  private func remember(_ number: Int) {
    if let hooks { known = (hooks.stateVersion, number) }
  }

  // Asked in every state the walk checks, where the flow's state is numbered: each number's
  // answer is learned once, since the number names the whole state, and most states share the
  // flow's state with another.

  func holdsGatedRoute() -> Bool {
    learned(&gatedByNumber) { flow.state.path.containsGatedRoute }
  }
  /// Whether the state of each number asked so far holds a route that needs sign-in.
  @exclusivity(unchecked) private var gatedByNumber: [Int: Bool] = [:]

  func pathCount() -> Int { flow.state.path.count }

  func savedStackNumber() -> Int {
    learned(&savedByNumber) { savedStacks.number(of: savedStack) }
  }
  /// Every saved stack numbered so far.
  private let savedStacks = Numbering<[String]>()
  /// The number of the saved stack of the state of each number asked so far.
  @exclusivity(unchecked) private var savedByNumber: [Int: Int] = [:]

  /// What `read` gives for the flow's state, from `table` when the state is numbered and was
  /// asked before, else read, and kept when numbered.
  @inline(__always) private func learned<Value>(
    _ table: inout [Int: Value], _ read: () -> Value
  ) -> Value {
    guard let number = unchanged else { return read() }
    if let known = table[number] { return known }
    let value = read()
    table[number] = value
    return value
  }
}

/// A value read of the state, and the flow's count of writes when it was read.
///
/// A struct, not a tuple: an optional tuple is destroyed through the run time's generic code,
/// 800 instructions for the screen's. Outside the box, whose generic types are made at run time.
private struct Memo<Value> {
  var writes: Int
  var value: Value
}
