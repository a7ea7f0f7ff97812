import LinkRouting

/// The headless description of every screen of the Shelf `Variant`; ids start with
/// `screen.ID`, such as `screen.shelf1.item.7`, so no two Shelves share a screen kind.
enum ShelfScreens<Variant: ShelfVariant> {
  /// The prefix of a row's identifier, `row.item.` in `row.item.7`.
  static var rowPrefix: String { "row.item." }

  static var list: Screen {
    Screen(
      id: "screen.\(Variant.id)", title: Variant.title,
      elements: ShelfRoute.itemIDs.map {
        ScreenElement(.row, id: rowPrefix + "\($0)", label: "Item \($0)")
      })
  }

  static func screen(for route: ShelfRoute) -> Screen {
    switch route {
    case .item(let id):
      Screen(
        id: "screen.\(Variant.id).item.\(id)", title: "Item \(id)",
        elements: [
          ScreenElement(.text, id: "text.title", label: "Item \(id)"),
          ScreenElement(.button, id: "button.more", label: "More"),
          ScreenElement(.button, id: "button.share", label: "Share"),
        ])
    case .more(let group):
      Screen(
        id: "screen.\(Variant.id).more.\(group)", title: "Group \(group)",
        elements: ShelfRoute.items(inGroup: group).map {
          ScreenElement(.row, id: rowPrefix + "\($0)", label: "Item \($0)")
        })
    }
  }

  static func share(item: Int) -> Screen {
    Screen(
      id: "screen.\(Variant.id).share.\(item)", title: "Share Item \(item)",
      elements: [
        ScreenElement(
          .text, id: "text.link", label: ShelfLinks<Variant>.link(for: [.item(item)])?.url ?? ""),
        ScreenElement(.button, id: "button.close", label: "Close"),
      ])
  }

  /// The item a row identifier names, such as 7 for `row.item.7`.
  static func item(inRowID id: String) -> Int? {
    guard id.hasPrefix(rowPrefix) else { return nil }
    return Int(id.dropFirst(rowPrefix.count))
  }
}
