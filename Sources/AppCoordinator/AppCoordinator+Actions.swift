import LinkRouting

extension AppCoordinator {
  /// What a person sees now.
  public var visible: VisibleScreen { visible(barsFor: width) }

  /// What a person sees now, its bar drawn for `width`.
  func visible(barsFor width: Width) -> VisibleScreen {
    // Read once: off main, or with anything presented over the tabs, there is no bar.
    guard showsTabBar else {
      return VisibleScreen(
        breadcrumb: breadcrumb, screen: shownScreen, tabBar: [], selectedTabID: nil)
    }
    let items = width == .regular ? sidebarItems : tabBarItems
    let selected = tabs.firstIndex(of: selectedTab).map { items[$0].id }
    return VisibleScreen(
      breadcrumb: breadcrumb, screen: shownScreen, tabBar: items, selectedTabID: selected)
  }

  /// The screen that shows, without the tab bar or the sidebar around it: read without the
  /// width, which decides only those.
  package var shownScreen: Screen {
    if holdsPendingExit { return .discardAlert }
    return switch root {
    case .splash: Screen(id: "screen.splash", title: "NavLab")
    case .onboarding: onboarding.screen(for: session)
    case .login: auth.screen(for: session)
    case .main: boxes[focusedFlow].screen(for: session)
    }
  }

  /// Where the visible screen is, root first: ``visible``'s breadcrumb, without drawing the
  /// screen.
  package var breadcrumb: [String] {
    guard !holdsPendingExit else { return breadcrumbUnderAlert + ["discard"] }
    return breadcrumbUnderAlert
  }

  /// ``breadcrumb`` without the discard alert.
  private var breadcrumbUnderAlert: [String] {
    switch root {
    case .splash: return ["splash"]
    case .onboarding: return onboarding.breadcrumb
    case .login: return auth.breadcrumb
    case .main:
      guard let presented = presentedFlow else { return boxes[selectedTab].breadcrumb }
      // The tab under the presented flow, drawn (`FlowReads`).
      walk.flowReads.alike += 1
      let under = boxes[selectedTab].breadcrumb
      walk.flowReads.alike -= 1
      return under + boxes[presented].breadcrumb
    }
  }

  /// Taps the visible element `id`: a row, button, link or tab-bar item.
  ///
  /// - Throws: A `NavigationError` naming why nothing changed: no such element on the visible
  ///   screen, one that cannot be tapped, or an intent the flow refused.
  public func tap(_ id: String) throws(NavigationError) {
    let before = depth
    let place = openerKey(at: before)
    try performTap(id)
    focusMoved(from: before, at: place, on: id)
  }

  private func performTap(_ id: String) throws(NavigationError) {
    if holdsPendingExit { return try answerDiscardAlert(id) }
    // Each flow checks the id against the screen it shows; only the tab bar and the sidebar
    // are the app's own. The width is read only for an item's id, the one tap it decides.
    if FlowRegistration.tabFlowID(ofItem: id) != nil {
      let prefix =
        width == .regular ? FlowRegistration.sidebarPrefix : FlowRegistration.tabPrefix
      if id.hasPrefix(prefix), showsTabBar,
        let index = tabs.first(where: { id.dropFirst(prefix.count) == flows[$0].id })
      {
        select(index)
        return
      }
    }
    switch root {
    case .splash: throw .noElement(id, screen: "screen.splash")
    case .onboarding: try onboarding.tap(id, in: session)
    case .login: try auth.tap(id, in: session)
    case .main: try boxes[focusedFlow].tap(id, in: session)
    }
  }

  /// Whether a sheet or alert shows over the visible stack, or a cover shown as a pushed screen
  /// on it, which is not saved either.
  package var isPresenting: Bool {
    if holdsPendingExit { return true }
    return switch root {
    case .splash, .onboarding: false
    case .login: auth.isPresenting
    case .main: presentedFlow != nil || boxes[selectedTab].isPresenting
    }
  }

  /// Whether the tab bar, or the sidebar in regular width, shows: on main, with nothing
  /// presented over the whole window; a cover shown as a pushed screen leaves it showing.
  var showsTabBar: Bool {
    guard case .main = root, presentedFlow == nil, !holdsPendingExit else { return false }
    let tab = boxes[selectedTab]
    return !tab.isPresenting || tab.presentations(on: device).layers.allSatisfy(\.isPushed)
  }

  /// Sets the visible text field `id` to `text`: on login, or on any screen of a flow that
  /// shows one.
  ///
  /// Typed text is never saved: a relaunch starts without it.
  ///
  /// - Throws: `NavigationError.noField` when no such field is visible; nothing changes.
  public func type(_ text: String, into id: String) throws(NavigationError) {
    let before = depth
    let place = openerKey(at: before)
    try performType(text, into: id)
    focusMoved(from: before, at: place, on: id)
  }

  private func performType(_ text: String, into id: String) throws(NavigationError) {
    if holdsPendingExit { throw .noField(id, screen: Screen.discardAlert.id) }
    switch root {
    case .splash: throw .noField(id, screen: "screen.splash")
    case .onboarding: try onboarding.type(text, into: id, in: session)
    case .login: try auth.type(text, into: id, in: session)
    case .main: try boxes[focusedFlow].type(text, into: id, in: session)
    }
  }

  /// The navigation bar's back button: pops the visible stack, which is the presented flow's
  /// while one shows.
  ///
  /// - Throws: `NavigationError.noBackButton` over a presentation or at the root of a presented
  ///   flow, which close only as their kind allows; `NavigationError.nothingToGoBack` at a root
  ///   with nothing presented.
  public func back() throws(NavigationError) {
    let before = depth
    let place = openerKey(at: before)
    try performBack()
    focusMoved(from: before, at: place, on: nil)
  }

  private func performBack() throws(NavigationError) {
    if let top = topPresentation, !top.isPushed {
      throw noBackButton(kind: top.kind, closesByGesture: top.closesByGesture)
    }
    // Back from a screen that holds typed text asks first; at a flow's root there is nothing
    // to pop, and back is refused below.
    if root == .main, boxes[focusedFlow].holdsInput, boxes[focusedFlow].depth > 1 {
      leave(.back)
      return
    }
    let done =
      switch root {
      case .splash: false
      case .onboarding: onboarding.back()
      case .login: auth.back(on: device)
      case .main: boxes[focusedFlow].back(on: device)
      }
    guard !done else { return }
    if root == .main, presentedFlow != nil {
      throw noBackButton(kind: .sheet, closesByGesture: platform.swipesSheets)
    }
    throw .nothingToGoBack(screen: visibleScreenID)
  }

  /// The interactive gesture: swipes the visible sheet down, or taps outside the visible popover
  /// or dialog; with nothing of the flow's own presented over it, swipes the presented flow
  /// down.
  ///
  /// A sheet on macOS has no swipe: there a sheet and a presented flow close by their buttons
  /// only (`Platform.swipesSheets`).
  ///
  /// - Throws: `NavigationError.closesOnlyByControls` for a cover, an alert, a sheet whose
  ///   swipe is disabled, and a sheet or a presented flow on macOS; `NavigationError.refused` for a presented flow that holds text the
  ///   user typed (``presentedFlowHoldsInput``); `NavigationError.nothingPresented` when nothing
  ///   is presented.
  public func dismiss() throws(NavigationError) {
    let before = depth
    let place = openerKey(at: before)
    try performDismiss()
    focusMoved(from: before, at: place, on: nil)
  }

  private func performDismiss() throws(NavigationError) {
    if let top = topPresentation, !top.isPushed {
      guard top.closesByGesture else {
        throw .closesOnlyByControls(
          screen: visibleScreenID, kind: top.kind, controls: visibleButtons)
      }
      if case .login = root {
        auth.dismiss(on: device)
      } else {
        boxes[focusedFlow].dismiss(on: device)
      }
      return
    }
    guard root == .main, let presented = presentedFlow else {
      throw .nothingPresented(screen: visibleScreenID)
    }
    // A presented flow shows as a sheet, which has no swipe on macOS: its buttons close it.
    guard platform.swipesSheets else {
      throw .closesOnlyByControls(screen: visibleScreenID, kind: .sheet, controls: visibleButtons)
    }
    guard !boxes[presented].holdsInput else {
      throw .refused(
        "\(visibleScreenID) holds text you typed, which the swipe would lose; send it, or clear "
          + "it, then swipe")
    }
    dismissPresentedFlow()
  }

  /// Whether the presented flow shows text the user typed and has not sent.
  ///
  /// The swipe that would close the flow is refused meanwhile. Bind it to its sheet, as
  /// `.interactiveDismissDisabled(app.presentedFlowHoldsInput)`, so that SwiftUI never writes
  /// the `nil` the app would refuse.
  public var presentedFlowHoldsInput: Bool {
    guard root == .main, let presented = presentedFlow else { return false }
    return boxes[presented].holdsInput
  }

  /// The presentation on top of the visible flow, if it presents one.
  package var topPresentation: PresentedLayer? {
    if holdsPendingExit { return Self.discardAlertLayer }
    return switch root {
    case .splash, .onboarding: nil
    case .login: auth.state.presented.top?.erasedLayer(on: device)
    case .main: boxes[focusedFlow].topPresentation(on: device)
    }
  }

  /// The discard alert as a layer over whatever shows: it closes only by its buttons.
  package static let discardAlertLayer = PresentedLayer(
    kind: .alert, closesByGesture: false, crumb: "discard")

  /// The ids of the visible screen's buttons: the controls that may close it.
  private var visibleButtons: [String] {
    // A loop, not `filter` and `map`, for the reason `depthUnderAlert` gives: every refused back
    // names these buttons, and the explorer tries back in every state.
    var buttons: [String] = []
    for element in shownScreen.elements where element.kind == .button {
      buttons.append(element.id)
    }
    return buttons
  }

  /// The visible screen's id, read without the tab bar, so without the width.
  private var visibleScreenID: String { shownScreen.id }

  private func noBackButton(kind: PresentationKind, closesByGesture: Bool) -> NavigationError {
    .noBackButton(
      screen: visibleScreenID, kind: kind, closesByGesture: closesByGesture,
      controls: visibleButtons)
  }
}

extension FlowRegistration {
  /// What every tab-bar element id starts with.
  package static let tabPrefix = "tab."

  /// The flow's tab-bar element, such as `tab.feed`.
  package var tabElement: ScreenElement {
    ScreenElement(.tab, id: itemID(in: .compact), label: title)
  }

  /// What every sidebar element id starts with, in regular width.
  package static let sidebarPrefix = "sidebar."

  /// The id of the flow's item that selects it: in the tab bar in compact width (`tab.feed`), in
  /// the sidebar in regular width (`sidebar.feed`).
  ///
  /// - Parameter width: The width the app shows.
  /// - Returns: The id to tap, as `tab NAME` does in the shell.
  public func itemID(in width: Width) -> String {
    Self.itemID(ofTab: id, in: width)
  }

  /// The id of the item that selects the tab flow `id` in `width`, as ``itemID(in:)`` gives it:
  /// `tab.feed` in compact width, `sidebar.feed` in regular width.
  public static func itemID(ofTab id: String, in width: Width) -> String {
    (width == .regular ? sidebarPrefix : tabPrefix) + id
  }

  /// The id of the tab flow that the tab-bar or sidebar item `id` selects, such as `feed` for
  /// `tab.feed` or `sidebar.feed`; `nil` for any other id.
  package static func tabFlowID(ofItem id: String) -> Substring? {
    for prefix in [tabPrefix, sidebarPrefix] where id.hasPrefix(prefix) {
      return id.dropFirst(prefix.count)
    }
    return nil
  }

  /// The flow's sidebar element, such as `sidebar.feed`.
  package var sidebarElement: ScreenElement {
    ScreenElement(.sidebarItem, id: itemID(in: .regular), label: title)
  }
}
