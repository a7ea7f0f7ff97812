import LinkRouting

/// A tab planted for `Fuzz/planted.sh` (``Assembly``), never in the product: a locker whose item
/// needs sign-in through `navlab://locker/item`, as the flow declares, but not through its
/// second link, `navlab://locker/shortcut`, which skips the gate.
///
/// The harnesses know which routes are gated only from what each flow declares (the gated
/// example keeps `item` out of a guest's saved stack), so the leak is caught by the generic gate
/// check (``Gate``) on the seeds made of the declarations, by both app-level harnesses that open
/// links: `fuzz-deeplink` and `fuzz-shell`.
public final class LeakingLocker: Coordinator<StackState<LockerRoute, NoPresentation>>, TabFlow {
  /// The item, else the locker with its one row.
  public func screen(for session: Session) -> Screen {
    guard case .item? = state.path.last else {
      return Screen(
        id: "screen.locker", title: "Locker",
        elements: [ScreenElement(.row, id: "row.item", label: "Item")])
    }
    return Screen(id: "screen.locker.item", title: "Item")
  }

  /// `row.item` pushes the item through the gate.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    push(.item(viaShortcut: false))
  }
}

extension LeakingLocker {
  /// `locker`.
  nonisolated public static var id: String { "locker" }
  /// `Locker`.
  nonisolated public static var title: String { "Locker" }
  /// The locker's grammar.
  public typealias Links = LockerLinks
  /// The locker and its item.
  nonisolated public static var screenKinds: [String] { ["screen.locker", "screen.locker.item"] }
  /// The locker, its item, declared as needing sign-in, and the shortcut to it, declared as
  /// not needing it.
  nonisolated public static var exampleLinks: [LinkExample] {
    [
      LinkExample("navlab://locker", shows: "screen.locker"),
      LinkExample("navlab://locker/item", shows: "screen.locker.item", requiresSignIn: true),
      LinkExample("navlab://locker/shortcut", shows: "screen.locker.item"),
    ]
  }
  /// Locker links with a wrong tail.
  nonisolated public static var malformedLinks: [String] {
    ["navlab://locker/1", "navlab://locker/item/1"]
  }
}

/// The one screen pushed on the locker's stack.
public enum LockerRoute: Route, LosslessStringConvertible {
  /// The item, saved as `item` however it was opened.
  case item(viaShortcut: Bool)

  /// The planted fault: the item needs sign-in, unless it was opened by the shortcut.
  public var requiresSignIn: Bool { self == .item(viaShortcut: false) }

  /// The item opens from the locker.
  public func canFollow(_ previous: LockerRoute?) -> Bool { previous == nil }

  /// Reads `item`.
  public init?(_ description: String) {
    guard description == "item" else { return nil }
    self = .item(viaShortcut: false)
  }

  /// `item`.
  public var crumb: String { description }

  /// `item`.
  public var description: String { "item" }
}

/// The locker's links: `navlab://locker`, `navlab://locker/item` and `navlab://locker/shortcut`.
public enum LockerLinks: LinkGrammar {
  /// The locker's link forms.
  public static let forms = ["navlab://locker", "navlab://locker/item", "navlab://locker/shortcut"]

  /// Reads `locker`, `locker/item` and `locker/shortcut`; `nil` for any other host.
  public static func stack(for link: DeepLink) throws(LinkError) -> [LockerRoute]? {
    guard link.host == "locker" else { return nil }
    switch link.segments {
    case []: return []
    case ["item"]: return [.item(viaShortcut: false)]
    case ["shortcut"]: return [.item(viaShortcut: true)]
    default: throw .unknownDestination((["locker"] + link.segments).joined(separator: "/"))
    }
  }

  /// The link that opened the item, else `navlab://locker`.
  public static func link(for stack: [LockerRoute]) -> DeepLink? {
    switch stack.last {
    case nil: DeepLink(host: "locker")
    case .item(let viaShortcut)?:
      DeepLink(host: "locker", segments: [viaShortcut ? "shortcut" : "item"])
    }
  }
}
