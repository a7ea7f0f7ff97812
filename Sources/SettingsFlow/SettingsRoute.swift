import LinkRouting

/// A screen pushed on the Settings tab's stack.
public enum SettingsRoute: String, Route {
  /// The account screen: who is signed in, and the way to sign in or out.
  case account

  /// No Settings screen needs sign-in: a guest's account screen offers sign-in.
  public var requiresSignIn: Bool { false }

  /// The account screen opens from the settings list.
  public func canFollow(_ previous: SettingsRoute?) -> Bool {
    previous == nil
  }
}

extension SettingsRoute: LosslessStringConvertible {
  /// Reads a route saved as its raw value, `account`.
  public init?(_ description: String) {
    self.init(rawValue: description)
  }

  /// The route as it is saved: its raw value.
  public var description: String { rawValue }
}
