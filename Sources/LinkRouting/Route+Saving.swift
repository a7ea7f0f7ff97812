/// A route named by its raw value alone, such as `account`: saved as it, and its crumb.
///
/// Declaring a `String`-backed route enum `NamedRoute` gives it its saved form and its crumb.
public protocol NamedRoute: Route, LosslessStringConvertible, RawRepresentable
where RawValue == String {}

extension NamedRoute {
  /// Reads a route saved as its raw value.
  public init?(_ description: String) {
    self.init(rawValue: description)
  }

  /// The route as it is saved: its raw value.
  public var description: String { rawValue }
}

/// A route named by a kind and a number, such as article 7: saved as `article/7`, and its crumb
/// `article 7`.
///
/// A route enum whose cases each carry one id declares the two halves, and gets its saved form,
/// its reading with every check (plain digits, an id that fits `Int`, a known kind) and its crumb.
public protocol NumberedRoute: Route, LosslessStringConvertible {
  /// The route of `kind` for `number`, such as `.article(7)` for `article` and 7.
  ///
  /// - Returns: `nil` for a kind the flow does not have.
  init?(kind: String, number: Int)

  /// The route's kind and number, such as `article` and 7.
  var numbered: (kind: String, number: Int) { get }
}

extension NumberedRoute {
  /// Reads a route saved as `kind/N`.
  ///
  /// - Returns: `nil` for another kind, a number that is not plain digits or one too large for
  ///   `Int`.
  public init?(_ description: String) {
    let parts = description.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[1].allSatisfy({ $0.isASCII && $0.isNumber }),
      let number = Int(parts[1])
    else { return nil }
    self.init(kind: String(parts[0]), number: number)
  }

  /// The route as it is saved: `kind/N`, such as `article/7`.
  public var description: String { "\(numbered.kind)/\(numbered.number)" }

  /// `kind N`, such as `article 7`.
  public var crumb: String { "\(numbered.kind) \(numbered.number)" }
}
