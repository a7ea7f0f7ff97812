import LinkRouting

/// A screen pushed on the sign-in flow's stack; login is the root.
public enum AuthRoute: String, Route {
  /// The agreement a new account accepts before its first sign-in.
  case agreement

  /// Sign-in screens are for guests.
  public var requiresSignIn: Bool { false }

  /// The agreement opens from login.
  public func canFollow(_ previous: AuthRoute?) -> Bool {
    previous == nil
  }
}
