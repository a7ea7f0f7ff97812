import LinkRouting

/// The Promo test tab's links, `navlab://promo` and `navlab://member`.
///
/// No link opens an offer, so only a guest, from the list, reaches one, and an offer has no link
/// of its own.
public enum PromoLinks: LinkGrammar {
  /// The Promo link forms.
  public static let forms = ["navlab://promo", "navlab://member"]

  /// Reads `promo` and `member`; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [PromoRoute]? {
    switch link.host {
    case "promo":
      try link.expectSegments(0)
      return []
    case "member":
      try link.expectSegments(0)
      return [.member]
    default:
      return nil
    }
  }

  /// `navlab://member` over the members' page, `navlab://promo` over the list, and none over
  /// an offer.
  public static func link(for stack: [PromoRoute]) -> DeepLink? {
    switch stack.last {
    case .member?: DeepLink(host: "member")
    case nil: DeepLink(host: "promo")
    case .offer?: nil
    }
  }
}
