/// Who is using the app, as every flow sees it when it describes a screen.
public struct Session: Hashable, Sendable {
  /// The signed-in account's name, or `nil` for a guest.
  public var accountName: String?

  /// Creates a session for `accountName`, or a guest session when it is `nil`.
  public init(accountName: String? = nil) {
    self.accountName = accountName
  }

  /// Whether an account is signed in.
  public var isSignedIn: Bool { accountName != nil }
}
