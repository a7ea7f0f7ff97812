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
  /// What the box keeps for the package's explorer alone.
  ///
  /// Its memos of what was read of the state and its numbering of the flow's states: the saved
  /// stack, the breadcrumb, the depth and the screen are read through it, in
  /// `FlowBox+Walker.swift`.
  let walk: BoxWalk
  /// Whether the app has decided the gate for the stack the box is showing (``show(_:)``).
  private let gateDecided = GateDecision()

  convenience init(stateTables: StateTableMaker) { self.init(Flow(), stateTables) }

  init(_ flow: Flow, _ stateTables: StateTableMaker) {
    self.flow = flow
    modelHolder = flow as? any ScreenModels
    walk = BoxWalk(flow, stateTables)
  }

  var holdsModels: Bool { modelHolder != nil }
  var screenModels: [(name: String, object: AnyObject)] {
    guard let modelHolder else { return [] }
    walk.note()
    return modelHolder.screenModels
  }
  var isPresenting: Bool {
    walk.note()
    return flow.isPresenting
  }
  var holdsInput: Bool {
    walk.note()
    let holds = flow.holdsInput
    if holds { walk.reads?.noteHeldInput(walk.place) }
    return holds
  }
  var link: DeepLink? {
    walk.note()
    return Flow.Links.link(for: flow.state.path)
  }

  // Each asks the flow's own witness first, compiled for its state type, where reading the state
  // here runs the box's generic code: the app asks every flow for each link it opens, and most
  // present nothing. Nothing is chained while nothing shows (`Presentations.isEmpty`).
  func presentations(on device: @autoclosure () -> Device) -> PresentedLayers {
    walk.note()
    return flow.isPresenting ? flow.state.presented.erased(on: device()) : .none
  }

  func topPresentation(on device: @autoclosure () -> Device) -> PresentedLayer? {
    walk.note()
    return flow.isPresenting ? flow.state.presented.top?.erasedLayer(on: device()) : nil
  }

  func wire(
    gate: @escaping @MainActor (() -> AnyRouteStack) -> Bool,
    request: @escaping @MainActor (AppRequest) -> Void
  ) {
    let decided = gateDecided
    flow.wire(
      gate: { routes in decided.isDecided || gate { AnyRouteStack(routes) } }, request: request,
      PackageAccess())
  }

  func tap(_ id: String, in session: Session) throws(NavigationError) {
    walk.noteWrite()
    try flow.tap(id, in: session)
  }
  func type(_ text: String, into id: String, in session: Session) throws(NavigationError) {
    walk.noteWrite()
    try flow.type(text, into: id, in: session)
  }
  // Asks the flow's own witnesses first: only a presented layer needs the generic code that
  // decides by the device, and the walk mostly moves with nothing presented.
  func back(on device: @autoclosure () -> Device) -> Bool {
    walk.noteWrite()
    return flow.isPresenting ? flow.back(on: device()) : flow.back()
  }
  @discardableResult func dismiss(on device: @autoclosure () -> Device) -> Bool {
    walk.noteWrite()
    return flow.isPresenting && flow.dismiss(on: device())
  }
  func dismissAll() {
    walk.noteWrite()
    flow.dismissAll()
  }
  func popToRoot() {
    walk.noteWrite()
    flow.popToRoot()
  }

  /// Shows `stack` through the flow's own `show`, whose gate answers from the app's decision.
  ///
  /// The flow asks its gate when the stack needs sign-in: a flow may drop the gate the box gave
  /// it, and then refuses, as the explorer checks. A gate it kept is the box's, and the app
  /// decided on the way here, so the box answers without asking the app again.
  func show(_ stack: AnyRouteStack) {
    guard let routes = routes(of: stack) else { return }
    walk.noteWrite()
    gateDecided.isDecided = true
    defer { gateDecided.isDecided = false }
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
}

/// Whether the app has decided the gate for the stack a box is showing: the box's gate answers
/// from it, where the flow asks its gate again.
@MainActor
private final class GateDecision {
  var isDecided = false
}
