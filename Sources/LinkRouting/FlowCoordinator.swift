/// A flow's coordinator: it owns the flow's state and turns taps into navigation.
///
/// Conforming types are observable `@MainActor final class`es, most of them subclasses of
/// ``Coordinator``. The stack and presentation verbs (`push`, `pop`, `popToRoot`, `show`, `back`,
/// `present`, `close`, `dismiss`, `dismissAll`) are implemented once, in extensions of this
/// protocol.
@MainActor
public protocol FlowCoordinator: AnyObject {
  /// The flow's state value.
  associatedtype State: FlowState

  /// Everything the flow shows, as one value: the app reads it to save, and views read it.
  ///
  /// Views change it only through ``path`` and the coordinator's intents, which go through the
  /// gate.
  var state: State { get }

  /// Puts back a whole state, skipping the gate: for restoration and the explorer, inside the
  /// package only, and only with stacks already pruned (``Route/canFollow(_:)``, and no gated
  /// route without a session).
  ///
  /// - Parameters:
  ///   - state: The state to show.
  ///   - access: Proof that the caller is inside the NavLab package.
  func replaceState(with state: State, _ access: PackageAccess)

  /// Asked before a stack that contains a route needing sign-in is shown.
  ///
  /// Set by the parent. It returns whether the stack may be shown now; when it may not, the
  /// parent has taken the stack over (parked it until sign-in). Until the parent sets it, no
  /// gated stack is shown.
  var gate: @MainActor ([State.FlowRoute]) -> Bool { get }

  /// One crumb per screen in the flow, root first, then one per presented layer, bottom first.
  var breadcrumb: [String] { get }

  /// The flow's visible screen: its presentation if one shows, else the top of its stack.
  ///
  /// - Parameter session: Who is using the app; screens may differ for a guest.
  /// - Returns: The screen a person sees in this flow now.
  func screen(for session: Session) -> Screen

  /// Taps the element `id` of the visible screen: the flow's table from element to intent.
  ///
  /// - Throws: ``NavigationError`` naming why nothing changed: no such element, one that cannot
  ///   be tapped, or an intent refused.
  func tap(_ id: String, in session: Session) throws(NavigationError)

  /// Shows `stack` in place of the current one, asking the ``gate`` first when it needs sign-in.
  ///
  /// A requirement, kept as written in `FlowCoordinator+Stack.swift`, so that the app, which
  /// holds flows of every type, runs it compiled for the flow's own type.
  ///
  /// - Returns: Whether the stack is now shown.
  @discardableResult func show(_ stack: [State.FlowRoute]) -> Bool

  /// Pops the top route when nothing is presented: the navigation bar's back button, which a
  /// presentation covers; a requirement for the reason ``show(_:)`` is.
  ///
  /// - Returns: `false`, changing nothing, at the root or while something is presented.
  @discardableResult func back() -> Bool

  /// Pops every route, back to the flow's root screen; a requirement for the reason ``show(_:)``
  /// is.
  func popToRoot()

  /// Closes every layer the flow presents, and drops what was chained; a requirement for the
  /// reason ``show(_:)`` is.
  func dismissAll()

  /// Whether a sheet, cover or alert shows over the stack; a requirement for the reason
  /// ``show(_:)`` is. It must be what the default says, that `state.presented` is not empty:
  /// the app asks it before it reads what the flow presents.
  var isPresenting: Bool { get }

  /// Sets the text field `id` of the visible screen to `text`, as a person typing does.
  ///
  /// A flow with no text field keeps the default, which refuses.
  ///
  /// - Throws: ``NavigationError/noField(_:screen:)`` when the visible screen has no such
  ///   field; nothing changes.
  func type(_ text: String, into id: String, in session: Session) throws(NavigationError)
}
