import FeedFlow
import LinkRouting
import SettingsFlow

/// A tab together with a whole stack for it: what a link opens and what the gate parks.
enum Destination: Hashable, Sendable {
  /// A Feed stack.
  case feed([FeedRoute])
  /// A Settings stack.
  case settings([SettingsRoute])

  /// The destination a link opens, asking each tab's flow whether the link is its own.
  ///
  /// - Throws: The owning flow's ``LinkError``, or ``LinkError/unknownDestination(_:)`` when no
  ///   flow owns the link.
  init(_ link: DeepLink) throws(LinkError) {
    for tab in Tab.allCases {
      if let destination = try tab.destination(for: link) {
        self = destination
        return
      }
    }
    throw .unknownDestination(([link.host] + link.segments).joined(separator: "/"))
  }

  /// Every link form the tabs answer to.
  static let linkForms = Tab.allCases.flatMap(\.linkForms)

  /// The tab the destination is in.
  var tab: Tab {
    switch self {
    case .feed: .feed
    case .settings: .settings
    }
  }

  /// The link that shows the destination's top screen, if it has one.
  var link: DeepLink? {
    switch self {
    case .feed(let stack): FeedLinks.link(for: stack)
    case .settings(let stack): SettingsLinks.link(for: stack)
    }
  }

  /// Whether showing the destination needs sign-in.
  var containsGatedRoute: Bool {
    switch self {
    case .feed(let stack): stack.containsGatedRoute
    case .settings(let stack): stack.containsGatedRoute
    }
  }

  /// The destination cut before its first route that needs sign-in.
  var beforeFirstGatedRoute: Destination {
    switch self {
    case .feed(let stack): .feed(stack.beforeFirstGatedRoute)
    case .settings(let stack): .settings(stack.beforeFirstGatedRoute)
    }
  }
}
