import LinkRouting

/// The tabs of the main screen, in tab-bar order.
///
/// Each tab owns one flow and its stack.
public enum Tab: String, CaseIterable, Codable, Sendable {
  /// The Feed tab: articles and authors.
  case feed
  /// The Settings tab: the account.
  case settings

  /// The tab's title in the tab bar.
  var title: String {
    switch self {
    case .feed: "Feed"
    case .settings: "Settings"
    }
  }

  /// The tab-bar element for the tab, such as `tab.feed`.
  var element: Element {
    Element(.tab, id: "tab.\(rawValue)", label: title)
  }

  /// The tab whose tab-bar element is `id`.
  init?(elementID id: String) {
    guard id.hasPrefix("tab.") else { return nil }
    self.init(rawValue: String(id.dropFirst(4)))
  }
}
