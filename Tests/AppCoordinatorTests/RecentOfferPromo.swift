import LinkRouting
import TestFlows

/// A Promo tab that remembers the last offer a guest opened outside its state, as a "recently
/// viewed" shortcut kept in a coordinator's property would: navigation state the explorer's
/// snapshot does not hold.
///
/// The list shows `button.recent` once an offer was opened, and the button pushes that offer.
/// Two histories that leave the list showing with equal states (one opened offer 1, the other
/// offer 2) then answer `tap button.recent` differently, so a walk that puts a snapshot back
/// would check a state it never reached. The snapshot battery must find it.
final class RecentOfferPromo: Coordinator<PromoState>, TabFlow {
  /// The offer opened last, kept beside the state instead of in it: the planted fault.
  private var recentOffer: Int?

  /// The top of the stack, else the list with the shortcut once an offer was opened.
  func screen(for session: Session) -> Screen {
    switch state.path.last {
    case .offer(let id)?:
      return Screen(id: "screen.offer.\(id)", title: "Offer \(id)")
    case .member?:
      return Screen(id: "screen.member", title: "Members")
    case nil:
      let rows = (1...3).map { ScreenElement(.row, id: "row.offer.\($0)", label: "Offer \($0)") }
      let recent =
        recentOffer == nil ? [] : [ScreenElement(.button, id: "button.recent", label: "Recent")]
      return Screen(id: "screen.promo", title: "Promo", elements: rows + recent)
    }
  }

  /// Rows push their offer and remember it; `button.recent` pushes the one remembered.
  func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    if id == "button.recent", let recentOffer {
      push(.offer(recentOffer))
      return
    }
    guard let offer = Int(id.dropFirst("row.offer.".count)) else {
      throw .notTappable(id, screen: screen(for: session).id)
    }
    recentOffer = offer
    push(.offer(offer))
  }
}

extension RecentOfferPromo {
  nonisolated static var id: String { "promo" }
  nonisolated static var title: String { "Promo" }
  typealias Links = PromoLinks
  nonisolated static var screenKinds: [String] {
    ["screen.promo", "screen.offer.N", "screen.member"]
  }
  nonisolated static var exampleLinks: [LinkExample] {
    [
      LinkExample("navlab://promo", shows: "screen.promo"),
      LinkExample("navlab://member", shows: "screen.member", requiresSignIn: true),
    ]
  }
  nonisolated static var malformedLinks: [String] { ["navlab://promo/1", "navlab://member/1"] }
}
