import LinkRouting

extension AppCoordinator {
  /// What a person sees now.
  public var visible: VisibleScreen {
    switch root {
    case .splash:
      return VisibleScreen(
        breadcrumb: ["splash"], screen: Screen(id: "screen.splash", title: "NavLab"),
        tabBar: [], selectedTabID: nil)
    case .login:
      return VisibleScreen(
        breadcrumb: auth.breadcrumb, screen: auth.screen(for: session), tabBar: [],
        selectedTabID: nil)
    case .main:
      let tab = slots[selectedTab]
      let tabBar = showsTabBar ? tabs.map { flows[$0].tabElement } : []
      let selected = showsTabBar ? flows[selectedTab].tabElement.id : nil
      guard let presented = presentedFlow else {
        return VisibleScreen(
          breadcrumb: tab.breadcrumb, screen: tab.screen(for: session), tabBar: tabBar,
          selectedTabID: selected)
      }
      return VisibleScreen(
        breadcrumb: tab.breadcrumb + slots[presented].breadcrumb,
        screen: slots[presented].screen(for: session), tabBar: tabBar, selectedTabID: selected)
    }
  }

  /// Taps the visible element `id`: a row, button, link or tab-bar item.
  ///
  /// - Returns: `false`, changing nothing, when no such tappable element is visible.
  @discardableResult
  public func tap(_ id: String) -> Bool {
    // Each flow checks the id against the screen it shows; only the tab bar is the app's own.
    if id.hasPrefix(FlowRegistration.tabPrefix) {
      guard showsTabBar, let index = tabs.first(where: { flows[$0].tabElement.id == id }) else {
        return false
      }
      select(index)
      return true
    }
    switch root {
    case .splash: return false
    case .login: return auth.tap(id, in: session)
    case .main: return slots[focusedFlow].tap(id, in: session)
    }
  }

  /// Whether a sheet or alert shows over the visible stack.
  var isPresenting: Bool {
    switch root {
    case .splash: false
    case .login: auth.isPresenting
    case .main: presentedFlow != nil || slots[selectedTab].isPresenting
    }
  }

  /// Whether the tab bar shows: on main, with nothing presented.
  var showsTabBar: Bool {
    root == .main && !isPresenting
  }

  /// Sets the visible text field `id` to `text`.
  ///
  /// - Returns: `false`, changing nothing, when no such field is visible.
  @discardableResult
  public func type(_ text: String, into id: String) -> Bool {
    guard case .login = root else { return false }
    return auth.type(text, into: id, in: session)
  }

  /// Closes the topmost presentation if there is one, otherwise pops the visible stack.
  ///
  /// - Returns: `false`, changing nothing, at a root with nothing presented.
  @discardableResult
  public func back() -> Bool {
    switch root {
    case .splash: false
    case .login: auth.back()
    case .main: slots[focusedFlow].back() || dismissPresentedFlow()
    }
  }

  /// Closes the visible sheet or alert.
  ///
  /// - Returns: `false`, changing nothing, when nothing is presented.
  @discardableResult
  public func dismiss() -> Bool {
    switch root {
    case .splash: false
    case .login: auth.dismiss()
    case .main: slots[focusedFlow].dismiss() || dismissPresentedFlow()
    }
  }
}

extension FlowRegistration {
  /// What every tab-bar element id starts with.
  static let tabPrefix = "tab."

  /// The flow's tab-bar element, such as `tab.feed`.
  var tabElement: ScreenElement {
    ScreenElement(.tab, id: Self.tabPrefix + id, label: title)
  }
}
