/// A destination inside one flow's navigation stack.
///
/// Routes are values that carry ids, never model objects, so a stack of them can be copied,
/// compared, hashed and saved. A flow declares its routes as an enum that conforms to `Route`.
public protocol Route: Hashable, Sendable {
  /// Whether showing this route needs a signed-in account.
  ///
  /// The app's sign-in gate checks this before any stack that contains the route is shown.
  var requiresSignIn: Bool { get }

  /// Whether the route names something that exists and can be pushed on `previous`.
  ///
  /// Restoration trusts no saved stack: it keeps each stack only up to its first route for which
  /// this is `false`.
  ///
  /// - Parameter previous: The route below it, or `nil` when it would be the first pushed.
  /// - Returns: Whether a stack may hold this route on top of `previous`.
  func canFollow(_ previous: Self?) -> Bool

  /// The route's crumb in its flow's breadcrumb, such as `article 7`.
  var crumb: String { get }
}

extension Route where Self: RawRepresentable, RawValue == String {
  /// Its raw value, such as `account`.
  public var crumb: String { rawValue }
}
