import LinkRouting

/// A screen pushed on the Promo test tab's stack; the promo list is its root.
public enum PromoRoute: Route, LosslessStringConvertible {
  /// Offer `id`, one of 1…3: a guest opens it from the list, which lists offers only to guests.
  case offer(Int)
  /// The members' page; needs sign-in.
  case member

  /// The offer ids that exist.
  static let ids = 1...3

  /// The members' page needs a signed-in account.
  public var requiresSignIn: Bool { self == .member }

  /// An offer and the members' page open from the list.
  public func canFollow(_ previous: PromoRoute?) -> Bool {
    switch (previous, self) {
    case (nil, .offer(let id)): Self.ids.contains(id)
    case (nil, .member): true
    default: false
    }
  }

  /// Reads `offer/2` or `member`.
  public init?(_ description: String) {
    if description == "member" {
      self = .member
    } else if description.hasPrefix("offer/"), description.dropFirst(6).allSatisfy(\.isNumber),
      let id = Int(description.dropFirst(6))
    {
      self = .offer(id)
    } else {
      return nil
    }
  }

  /// Its saved form, such as `offer/1`.
  public var crumb: String { description }

  /// `offer/2` or `member`.
  public var description: String {
    switch self {
    case .offer(let id): "offer/\(id)"
    case .member: "member"
    }
  }
}
