import LinkRouting

/// A registered flow as the app, the saved document and the explorer see it: the same questions
/// asked of every flow, whatever its type.
///
/// There is one conformance, ``FlowBox``, generic over the flow's coordinator, so that inside it
/// routes and states are typed; the app holds one `any ErasedFlow` per registered flow, and the
/// explorer one more per flow for its numbering. What only the explorer asks is in
/// ``WalkedFlow``, which the box conforms to in `FlowBox+Walker.swift`.
@MainActor
///
/// Its type is sendable, so that a ``FlowRegistration``, which any isolation may read, keeps the
/// type of its flow's box and makes the box of each app assembled from it.
package protocol ErasedFlow: WalkedFlow, SendableMetatype {
  /// Makes the flow's coordinator, at its root, in its box, with the way its states are
  /// numbered, made where the flow's type is known.
  init(stateTables: StateTableMaker)
  /// Reads `link` with the flow's grammar alone: the stack it opens, each route written as the
  /// saved document writes it; `nil` when the link's host is another flow's.
  static func savedStack(for link: DeepLink) throws(LinkError) -> [String]?
  /// The link the flow's grammar prints for a stack of saved routes; `nil` when a route is not
  /// one the flow writes, or the stack has no link.
  static func link(forSavedStack saved: [String]) -> DeepLink?

  /// The flow's stack now, as the saved document writes it.
  var savedStack: [String] { get }
  /// One crumb per screen in the flow, root first.
  var breadcrumb: [String] { get }
  /// How many crumbs ``breadcrumb`` holds, counted without making them.
  var depth: Int { get }
  /// Whether the flow is ``ScreenModels``: whether its screens hold objects of their own.
  var holdsModels: Bool { get }
  /// The objects the flow's screens hold now, when it is ``ScreenModels``; none else.
  var screenModels: [(name: String, object: AnyObject)] { get }
  /// Whether a sheet or alert shows over the flow's stack.
  var isPresenting: Bool { get }
  /// Whether the flow shows text the user typed and has not sent (``AppFlow/holdsInput``).
  var holdsInput: Bool { get }
  /// The link that shows the top screen of the flow's stack, if it has one.
  var link: DeepLink? { get }

  /// What the flow presents over its stack on `device`, and what is chained; the device is read
  /// only when the flow presents something.
  func presentations(on device: @autoclosure () -> Device) -> PresentedLayers
  /// The layer on top of what the flow presents on `device`, if any; the device is read only
  /// when there is one.
  func topPresentation(on device: @autoclosure () -> Device) -> PresentedLayer?
  /// Sets the closures through which the flow asks the app; the gate is given a way to make the
  /// stack, so that a stack the gate lets through is not made.
  func wire(
    gate: @escaping @MainActor (() -> AnyRouteStack) -> Bool,
    request: @escaping @MainActor (AppRequest) -> Void)
  /// The flow's visible screen for `session`.
  func screen(for session: Session) -> Screen
  /// Taps the element `id` of the flow's visible screen.
  func tap(_ id: String, in session: Session) throws(NavigationError)
  /// Types `text` into the field `id` of the flow's visible screen.
  func type(_ text: String, into id: String, in session: Session) throws(NavigationError)
  /// The back button on `device`: pops the stack, or closes a cover shown as a push.
  ///
  /// The device is read only while the flow presents something.
  func back(on device: @autoclosure () -> Device) -> Bool
  /// The gesture on `device`: closes the top layer if the gesture closes it.
  ///
  /// The device is read only while the flow presents something.
  @discardableResult func dismiss(on device: @autoclosure () -> Device) -> Bool
  /// Closes everything the flow presents.
  func dismissAll()
  /// Pops the flow's stack to its root.
  func popToRoot()
  /// Replaces the stack with `stack`, which must be one of this flow's, the app having decided
  /// its gate on the way here: the gate the box gave the flow answers from that decision.
  func show(_ stack: AnyRouteStack)
  /// The stack `link` opens; `nil` when the link's host is another flow's.
  func stack(for link: DeepLink) throws(LinkError) -> AnyRouteStack?
  /// `stack`'s routes as the saved document writes them.
  func saved(_ stack: AnyRouteStack) -> [String]
  /// Shows the saved routes `saved`, cut at the first that names nothing, cannot follow the one
  /// below it or, without a session, needs sign-in.
  ///
  /// - Returns: A warning for each cut.
  func restore(_ saved: [String], signedIn: Bool) -> [String]
}
