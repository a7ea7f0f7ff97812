import LinkRouting

/// The headless description of every screen of the Shelf copy named `id`; ids start with
/// `screen.ID`, such as `screen.shelf1.item.7`, so no two Shelves share a screen kind.
struct ShelfScreens {
  /// The copy's id and link host, such as `shelf1`.
  let id: String
  /// The copy's title, such as `Shelf 1`.
  let title: String
  /// Whether the copy is presented, so that every screen shows ``close``.
  let isPresented: Bool

  /// The control that closes a presented copy, or the share sheet.
  static let close = ScreenElement(.button, id: "button.close", label: "Close", onTap: .closes)

  /// The prefix of a row's identifier, `row.item.` in `row.item.7`.
  static var rowPrefix: String { "row.item." }

  var list: Screen {
    Screen(
      id: "screen.\(id)", title: title,
      elements: ShelfRoute.itemIDs.map {
        ScreenElement(.row, id: Self.rowPrefix + "\($0)", label: "Item \($0)")
      } + closing)
  }

  /// ``close`` on a presented copy's screen; nothing on a tab's.
  private var closing: [ScreenElement] { isPresented ? [Self.close] : [] }

  func screen(for route: ShelfRoute) -> Screen {
    switch route {
    case .item(let item):
      Screen(
        id: "screen.\(id).item.\(item)", title: "Item \(item)",
        elements: [
          ScreenElement(.text, id: "text.title", label: "Item \(item)"),
          ScreenElement(.button, id: "button.more", label: "More"),
          ScreenElement(.button, id: "button.share", label: "Share"),
        ] + closing)
    case .more(let group):
      Screen(
        id: "screen.\(id).more.\(group)", title: "Group \(group)",
        elements: ShelfRoute.items(inGroup: group).map {
          ScreenElement(.row, id: Self.rowPrefix + "\($0)", label: "Item \($0)")
        } + closing)
    }
  }

  func share(item: Int) -> Screen {
    Screen(
      id: "screen.\(id).share.\(item)", title: "Share Item \(item)",
      elements: [
        ScreenElement(
          .text, id: "text.link", label: DeepLink(host: id, segments: ["\(item)"]).url),
        Self.close,
      ])
  }

  /// The item a row identifier names, such as 7 for `row.item.7`.
  static func item(inRowID id: String) -> Int? {
    guard id.hasPrefix(rowPrefix) else { return nil }
    return Int(id.dropFirst(rowPrefix.count))
  }
}

/// Every screen of one Shelf copy, drawn once: the explorer asks a flow for its screen in most
/// states it reaches, and drawing one formats its ids again, so a copy keeps its screens as
/// Comments keeps its own (`CommentsScreens`).
struct DrawnScreens {
  /// How the screens are drawn, for an id no screen was drawn for.
  let screens: ShelfScreens
  let list: Screen
  /// Each item's screen, item 1 first.
  private let items: [Screen]
  /// Each group's `more` screen, group 1 first.
  private let groups: [Screen]
  /// Each item's share sheet, item 1 first.
  private let shares: [Screen]

  init(_ screens: ShelfScreens) {
    self.screens = screens
    list = screens.list
    items = ShelfRoute.itemIDs.map { screens.screen(for: .item($0)) }
    groups = ShelfRoute.groupIDs.map { screens.screen(for: .more($0)) }
    shares = ShelfRoute.itemIDs.map { screens.share(item: $0) }
  }

  /// The screen of `route`.
  func screen(for route: ShelfRoute) -> Screen {
    switch route {
    case .item(let item): Self.drawn(items, item, ShelfRoute.itemIDs) ?? screens.screen(for: route)
    case .more(let group):
      Self.drawn(groups, group, ShelfRoute.groupIDs) ?? screens.screen(for: route)
    }
  }

  /// The share sheet over `item`.
  func share(item: Int) -> Screen {
    Self.drawn(shares, item, ShelfRoute.itemIDs) ?? screens.share(item: item)
  }

  /// The screen drawn for `id`, the `ids`' first having the first screen; `nil` for an id out of
  /// range.
  private static func drawn(_ drawn: [Screen], _ id: Int, _ ids: ClosedRange<Int>) -> Screen? {
    ids.contains(id) ? drawn[id - ids.lowerBound] : nil
  }
}
