import FeedFlow
import LinkRouting
import SettingsFlow

extension Tab {
  /// The link forms the tab's flow answers to, such as `navlab://article/N`.
  var linkForms: [String] {
    switch self {
    case .feed: FeedLinks.forms
    case .settings: SettingsLinks.forms
    }
  }

  /// The destination `link` opens in this tab.
  ///
  /// - Returns: `nil` when the tab's flow does not own the link's host.
  /// - Throws: The flow's `LinkError` when it owns the host but the rest is wrong.
  func destination(for link: DeepLink) throws(LinkError) -> Destination? {
    switch self {
    case .feed: try FeedLinks.stack(for: link).map(Destination.feed)
    case .settings: try SettingsLinks.stack(for: link).map(Destination.settings)
    }
  }
}
