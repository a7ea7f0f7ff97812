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
/// as `@MainActor final class`es around a value, one base for all), so that the explorer walks
/// a Shelf as it walks Feed: its writes counted, its reads kept until it writes again, its
/// observers untold. Its navigation is ``ShelfNavigation``'s, which is not generic.
public final class ShelfCoordinator<Variant: ShelfVariant>: ShelfNavigation, TabFlow {
  /// The screens of the `Variant` copy.
  override class var screens: ShelfScreens {
    ShelfScreens(id: Variant.id, title: Variant.title, isPresented: Variant.isPresented)
  }
}

/// The navigation of every Shelf copy, written once and compiled for `ShelfState`: what it
/// inherits from `FlowCoordinator` (closing every presentation, showing a stack, reading the
/// state), which the app asks of every flow on each link, is specialized here, as for Feed,
/// where the same calls into a generic class ran unspecialized, through run-time metadata
/// lookups, for a third of a walk's instructions with 13 Shelves.
///
/// Only ``ShelfCoordinator`` is registered: it names the copy.
public class ShelfNavigation: Coordinator<ShelfState>, FlowCoordinator {
  /// The screens of the copy: each ``ShelfCoordinator`` names its own.
  class var screens: ShelfScreens { ShelfScreens(id: "shelf", title: "Shelf", isPresented: false) }

  /// The copy's id, then each pushed route's crumb, then the share sheet's, such as `shelf1`,
  /// `item 7`, `share`: what `AppFlow` writes for a flow, which needs the copy's type.
  public var breadcrumb: [String] {
    let state = state
    var crumbs = [Self.screens.id]
    for route in state.path { crumbs.append(route.crumb) }
    for layer in state.presented.layers { crumbs.append(layer.crumb) }
    return crumbs
  }

  /// Closes the share sheet, the one thing a Shelf presents, if it shows.
  ///
  /// Written here rather than inherited: `FlowCoordinator`'s own is reached through this class,
  /// which is not final, for any subclass, so it ran unspecialized, through run-time metadata
  /// lookups, where Feed, a final class, runs it compiled for its state. The app asks every flow
  /// to close its presentations on each link, so with 13 Shelves that took a third of a walk's
  /// instructions; nothing shows in most states, and this asks that first, compiled here.
  public func dismissAll() {
    guard !state.presented.isEmpty else { return }
    close(.share)
  }

  /// Pops back to the list, written here for the reason ``dismissAll()`` is: the app pops a
  /// presented copy to its root on each link that closes it, and inherited it cost about 5,400
  /// instructions a call, a twentieth of a walk's at 5 tabs and 10 presented copies.
  ///
  /// `FlowCoordinator`'s, but showing the empty stack, which needs no sign-in.
  public func popToRoot() {
    guard !state.path.isEmpty else { return }
    show([])
  }

  /// Whether the share sheet shows: `FlowCoordinator`'s, written here for the same reason.
  public var isPresenting: Bool { !state.presented.isEmpty }

  /// The copy's screens, drawn the first time one is asked for.
  private lazy var drawn = DrawnScreens(Self.screens)

  /// The share sheet when presented, else the top item or `more` screen, else the list.
  public func screen(for session: Session) -> Screen {
    let screens = drawn
    if state.presented.top == .share, case .item(let item)? = state.path.last {
      return screens.share(item: item)
    }
    return state.path.last.map(screens.screen(for:)) ?? screens.list
  }

  /// A row pushes its item; `button.more` pushes the group's `more` screen through the gate;
  /// `button.share` presents the share sheet and `button.close` dismisses it, or, on a presented
  /// copy with no share sheet, asks the app to close the copy (`AppRequest.dismissAll`).
  ///
  /// - Throws: ``/LinkRouting/NavigationError`` when the element is not on screen.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch (id, state.path.last) {
    case ("button.more", .item(let item)?): push(.more(ShelfRoute.group(ofItem: item)))
    case ("button.share", .item?): present(.share)
    case ("button.close", _):
      if !close(.share) { request(.dismissAll) }
    default:
      guard let item = ShelfScreens.item(inRowID: id) else {
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
