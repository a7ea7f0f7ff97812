/// A flow's coordinator: it owns the flow's state and turns taps into navigation.
///
/// Conforming types are `@Observable @MainActor final class`es. The stack verbs (`push`, `pop`,
/// `popToRoot`, `show`, `back`, `dismiss`) are implemented once, in extensions of this protocol.
@MainActor
public protocol FlowCoordinator: AnyObject {
  /// The flow's state value.
  associatedtype State: FlowState

  /// Everything the flow shows, as one value; the app reads it to save and sets it to restore.
  ///
  /// Setting it skips the gate, so only the app sets it, and only with stacks it has pruned
  /// (``Route/canFollow(_:)``, and no gated route without a session). Views use ``path`` and the
  /// coordinator's intents.
  var state: State { get set }

  /// Asked before a stack that contains a route needing sign-in is shown.
  ///
  /// Set by the parent. It returns whether the stack may be shown now; when it may not, the
  /// parent has taken the stack over (parked it until sign-in). Until the parent sets it, no
  /// gated stack is shown.
  var gate: @MainActor ([State.FlowRoute]) -> Bool { get }

  /// One crumb per screen in the flow, root first, then the presentation if one shows.
  var breadcrumb: [String] { get }

  /// The flow's visible screen: its presentation if one shows, else the top of its stack.
  ///
  /// - Parameter session: Who is using the app; screens may differ for a guest.
  /// - Returns: The screen a person sees in this flow now.
  func screen(for session: Session) -> Screen

  /// Taps the element `id` of the visible screen.
  ///
  /// - Returns: `false`, changing nothing, when the visible screen has no such tappable element.
  func tap(_ id: String, in session: Session) -> Bool
}
