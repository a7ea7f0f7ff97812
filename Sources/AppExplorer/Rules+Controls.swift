import AppCoordinator
import LinkRouting

extension Rules {
  /// The controls that close something by their name, each of which must say so: the flow that
  /// shows one declares ``/LinkRouting/ScreenElement/TapEffect/closes``.
  static let closeControls: Set<String> = ["button.close", "button.cancel", "button.done"]

  /// What the accepted tap on `id`, taken from `start` to `end`, broke of the controls rule;
  /// `app` shows `end`.
  ///
  /// A control says what its tap does (``/LinkRouting/ScreenElement/onTap``), and does it. Every
  /// close, cancel and done control declares that it closes, and so may any other; a control
  /// that closes removes the layer its screen shows on (a presentation, a presented flow,
  /// login), whatever else it shows then, unless the discard alert asks first (the move rules
  /// before this one check the alert). A control that neither closes nor is declared to change
  /// nothing changes the state. Apple's Human Interface Guidelines, "Sheets"
  /// (developer.apple.com/design/human-interface-guidelines/sheets): the Cancel (or Close)
  /// button dismisses a sheet without saving, and the Done button dismisses it once the task is
  /// done, so a person who taps one expects what shows to go away; and a button that does
  /// nothing looks broken. `exits` is satisfied by any one way out, and no other rule looks at
  /// a tap that changes nothing. Tab-bar and sidebar items are the app's, not a flow's: the
  /// container part of `coherence` checks them.
  ///
  /// - Returns: The control, the screen, and what its tap did; `nil` when it did what it says.
  static func controls<App: Explorable>(
    _ id: String, from start: MoveStart<App>, to end: App.Snapshot, in app: App
  ) -> String? {
    guard let element = start.screen.element(id) else { return nil }
    let tap = "'tap \(id)' on \(start.screen.id)"
    if element.onTap != .closes, closeControls.contains(id) {
      return "\(tap): a close, cancel or done control must say that it closes what shows, "
        + "and \(id) does not (ScreenElement's onTap: .closes)"
    }
    switch element.onTap {
    case .changes:
      guard end == start.snapshot, !asksUnread(from: start, in: app) else { return nil }
      return "\(tap) was accepted but changed nothing; declare it (onTap: .changesNothing) on "
        + "the screen, and in the state, where it does nothing, or make it act"
    case .changesNothing:
      guard end != start.snapshot else { return nil }
      return "\(tap) is declared to change nothing but went to \(crumbs(app.breadcrumb))"
    case .closes:
      guard let shown = stillShown(from: start, in: app) else { return nil }
      return "\(tap) says it closes \(shown) but left it up (\(crumbs(app.breadcrumb))): a "
        + "close, cancel or done control closes what it shows on"
    }
  }

  /// Whether the flow tapped in may ask for a link of a form no flow of the app reads.
  ///
  /// Such a request changes nothing, which the assembly warns of
  /// (`AssemblyWarning.unreadRequest`), so the warning, not this rule, names a tap that asks
  /// for one. Read only once a tap changed nothing.
  private static func asksUnread<App: Explorable>(from start: MoveStart<App>, in app: App)
    -> Bool
  {
    guard let focused = start.focused else { return false }
    let read = Set(app.flows.flatMap(\.linkForms))
    return app.flows[focused].requestedLinkForms.contains { !read.contains($0) }
  }

  /// The layer `start` showed on top that `app` still shows, by its crumb, or `nil` when it is
  /// gone: closed, or left with the flow or the session it belonged to.
  private static func stillShown<App: Explorable>(from start: MoveStart<App>, in app: App)
    -> String?
  {
    let before = start.presented.layers
    guard let focused = start.focused else {
      // Login, and onboarding, fill the window until main shows.
      guard !app.isOnMain, before.isEmpty || keepsAll(before, in: app) else { return nil }
      return before.last?.crumb ?? start.breadcrumb.last ?? "login"
    }
    guard app.isOnMain, app.focusedFlowIndex == focused,
      app.session.isSignedIn == start.wasSignedIn
    else { return nil }
    if let top = before.last {
      return keepsAll(before, in: app) ? top.crumb : nil
    }
    // A presented flow at the root of its stack, or deeper: the control closes the flow.
    guard start.showsPresentedFlow else {
      return "nothing presented (\(crumbs(start.breadcrumb)))"
    }
    return app.showsPresentedFlow ? app.flows[focused].id : nil
  }

  /// Whether `app` shows every layer of `before` still, in place.
  private static func keepsAll(_ before: [PresentedLayer], in app: some Explorable) -> Bool {
    let after = app.visiblePresentations.layers
    guard after.count >= before.count else { return false }
    for place in before.indices where before[place] != after[place] { return false }
    return true
  }
}
