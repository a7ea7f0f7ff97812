import AuthFlow
import Foundation
import LinkRouting

extension AppCoordinator {
  /// What fills the window, for a root view to switch on.
  public enum RootScreen: Hashable, Sendable {
    /// Launching: the splash screen.
    case splash
    /// A first launch: ``AppCoordinator/AppCoordinator/onboarding``'s pages replace main until
    /// its `button.start`.
    case onboarding
    /// Signing in: ``AppCoordinator/AppCoordinator/signIn``'s screens replace main.
    case login
    /// The tab bar, one stack per tab, and a presented flow over them while one shows.
    case main
  }

  /// What fills the window now.
  public var rootScreen: RootScreen {
    switch root {
    case .splash: .splash
    case .onboarding: .onboarding
    case .login: .login
    case .main: .main
    }
  }

  /// The sign-in flow, which the app shows as its root while someone signs in.
  public var signIn: AuthCoordinator { auth }

  /// The selected tab's flow id, for a `TabView(selection:)` binding.
  ///
  /// Writing another tab's id selects it, as tapping its tab-bar item does; writing the selected
  /// tab's id changes nothing (popping to the root on reselect is the tap's, not the binding's).
  /// A write while the tab bar is hidden, or of an id that is no tab, changes nothing.
  public var selectedTabID: String {
    get { flows[selectedTab].id }
    set {
      guard showsTabBar, let index = tabs.first(where: { flows[$0].id == newValue }) else {
        return
      }
      if index != selectedTab { selectedTab = index }
    }
  }

  /// The selected tab flow's id, for the sidebar's `List(selection:)` binding in regular width,
  /// where a `NavigationSplitView` replaces the `TabView`: the sidebar lists ``tabIDs``, and the
  /// detail column holds the selected flow's stack.
  ///
  /// Writing another flow's id selects it, as tapping its sidebar item does; writing the selected
  /// id, or `nil` (a deselection), changes nothing, since the sidebar holds no stack of its own
  /// and popping to the root on reselect is the tap's. A write in compact width, where the
  /// sidebar does not show, while a presentation covers the split, or of an id that is no tab,
  /// changes nothing.
  public var sidebarSelection: String? {
    get { flows[selectedTab].id }
    set {
      guard width == .regular, let newValue else { return }
      selectedTabID = newValue
    }
  }

  /// The ids of the tab flows, in tab-bar order, for a `TabView`'s tabs; each one's title is
  /// its registration's ``FlowRegistration/title`` in ``flows``.
  public var tabIDs: [String] { tabs.map { flows[$0].id } }

  /// A flow presented as a sheet over main, as a `.sheet(item:)` binding holds it.
  public struct PresentedFlow: Hashable, Identifiable, Sendable {
    /// The flow's id, such as `comments`: compare it with the flow type's `id`, and reach the
    /// flow's coordinator with ``AppCoordinator/AppCoordinator/flow(_:)``.
    public let id: String
  }

  /// The flow presented as a sheet over main, if one is, for a `.sheet(item:)` binding on the
  /// tab bar's view.
  ///
  /// SwiftUI writes `nil` after the sheet is swiped down: the write closes the flow, with
  /// whatever it presents, and puts it back at its root, so that the tab underneath shows as it
  /// was, as ``dismiss()`` does from any of its screens. While the flow holds text the user
  /// typed (``presentedFlowHoldsInput``) the write is refused, as `dismiss()` is, and changes
  /// nothing. A write of a flow changes nothing: its link presents it.
  public var presentedFlowSheet: PresentedFlow? {
    get { presentedFlow.map { PresentedFlow(id: flows[$0].id) } }
    set {
      guard newValue == nil, !presentedFlowHoldsInput else { return }
      dismissPresentedFlow()
    }
  }

  /// Delivers a deep link given as a URL, as `.onOpenURL` does; see ``open(_:)-(String)``.
  ///
  /// - Throws: A `LinkError` naming the problem; a rejected link changes nothing.
  public func open(_ url: URL) throws(LinkError) {
    try open(url.absoluteString)
  }
}
