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
/// `article 7`; or by a kind alone, such as `new`, saved and shown as it.
///
/// A route enum whose cases each carry one id or none declares the two halves, and gets its
/// saved form, its reading with every check (plain digits, an id that fits `Int`, a known kind)
/// and its crumb.
public protocol NumberedRoute: Route, LosslessStringConvertible {
  /// The route of `kind` for `number`, such as `.article(7)` for `article` and 7, or `.new` for
  /// `new` and `nil`.
  ///
  /// - Returns: `nil` for a kind the flow does not have, or a number where the kind has none
  ///   (or none where it has one).
  init?(kind: String, number: Int?)

  /// The route's kind and number, such as `article` and 7, or `new` and `nil`.
  var numbered: (kind: String, number: Int?) { get }
}

extension NumberedRoute {
  /// Reads a route saved as `kind/N`, or as `kind` alone.
  ///
  /// - Returns: `nil` for another kind, a number that is not plain digits or one too large for
  ///   `Int`.
  public init?(_ description: String) {
    // ASCII, every route a build saves, is read as bytes, the same reading many times cheaper:
    // there each byte but a CR LF pair is one `Character`, and neither is a slash or a digit.
    let bytes = description.utf8
    if bytes.allSatisfy({ $0 < 0x80 }) {
      guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else {
        self.init(kind: description, number: nil)
        return
      }
      let digits = description.utf8[bytes.index(after: slash)...]
      guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
        let number = Int(Substring(digits))
      else {
        return nil
      }
      self.init(kind: String(description[..<slash]), number: number)
      return
    }
    let parts = description.split(separator: "/", omittingEmptySubsequences: false)
    switch parts.count {
    case 1:
      self.init(kind: description, number: nil)
    case 2:
      guard parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(parts[1]) else {
        return nil
      }
      self.init(kind: String(parts[0]), number: number)
    default:
      return nil
    }
  }

  /// The route as it is saved: `kind/N`, such as `article/7`, or the kind alone.
  public var description: String {
    let (kind, number) = numbered
    return number.map { "\(kind)/\($0)" } ?? kind
  }

  /// `kind N`, such as `article 7`, or the kind alone.
  public var crumb: String {
    let (kind, number) = numbered
    return number.map { "\(kind) \($0)" } ?? kind
  }
}
