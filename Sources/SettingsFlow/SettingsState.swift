import LinkRouting

/// What Settings presents over its stack.
public enum SettingsPresentation: String, Presentation {
  /// The dialog that asks before signing out, over the account screen.
  case signOut = "sign out"

  /// The sign-out question is a confirmation dialog: Cancel or a tap outside keeps the session.
  public var kind: PresentationKind { .confirmationDialog }
}

/// What the Settings tab shows: its stack, and the sign-out dialog while it is presented.
public typealias SettingsState = StackState<SettingsRoute, SettingsPresentation>
