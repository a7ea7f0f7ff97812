import LinkRouting
import Observation

/// Owns a Shelf tab's navigation, a copy of the Feed's shape that only the benchmarks register:
/// a list of items 1…10, an item, its group's gated `more` screen listing the group's items
/// (as Feed's author lists their articles), and a share sheet.
///
/// For `Shelf1`, `tab.shelf1` shows `screen.shelf1` with `row.item.N`; a row pushes
/// `screen.shelf1.item.N`; there `button.more` pushes the group's `screen.shelf1.more.G` through
/// the gate, whose rows push items again, and `button.share` presents `screen.shelf1.share.N`,
/// which `button.close` dismisses.
///
/// The state lives in a ``ShelfModel``, which is not generic: the `@Observable` macro's key path
/// to a property of a generic class is made at run time on every access, which measured two
/// thirds of the explorer's instructions with three Shelves, where a non-generic class's is a
/// constant.
@MainActor
public final class ShelfCoordinator<Variant: ShelfVariant>: TabFlow {
  private let model = ShelfModel()

  /// The Shelf stack and the share sheet, observable through the model that holds them.
  public var state: ShelfState {
    get { model.state }
    set { model.state = newValue }
  }
  /// Asked before a `more` screen is pushed; set by the app, it refuses until then.
  public private(set) var gate: @MainActor ([ShelfRoute]) -> Bool = { _ in false }

  /// Creates the coordinator showing the item list.
  public init() {}

  /// Puts back a whole state; only the NavLab package can call it.
  public func replaceState(with state: ShelfState, _: PackageAccess) {
    self.state = state
  }

  /// Takes the app's gate; only the NavLab package can call it.
  ///
  /// The Shelf asks nothing of the app.
  public func wire(
    gate: @escaping @MainActor ([ShelfRoute]) -> Bool,
    request _: @escaping @MainActor (AppRequest) -> Void,
    _: PackageAccess
  ) {
    self.gate = gate
  }

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

/// The observable home of a Shelf's state.
@Observable
@MainActor
final class ShelfModel {
  var state = ShelfState()
}
