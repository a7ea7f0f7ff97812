/// The business rules of signing in, in one testable place.
public enum SignInRules {
  /// What happens when someone tries to sign in with a name.
  enum Decision: Hashable, Sendable {
    /// The account may sign in now.
    case signIn
    /// The account must accept the agreement first.
    case needsAgreement
    /// The account may not sign in; carries the message the refusal alert shows.
    case refused(String)
  }

  /// Decides what signing in as `name` does.
  ///
  /// Names match exactly.
  ///
  /// `reader` signs in; `newcomer` must accept the agreement first; `suspended` is refused;
  /// any other name, the empty one included, is refused as unknown.
  static func decide(_ name: String) -> Decision {
    switch name {
    case "reader": .signIn
    case "newcomer": .needsAgreement
    case "suspended": .refused("Account 'suspended' is suspended")
    default: .refused("No account named '\(name)'")
    }
  }

  /// Whether a saved session for `name` may be restored: the rules do not refuse the account.
  public static func acceptsSession(of name: String) -> Bool {
    if case .refused = decide(name) { false } else { true }
  }
}

extension SignInRules {
  /// Names that exercise every rule: one per decision, an unknown name and the empty name.
  public static let demoAccounts = ["reader", "newcomer", "suspended", "nobody", ""]
}
