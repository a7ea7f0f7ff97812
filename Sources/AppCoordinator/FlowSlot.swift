import LinkRouting

/// A registered flow's coordinator, seen through closures made where the flow's type is known,
/// so that the app holds flows of any type and asks each the same questions.
///
/// Closures rather than a protocol existential: a closure made in a generic function that the
/// compiler specializes for a concrete flow runs specialized code, where calls through an
/// existential of a generic class would look up generic metadata on every call.
@MainActor
package final class FlowSlot {
  /// The flow's coordinator, for typed access.
  let coordinator: AnyObject
  private let box: FlowSlotCalls

  /// Makes a table of the flow's states, for the explorer, which owns it.
  package let makeStateTable: @MainActor () -> FlowStateTable

  init<Flow: AppFlow>(_ slot: TypedSlot<Flow>) {
    coordinator = slot.flow
    let models = slot.flow as? any ScreenModels
    holdsModels = models != nil
    makeStateTable = { FlowStateTable(TypedFlowStateTable(slot.flow)) }
    box = FlowSlotCalls(
      stack: { slot.stack }, breadcrumb: { slot.flow.breadcrumb },
      depth: {
        let state = slot.flow.state
        return 1 + state.path.count + state.presented.layers.count
      },
      models: { models?.screenModels ?? [] },
      isPresenting: { slot.flow.isPresenting }, holdsInput: { slot.flow.holdsInput },
      presentations: { device in
        let presented = slot.flow.state.presented
        return presented.holdsNothing ? .none : presented.erased(on: device())
      },
      topPresentation: { device in slot.flow.state.presented.top?.erasedLayer(on: device()) },
      wire: { slot.wire(gate: $0, request: $1) },
      screen: { slot.flow.screen(for: $0) },
      tap: { id, session throws(NavigationError) in try slot.flow.tap(id, in: session) },
      type: { text, id, session throws(NavigationError) in
        try slot.flow.type(text, into: id, in: session)
      },
      back: { device in slot.flow.back(on: device()) },
      dismiss: { device in slot.flow.dismiss(on: device()) },
      dismissAll: {
        if !slot.flow.state.presented.holdsNothing { slot.flow.dismissAll() }
      }, popToRoot: { slot.flow.popToRoot() },
      show: { slot.show($0) },
      stackForLink: { link throws(LinkError) in try slot.stack(for: link) },
      link: { slot.link }, saved: { slot.saved($0) },
      restore: { slot.restore($0, signedIn: $1) })
  }

  /// The flow's stack now.
  var stack: AnyRouteStack { box.stack() }
  /// One crumb per screen in the flow, root first.
  var breadcrumb: [String] { box.breadcrumb() }
  /// How many crumbs ``breadcrumb`` holds, counted without making them.
  var depth: Int { box.depth() }
  /// Whether the flow is ``ScreenModels``: whether its screens hold objects of their own.
  let holdsModels: Bool
  /// The objects the flow's screens hold now, when it is ``ScreenModels``; none else.
  var screenModels: [(name: String, object: AnyObject)] { box.models() }
  /// Whether a sheet or alert shows over the flow's stack.
  package var isPresenting: Bool { box.isPresenting() }
  /// Whether the flow shows text the user typed and has not sent (``AppFlow/holdsInput``).
  package var holdsInput: Bool { box.holdsInput() }
  /// What the flow presents over its stack on `device`, and what is chained; the device is read
  /// only when the flow presents something.
  package func presentations(on device: @autoclosure () -> Device) -> PresentedLayers {
    box.presentations(device)
  }
  /// The layer on top of what the flow presents on `device`, if any; the device is read only
  /// when there is one.
  package func topPresentation(on device: @autoclosure () -> Device) -> PresentedLayer? {
    box.topPresentation(device)
  }

  /// Sets the closures through which the flow asks the app.
  func wire(
    gate: @escaping @MainActor (AnyRouteStack) -> Bool,
    request: @escaping @MainActor (AppRequest) -> Void
  ) {
    box.wire(gate, request)
  }

  func screen(for session: Session) -> Screen { box.screen(session) }
  func tap(_ id: String, in session: Session) throws(NavigationError) {
    try box.tap(id, session)
  }
  func type(_ text: String, into id: String, in session: Session) throws(NavigationError) {
    try box.type(text, id, session)
  }
  /// The back button on `device`: pops the stack, or closes a cover shown as a push.
  ///
  /// The device is read only while the flow presents something.
  func back(on device: @autoclosure () -> Device) -> Bool { box.back(device) }
  /// The gesture on `device`: closes the top layer if the gesture closes it.
  ///
  /// The device is read only while the flow presents something.
  @discardableResult func dismiss(on device: @autoclosure () -> Device) -> Bool {
    box.dismiss(device)
  }
  package func dismissAll() { box.dismissAll() }
  func popToRoot() { box.popToRoot() }
  /// Replaces the stack with `stack`, which must be one of this flow's.
  func show(_ stack: AnyRouteStack) { box.show(stack) }
  /// The stack `link` opens; `nil` when the link's host is another flow's.
  func stack(for link: DeepLink) throws(LinkError) -> AnyRouteStack? {
    try box.stackForLink(link)
  }
  /// The link that shows the top screen of the flow's stack, if it has one.
  var link: DeepLink? { box.link() }
  /// `stack`'s routes as the saved document writes them.
  func saved(_ stack: AnyRouteStack) -> [String] { box.saved(stack) }
  /// Shows the saved routes `saved`, cut at the first that names nothing, cannot follow the one
  /// below it or, without a session, needs sign-in.
  ///
  /// - Returns: A warning for each cut.
  func restore(_ saved: [String], signedIn: Bool) -> [String] { box.restore(saved, signedIn) }
}

/// The calls a ``FlowSlot`` forwards, each made for one concrete flow.
@MainActor
private struct FlowSlotCalls {
  let stack: @MainActor () -> AnyRouteStack
  let breadcrumb: @MainActor () -> [String]
  let depth: @MainActor () -> Int
  let models: @MainActor () -> [(name: String, object: AnyObject)]
  let isPresenting: @MainActor () -> Bool
  let holdsInput: @MainActor () -> Bool
  let presentations: @MainActor (() -> Device) -> PresentedLayers
  let topPresentation: @MainActor (() -> Device) -> PresentedLayer?
  let wire:
    @MainActor (
      @escaping @MainActor (AnyRouteStack) -> Bool, @escaping @MainActor (AppRequest) -> Void
    ) -> Void
  let screen: @MainActor (Session) -> Screen
  let tap: @MainActor (String, Session) throws(NavigationError) -> Void
  let type: @MainActor (String, String, Session) throws(NavigationError) -> Void
  let back: @MainActor (() -> Device) -> Bool
  let dismiss: @MainActor (() -> Device) -> Bool
  let dismissAll: @MainActor () -> Void
  let popToRoot: @MainActor () -> Void
  let show: @MainActor (AnyRouteStack) -> Void
  let stackForLink: @MainActor (DeepLink) throws(LinkError) -> AnyRouteStack?
  let link: @MainActor () -> DeepLink?
  let saved: @MainActor (AnyRouteStack) -> [String]
  let restore: @MainActor ([String], Bool) -> [String]
}
