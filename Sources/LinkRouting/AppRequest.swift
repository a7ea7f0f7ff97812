/// What a flow asks of the app that only the app can do.
///
/// A flow sends it through its ``Coordinator/request`` closure, which the app sets through
/// ``AppFlow/wire(gate:request:_:)``; the app decides what happens next.
public enum AppRequest: Hashable, Sendable {
  /// Show login with nothing parked, as the account screen's sign-in button does.
  case signIn
  /// End the session.
  case signOut
  /// Open `link` as if it arrived from outside the app: how a flow asks for another flow, such
  /// as comments presented over it, without importing it.
  case open(DeepLink)
  /// Close everything the flow presents, or the flow itself when the app presents it, as a
  /// cancel or close button does: while the flow holds text the user typed
  /// (``AppFlow/holdsInput``), the app asks first with its one discard alert, and closes only on
  /// the alert's `button.discard`.
  case dismissAll
}
