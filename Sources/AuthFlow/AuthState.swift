import LinkRouting

/// What the sign-in flow shows: the typed name, the agreement step and the refusal alert.
public struct AuthState: FlowState {
  /// The name a fresh sign-in starts with.
  static let initialUsername = "reader"

  /// The pushed routes; login is the root.
  public var path: [AuthRoute]
  /// The contents of `field.username`.
  var username: String
  /// The refusal alert, while it is presented.
  public var presented: Presentations<AuthAlert>

  /// Creates a state; a fresh sign-in shows login with `reader` typed and nothing presented.
  package init(path: [AuthRoute], username: String = initialUsername, alert: String? = nil) {
    self.path = path
    self.username = username
    presented = Presentations()
    if let alert { presented.present(AuthAlert(message: alert)) }
  }

  /// A fresh sign-in: login, with `reader` typed and nothing presented.
  public init() {
    self.init(path: [])
  }
}

/// The refusal alert: an alert that shows why sign-in was refused, closed by its `button.ok`.
public struct AuthAlert: Presentation {
  /// Why sign-in was refused, as the alert says it.
  public var message: String

  /// The message itself: one alert shows at a time.
  public var id: String { message }

  /// An alert.
  public var kind: PresentationKind { .alert }

  /// `alert`.
  public var crumb: String { "alert" }
}
