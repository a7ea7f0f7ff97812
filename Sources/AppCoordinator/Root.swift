/// What fills the window.
///
/// Being an enum, it cannot be signed in and showing login at once, nor hold a parked destination
/// outside sign-in.
package enum Root: Hashable, Sendable {
  /// Launching; links that arrive now wait, in order, for launch to finish, and for onboarding
  /// too when `onboarding` is set (a first launch, or a state saved before onboarding finished).
  case splash(queued: [Destination], onboarding: Bool = false)
  /// Onboarding, before the app shows; links that arrive now wait, in order, for `button.start`.
  case onboarding(queued: [Destination])
  /// Signing in, maybe with a destination parked until sign-in succeeds.
  case login(parked: Parked?)
  /// The tab bar with one stack per tab.
  case main
}

/// A destination the gate held back until sign-in, and where cancelling leads instead.
package struct Parked: Hashable, Sendable {
  /// Shown once sign-in succeeds.
  package var destination: Destination
  /// Shown if sign-in is cancelled; `nil` leaves main where it was.
  package var onCancel: Destination?
}
