import LinkRouting

/// Owns a Shelf tab's navigation, a copy of the Feed's shape that only the benchmarks register:
/// a list of items 1…10, an item, its group's gated `more` screen listing the group's items
/// (as Feed's author lists their articles), and a share sheet.
///
/// For `Shelf1`, `tab.shelf1` shows `screen.shelf1` with `row.item.N`; a row pushes
/// `screen.shelf1.item.N`; there `button.more` pushes the group's `screen.shelf1.more.G` through
/// the gate, whose rows push items again, and `button.share` presents `screen.shelf1.share.N`,
/// which `button.close` dismisses.
///
/// Built on `Coordinator<ShelfState>`, as every product flow is (ARCHITECTURE.md, "Coordinators
/// as `@MainActor final class`es around a value, one base for all"), so that the explorer walks
/// a Shelf as it walks Feed: its writes counted, its reads kept until it writes again, its
/// observers untold.
public final class ShelfCoordinator<Variant: ShelfVariant>: Coordinator<ShelfState>, TabFlow {
  /// The share sheet when presented, else the top item or `more` screen, else the list.
  public func screen(for session: Session) -> Screen {
    if state.presented.top == .share, case .item(let item)? = state.path.last {
      return ShelfScreens<Variant>.share(item: item)
    }
    return state.path.last.map(ShelfScreens<Variant>.screen(for:)) ?? ShelfScreens<Variant>.list
  }

  /// A row pushes its item; `button.more` pushes the group's `more` screen through the gate;
  /// `button.share` presents the share sheet and `button.close` dismisses it.
  ///
  /// - Throws: ``/LinkRouting/NavigationError`` when the element is not on screen.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch (id, state.path.last) {
    case ("button.more", .item(let item)?): push(.more(ShelfRoute.group(ofItem: item)))
    case ("button.share", .item?): present(.share)
    case ("button.close", _): close(.share)
    default:
      guard let item = ShelfScreens<Variant>.item(inRowID: id) else {
        throw .notTappable(id, screen: screen(for: session).id)
      }
      push(.item(item))
    }
  }
}

extension ShelfRoute {
  /// `item N` or `group N`.
  public var crumb: String {
    switch self {
    case .item(let id): "item \(id)"
    case .more(let id): "group \(id)"
    }
  }
}
