/// A valid link a flow answers to and the screen it shows: what the checks open and expect.
public struct LinkExample: Hashable, Sendable {
  /// The link, such as `navlab://article/7/author`.
  public var link: String
  /// The screen it shows once signed in, such as `screen.author.101`.
  public var screen: String
  /// Whether showing it needs sign-in.
  public var requiresSignIn: Bool

  /// Creates an example.
  public init(_ link: String, shows screen: String, requiresSignIn: Bool = false) {
    self.link = link
    self.screen = screen
    self.requiresSignIn = requiresSignIn
  }
}
