import LinkRouting

/// What a person sees now: the top screen (or the presentation over it) and the tab bar.
public struct VisibleScreen: Hashable, Sendable {
  /// Where the screen is: root first, such as `["feed", "article 7"]`.
  public var breadcrumb: [String]
  /// The visible screen: a presented sheet or alert when one shows, else the top of the stack.
  public var screen: Screen
  /// The items that select a tab flow while they show, else empty: the tab bar's (`tab.feed`)
  /// in compact width, the sidebar's (`sidebar.feed`) in regular width.
  public var tabBar: [ScreenElement]
  /// The selected item's id, in the tab bar or the sidebar, while it shows.
  public var selectedTabID: String?

  /// Whether the items that select a tab flow are the sidebar's, in regular width.
  public var showsSidebar: Bool { tabBar.first?.kind == .sidebarItem }

  /// Every identifier a UI test could find now: the screen's, its elements' and the tab bar's.
  public var identifiers: [String] {
    [screen.id] + screen.elements.map(\.id) + tabBar.map(\.id)
  }

  /// The identifiers a tap can act on now: rows, buttons, links and tab-bar items.
  public var tappableIdentifiers: [String] {
    (screen.elements + tabBar).filter(\.isTappable).map(\.id)
  }

  /// The element `id`, on the screen or in the tab bar.
  public func element(_ id: String) -> ScreenElement? {
    screen.element(id) ?? tabBar.first { $0.id == id }
  }
}
