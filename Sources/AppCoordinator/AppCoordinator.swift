import AuthFlow
import FeedFlow
import LinkRouting
import Observation
import SettingsFlow

/// The app: swaps the root between splash, login and main, owns the session, selects tabs,
/// hands each deep link to the flow that owns it and enforces the sign-in gate.
///
/// Drive it the way a person or a UI test would: through element identifiers (``tap(_:)``),
/// ``back()``, ``dismiss()`` and links (``open(_:)``), and read ``visible`` to see the result.
@Observable
@MainActor
public final class AppCoordinator {
  /// What fills the window.
  var root: Root = .splash(queued: [])
  /// The tab whose stack shows on main.
  var selectedTab: Tab = .feed
  /// Who is signed in.
  public internal(set) var session = Session()

  let feed = FeedCoordinator()
  let settings = SettingsCoordinator()
  let auth = AuthCoordinator()

  /// Creates the app on its splash screen; call ``finishLaunch()`` to show main.
  public init() {
    feed.gate = { [unowned self] in admit(.feed($0)) }
    settings.gate = { [unowned self] in admit(.settings($0)) }
    settings.output = { [unowned self] in handle($0) }
    auth.output = { [unowned self] in handle($0) }
  }

  /// Ends launch: shows main, then applies, in order, the links that arrived during launch.
  public func finishLaunch() {
    guard case .splash(let queued) = root else { return }
    root = .main
    for destination in queued {
      apply(destination)
    }
  }

  /// The coordinator of `tab`'s flow.
  func coordinator(for tab: Tab) -> any FlowCoordinator {
    switch tab {
    case .feed: feed
    case .settings: settings
    }
  }

  /// The whole stack `tab` shows now.
  func destination(of tab: Tab) -> Destination {
    switch tab {
    case .feed: .feed(feed.state.path)
    case .settings: .settings(settings.state.path)
    }
  }

  /// Selects `destination`'s tab and replaces its whole stack.
  func show(_ destination: Destination) {
    selectedTab = destination.tab
    switch destination {
    case .feed(let stack): feed.show(stack)
    case .settings(let stack): settings.show(stack)
    }
  }

  /// Selects `tab`; selecting the tab already selected pops it to its root.
  func select(_ tab: Tab) {
    if tab == selectedTab {
      coordinator(for: tab).popToRoot()
    } else {
      selectedTab = tab
    }
  }

  /// Closes every presentation in every flow.
  func dismissAllPresentations() {
    for tab in Tab.allCases {
      coordinator(for: tab).dismissAll()
    }
    auth.dismissAll()
  }
}
