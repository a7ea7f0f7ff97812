import LinkRouting

/// What the sign-in flow shows: the typed name, the agreement step and the refusal alert.
public struct AuthState: FlowState {
  /// The name a fresh sign-in starts with.
  static let initialUsername = "reader"

  /// The pushed routes; login is the root.
  public var path: [AuthRoute]
  /// The contents of `field.username`.
  var username: String
  /// The refusal alert's message, while the alert is presented.
  var alert: String?

  /// Creates a state; a fresh sign-in shows login with `reader` typed and nothing presented.
  package init(path: [AuthRoute] = [], username: String = initialUsername, alert: String? = nil) {
    self.path = path
    self.username = username
    self.alert = alert
  }

  /// Whether the refusal alert is presented.
  public var isPresenting: Bool { alert != nil }

  /// Closes the refusal alert; `false` when none is presented.
  public mutating func dismissPresentation() -> Bool {
    guard alert != nil else { return false }
    alert = nil
    return true
  }
}
