import LinkRouting

/// A screen pushed on the Settings tab's stack.
public enum SettingsRoute: String, NamedRoute {
  /// The account screen: who is signed in, and the way to sign in or out.
  case account

  /// No Settings screen needs sign-in: a guest's account screen offers sign-in.
  public var requiresSignIn: Bool { false }

  /// The account screen opens from the settings list.
  public func canFollow(_ previous: SettingsRoute?) -> Bool {
    previous == nil
  }
}
