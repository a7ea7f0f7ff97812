import LinkRouting

extension ShelfCoordinator {
  /// The variant's id, such as `shelf1`: the tab-bar item `tab.shelf1` and the link host.
  nonisolated public static var id: String { Variant.id }
  /// The variant's title, such as `Shelf 1`.
  nonisolated public static var title: String { Variant.title }
  /// The Shelf's link grammar.
  public typealias Links = ShelfLinks<Variant>

  /// The list, an item, its `more` screen and the share sheet.
  nonisolated public static var screenKinds: [String] {
    let screen = "screen.\(Variant.id)"
    return [screen, screen + ".item.N", screen + ".more.N", screen + ".share.N"]
  }

  /// One link of each form; the `more` screen needs sign-in.
  nonisolated public static var exampleLinks: [LinkExample] {
    let link = "navlab://\(Variant.id)"
    let screen = "screen.\(Variant.id)"
    return [
      LinkExample(link, shows: screen),
      LinkExample(link + "/7", shows: screen + ".item.7"),
      LinkExample(link + "/3/more", shows: screen + ".more.1", requiresSignIn: true),
    ]
  }

  /// Shelf links with a bad id, an unknown item or a wrong tail.
  nonisolated public static var malformedLinks: [String] {
    let link = "navlab://\(Variant.id)"
    return ["/x7", "/0", "/11", "/-1", "/7/MORE", "/7/more/1", "/99999999999999999999"].map {
      link + $0
    }
  }
}
