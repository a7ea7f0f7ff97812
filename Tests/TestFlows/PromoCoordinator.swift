import LinkRouting

/// How a Promo test tab is built: correctly, or with one fault planted for the walk to catch.
public protocol PromoVariant: Sendable {
  /// Whether `button.join` on an offer, which only a member sees, writes the stack correctly.
  static var joinsCorrectly: Bool { get }
}

/// The Promo as it should be: `PromoCoordinator<CorrectPromo>`.
public enum CorrectPromo: PromoVariant {
  /// It does.
  public static let joinsCorrectly = true
}

/// A Promo whose `button.join` pushes the members' page on top of the offer, a stack no link or
/// restoration can rebuild: a fault only a member on an offer meets, and only a guest reaches an
/// offer, so only signing in elsewhere while the offer stays hidden shows it.
public enum JoinBreakingPromo: PromoVariant {
  /// It does not.
  public static let joinsCorrectly = false
}

/// What the Promo test tab shows: its stack.
public typealias PromoState = StackState<PromoRoute, NoPresentation>

/// A test tab flow with a screen only a guest reaches: the list shows `row.offer.N` to guests
/// only, and an offer shows `button.join` to members only.
public final class PromoCoordinator<Variant: PromoVariant>: Coordinator<PromoState>, TabFlow {
  /// The top of the stack, else the list, which lists offers to guests.
  public func screen(for session: Session) -> Screen {
    switch state.path.last {
    case .offer(let id)?:
      Screen(
        id: "screen.offer.\(id)", title: "Offer \(id)",
        elements: session.isSignedIn
          ? [ScreenElement(.button, id: "button.join", label: "Join")] : [])
    case .member?:
      Screen(id: "screen.member", title: "Members")
    case nil:
      Screen(
        id: "screen.promo", title: "Promo",
        elements: session.isSignedIn
          ? []
          : PromoRoute.ids.map { ScreenElement(.row, id: "row.offer.\($0)", label: "Offer \($0)") })
    }
  }

  /// Rows push their offer; `button.join` shows the members' page.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    if id == "button.join" {
      if Variant.joinsCorrectly {
        show([.member])
      } else {
        state.path.append(.member)
      }
    } else {
      guard let offer = Int(id.dropFirst("row.offer.".count)) else {
        throw .notTappable(id, screen: screen(for: session).id)
      }
      push(.offer(offer))
    }
  }
}

extension PromoCoordinator {
  /// `promo`.
  nonisolated public static var id: String { "promo" }
  /// `Promo`.
  nonisolated public static var title: String { "Promo" }
  /// The Promo grammar.
  public typealias Links = PromoLinks
  /// The list, an offer and the members' page.
  nonisolated public static var screenKinds: [String] {
    ["screen.promo", "screen.offer.N", "screen.member"]
  }
  /// One link of each form; the members' page needs sign-in.
  nonisolated public static var exampleLinks: [LinkExample] {
    [
      LinkExample("navlab://promo", shows: "screen.promo"),
      LinkExample("navlab://member", shows: "screen.member", requiresSignIn: true),
    ]
  }
  /// Promo links with a tail.
  nonisolated public static var malformedLinks: [String] {
    ["navlab://promo/1", "navlab://member/1"]
  }
}
