import AppCoordinator
import LinkRouting

extension Rules {
  /// The first rule that `action`, taken from `start`, breaks: `app` shows `end`, the state it
  /// left, and shows it again on return.
  ///
  /// - rejection: a refused action changes nothing.
  /// - dismissal: each presentation closes only as its kind allows (`back` never, `dismiss` only
  ///   a sheet that allows its swipe, a popover, a dialog or a presented flow), and closing one
  ///   returns to exactly the screen and stack below it, then shows what was chained; a
  ///   `dismiss` with nothing presented is refused.
  /// - coherence: an accepted `back` pops exactly the visible screen, and an accepted `dismiss`
  ///   changes no flow but the one it closes in.
  /// - isolation: a tap changes only the flow it was made in and the flow it shows; a link only
  ///   the flow it opens (once presentations close).
  /// - landing: an accepted link ends on the stack its flow declares for it, with nothing over
  ///   it, or, for a guest, on login with it parked (``landing(_:from:in:)``); a link the
  ///   discard alert held lands so when `button.discard` carries it out (``carriedOut(_:in:)``).
  /// - resume: a tap that meets the gate parks what it would show; signing in from login shows
  ///   what was parked, and cancelling the place login promised (``resume(_:from:in:)``).
  /// - controls: a tap does what its control declares: a close, cancel or done control closes
  ///   what it shows on, and a tap not declared to change nothing changes the state
  ///   (``controls(_:from:to:in:)``).
  /// - onboarding: a link during onboarding waits (it changes no stack and onboarding stays);
  ///   leaving onboarding applies the links that waited, in order; and onboarding, once done,
  ///   never shows again.
  /// - drafts: no move loses text a flow holds unless the user chose it: a tap or a field in
  ///   that flow that keeps the app in it (send, post, clear), or `button.discard` at the
  ///   discard alert. A way out that
  ///   would lose it asks instead, and changes nothing but that until the user answers.
  ///
  /// - Returns: The rule and what was seen; `nil` when the move keeps every rule.
  static func move<App: Explorable>(
    _ action: ExplorerAction, from start: inout MoveStart<App>, to end: App.Snapshot,
    accepted: Bool, in app: App
  ) -> (String, String)? {
    if let broken = dismissal(action, from: start, accepted: accepted, in: app) {
      return ("dismissal", broken)
    }
    guard accepted else {
      guard end == start.snapshot else {
        return ("rejection", "'\(action.scriptLine)' was refused but changed the state")
      }
      return nil
    }
    if let broken = onboarding(action, from: start, in: app) { return ("onboarding", broken) }
    if let broken = drafts(action, from: start, in: app) { return ("drafts", broken) }
    // A move the discard alert held changes nothing but the alert, which the drafts rule
    // checks; `button.discard` carries out the move it held, whose rules held when it was
    // taken from a state holding no text.
    if app.isAskingToDiscard || start.wasAsking {
      if let broken = asked(action, from: start, to: end, in: app) { return ("coherence", broken) }
      // `button.discard` carries out the link it held as that link lands, from the state under
      // the alert, where the link was opened.
      guard action == .tap("button.discard"), let held = start.held else { return nil }
      return carriedOut(held, in: app).map { ("landing", $0) }
    }
    switch action {
    case .back, .dismiss:
      return closed(action, from: start, to: end, in: app).map { ("coherence", $0) }
    case .tap(let id):
      if let broken = container(id, from: start, to: end, in: app) { return ("coherence", broken) }
      // Signing out resets every stack, as it must; leaving onboarding applies the links that
      // waited, to any tab, which the onboarding rule checks.
      let acted = controls(id, from: start, to: end, in: app).map { ("controls", $0) }
      guard !(start.wasSignedIn && !app.session.isSignedIn), !start.wasOnboarding else {
        return acted
      }
      let shown = app.isOnMain ? app.focusedFlowIndex : nil
      guard
        firstChanged(from: start.states, to: app.tabStates(in: end), except: start.focused, shown)
          != nil
      else { return resume(id, from: start, in: app).map { ("resume", $0) } ?? acted }
      return ("isolation", "'\(action.scriptLine)' changed another tab's stack")
    case .open(let text):
      // A link closes every presentation and replaces its own flow's stack, nothing more.
      let before = start.unpresented(in: app, showing: end)
      let target = app.isOnMain ? app.focusedFlowIndex : nil
      guard let other = firstChanged(from: before, to: app.tabStates(in: end), except: target)
      else { return landing(text, from: start, in: app).map { ("landing", $0) } }
      return (
        "isolation",
        "'\(action.scriptLine)' changed the stack of '\(app.flows[other].id)', "
          + "which the link does not open"
      )
    case .type:
      return nil
    }
  }

  /// What an accepted `back` or `dismiss` (`action`), taken from `start` to `end`, which `app`
  /// shows, breaks of the coherence rule: `back` pops exactly the visible screen, and `dismiss`
  /// changes no flow but the one it closes in; `nil` when it keeps it.
  private static func closed<App: Explorable>(
    _ action: ExplorerAction, from start: MoveStart<App>, to end: App.Snapshot, in app: App
  ) -> String? {
    if end == start.snapshot {
      return "'\(action.scriptLine)' was accepted but changed nothing"
    }
    if action == .back {
      let shown = app.breadcrumb
      guard shown != Array(start.breadcrumb.dropLast()) else { return nil }
      return "'back' from \(crumbs(start.breadcrumb)) went to \(crumbs(shown)), not to "
        + "\(crumbs(start.breadcrumb.dropLast())): back closes or pops the visible screen only"
    }
    // Closing presentations leaves every other flow as it was, and the flow it closes them in
    // one step nearer its root, unless it was a presented flow that closed whole.
    if let changed = firstChanged(
      from: start.states, to: app.tabStates(in: end), except: start.focused)
    {
      return
        "'dismiss' from \(crumbs(start.breadcrumb)) changed the stack of "
        + "'\(app.flows[changed].id)': dismiss closes presentations only"
    }
    return nil
  }

  /// What `action`, taken from `start`, broke of the dismissal rule; `app` shows the state it
  /// left.
  private static func dismissal<App: Explorable>(
    _ action: ExplorerAction, from start: MoveStart<App>, accepted: Bool, in app: App
  ) -> String? {
    // Switched over the action alone, then the layer on top: a tuple of the two is destroyed
    // through the run time's generic code, 140 instructions a move, and most moves are links.
    switch action {
    case .back where accepted:
      if let top = start.presented.layers.last {
        guard !top.isPushed else { return nil }
        return
          "'back' was accepted over \(top.crumb), \(top.kind.article), which has no back button"
      }
      guard start.showsPresentedFlow && start.stepsToRoot == 0 else { return nil }
      return "'back' was accepted at the root of a presented flow (\(crumbs(start.breadcrumb))), "
        + "which has no back button: a swipe down closes it"
    case .dismiss:
      if let top = start.presented.layers.last {
        if accepted != top.closesByGesture {
          return accepted
            ? "'dismiss' closed \(top.crumb), \(top.kind.article), which closes only by "
              + top.kind.controlsPhrase
            : "'dismiss' was refused by \(top.crumb), \(top.kind.article), which the gesture closes"
        }
        return accepted ? closing(action, from: start, in: app) : nil
      }
      // With nothing presented the gesture has nothing to close: it is refused, and the
      // rejection rule holds it to changing nothing.
      guard start.showsPresentedFlow else {
        guard accepted else { return nil }
        return "'dismiss' was accepted with nothing presented (\(crumbs(start.breadcrumb))): "
          + "with nothing to close, the gesture is refused and changes nothing"
      }
      // A presented flow is a sheet, which has no swipe on macOS (`Platform.swipesSheets`).
      let swipes = app.device.platform.swipesSheets
      if !accepted {
        guard !start.presentedFlowHoldsInput, swipes else { return nil }
        return "'dismiss' was refused by a presented flow (\(crumbs(start.breadcrumb))), which a "
          + "swipe down closes"
      }
      if !swipes {
        return "'dismiss' closed a presented flow (\(crumbs(start.breadcrumb))) on macOS, where a "
          + "sheet has no swipe: its buttons close it"
      }
      guard start.presentedFlowHoldsInput else { return nil }
      return "'dismiss' closed a presented flow (\(crumbs(start.breadcrumb))) that held text "
        + "the user typed: the swipe must be refused until it is sent or cleared"
    case .tap where accepted:
      return start.presented.layers.isEmpty ? nil : closing(action, from: start, in: app)
    default:
      return nil
    }
  }

  /// What the accepted `action` broke of the drafts rule: the text a flow held before it is
  /// gone after it, and the user did not choose that.
  private static func drafts<App: Explorable>(
    _ action: ExplorerAction, from start: MoveStart<App>, in app: App
  ) -> String? {
    guard start.inputHolders != 0 else { return nil }
    let lost = start.inputHolders & ~app.inputHolders
    guard lost != 0 else { return nil }
    let flow = lost.trailingZeroBitCount
    switch action {
    case .tap("button.discard") where start.wasAsking:
      return nil
    case .tap(let id):
      // The user's own edit in the flow that holds the text: sending, posting or clearing it,
      // which leaves the app on main, in that flow, with the same account. A tab or sidebar
      // item tapped again, and a button that takes the app out of the flow or signs out, are
      // ways out: they ask first.
      if !start.wasAsking, flow == start.focused, !isContainerItem(id), app.isOnMain,
        app.focusedFlowIndex == flow, app.session.isSignedIn == start.wasSignedIn
      {
        return nil
      }
    case .type:
      // Typing in the flow, clearing included, is the user's own edit.
      if !start.wasAsking, flow == start.focused { return nil }
    case .back, .dismiss, .open:
      break
    }
    return "'\(action.scriptLine)' from \(crumbs(start.breadcrumb)) lost the text typed in "
      + "\(app.flows[flow].id) without asking; a way out of unsaved input shows the discard "
      + "alert (button.discard, button.keep) first"
  }

  /// What a move that the discard alert held, or that answered it, broke of the coherence rule.
  ///
  /// A move held by the alert shows the alert over the screen it was taken on and changes no
  /// flow, but for a tap, the flow it was made in (a button that asks the app for a link may
  /// change its own flow first); a link while the alert asks is held in its place. `button.keep`
  /// leaves every flow as it was and shows the screen under the alert again.
  private static func asked<App: Explorable>(
    _ action: ExplorerAction, from start: MoveStart<App>, to end: App.Snapshot, in app: App
  ) -> String? {
    let after = app.tabStates(in: end)
    if app.isAskingToDiscard {
      let under = start.wasAsking ? Array(start.breadcrumb.dropLast()) : start.breadcrumb
      let tapped = if case .tap = action { start.focused } else { Int?.none }
      // A loop, not `first(where:)`, for the reason `ExploredApp.pendingExitNumberNow` gives.
      for (flow, (before, now)) in zip(start.states, after).enumerated()
      where flow != tapped && before != now {
        return "'\(action.scriptLine)' was held by the discard alert but changed the stack of "
          + "'\(app.flows[flow].id)'; a held move waits for the user's answer"
      }
      let shown = app.breadcrumb
      guard tapped != nil || shown == under + ["discard"] else {
        return "'\(action.scriptLine)' asked with the discard alert over \(crumbs(shown)), not "
          + "over \(crumbs(under)), where it was taken"
      }
      return nil
    }
    guard action == .tap("button.keep") else { return nil }
    let shown = app.breadcrumb
    guard shown == Array(start.breadcrumb.dropLast()), after == start.states else {
      return "'tap button.keep' went to \(crumbs(shown)), not back to "
        + "\(crumbs(start.breadcrumb.dropLast())) as it was: keep stays where the user was"
    }
    return nil
  }

  /// What an accepted move from a presentation broke by closing it: closing returns to exactly
  /// the stack and the layers below, then shows the first presentation chained; `app` shows
  /// the state the move left.
  private static func closing<App: Explorable>(
    _ action: ExplorerAction, from start: MoveStart<App>, in app: App
  ) -> String? {
    // A move that leaves the flow (a link asked for, a sign-out) closes everything, as it must,
    // and so does reselecting the tab under a cover shown as a pushed screen, which pops the
    // tab's stack to its root: the container rule checks that.
    if case .tap(let id) = action, Self.isContainerItem(id) { return nil }
    // `button.discard` at the discard alert carries out the way out it held, which closes what
    // that move closes; the drafts rule checks it.
    if start.wasAsking, action == .tap("button.discard") { return nil }
    guard app.isOnMain == (start.focused != nil),
      !app.isOnMain || app.focusedFlowIndex == start.focused,
      app.session.isSignedIn == start.wasSignedIn
    else { return nil }
    let before = start.presented.layers
    let after = app.visiblePresentations
    let kept = zip(before, after.layers).prefix { $0.0 == $0.1 }.count
    let closed = before.count - kept
    guard closed > 0 else { return nil }
    let closedCrumbs = before[kept...].map(\.crumb).joined(separator: " and ")
    if action == .dismiss, closed > 1 {
      return "'dismiss' closed \(closedCrumbs); it closes the top layer only"
    }
    let below = Array(start.breadcrumb.dropLast(closed))
    let shown = Array(app.breadcrumb.dropLast(after.layers.count - kept))
    guard shown == below else {
      return "'\(action.scriptLine)' closed \(closedCrumbs) but went to "
        + "\(crumbs(app.breadcrumb)), not back to \(crumbs(below))"
    }
    if let waiting = start.presented.chained.first, after.layers.last != waiting {
      return "'\(action.scriptLine)' closed \(closedCrumbs) but \(waiting.crumb), chained to "
        + "show next, did not show"
    }
    return nil
  }

  /// Whether `id` is a tab-bar or a sidebar item's.
  static func isContainerItem(_ id: String) -> Bool {
    FlowRegistration.tabFlowID(ofItem: id) != nil
  }

  /// What an accepted tap on a tab-bar or sidebar item broke, if anything.
  ///
  /// It selects its flow and changes no stack, or, on the flow already selected, pops that
  /// flow's stack to its root. The sidebar holds no stack of its own, so its items never push.
  private static func container<App: Explorable>(
    _ id: String, from start: MoveStart<App>, to end: App.Snapshot, in app: App
  ) -> String? {
    guard let name = FlowRegistration.tabFlowID(ofItem: id),
      let flow = app.flows.firstIndex(where: { $0.id == name }), app.isOnMain
    else { return nil }
    guard app.focusedFlowIndex == flow else {
      return "'tap \(id)' showed \(app.flows[app.focusedFlowIndex].id), not \(app.flows[flow].id)"
    }
    if start.focused == flow {
      guard app.stepsToRoot == 0, app.breadcrumb.count == 1 else {
        return "'tap \(id)' on the selected \(app.flows[flow].id) showed "
          + "\(crumbs(app.breadcrumb)), not its root: reselecting an item pops its stack to the "
          + "root, and never pushes"
      }
      return nil
    }
    guard start.states == app.tabStates(in: end) else {
      return "'tap \(id)' changed a stack: selecting \(app.flows[flow].id) shows its stack as it "
        + "was (\(crumbs(app.breadcrumb)))"
    }
    return nil
  }

  /// What the accepted `action`, taken from `start`, broke of the onboarding rule; `app` shows
  /// the state it left, and is left showing it.
  private static func onboarding<App: Explorable>(
    _ action: ExplorerAction, from start: MoveStart<App>, in app: App
  ) -> String? {
    let now = app.isOnboarding
    guard start.wasOnboarding else {
      return now ? "onboarding showed again after it was done (\(app.visible.screen.id))" : nil
    }
    let end = app.snapshot
    defer { app.snapshot = end }
    let shown = app.visible
    app.snapshot = start.snapshot
    let waiting = app.visible
    if case .open = action {
      guard now, shown == waiting, app.tabStates(in: end) == start.states else {
        return "'\(action.scriptLine)' during onboarding showed \(shown.screen.id) at once; a "
          + "link waits, in order, for onboarding's button.start"
      }
      return nil
    }
    guard !now else { return nil }
    app.finishOnboarding()
    guard app.snapshot == end else {
      app.snapshot = end
      return "'\(action.scriptLine)' left onboarding for \(app.visible.screen.id) without "
        + "applying the links that waited for it, in order"
    }
    return nil
  }

  /// The place of the first flow whose state differs between `before` and `after`, leaving out
  /// the flows at `allowed`.
  ///
  /// A loop, not `zip` and a closure: it runs for nearly every move, and a closure made on the
  /// main actor checks its isolation at each call.
  private static func firstChanged(
    from before: [Int], to after: [Int], except allowed: Int?, _ alsoAllowed: Int? = nil
  ) -> Int? {
    for place in 0..<min(before.count, after.count)
    where before[place] != after[place] && place != allowed && place != alsoAllowed {
      return place
    }
    return nil
  }

  /// Each flow's state in `snapshot` once every presentation is closed; `app` is left showing
  /// that.
  static func unpresented<App: Explorable>(_ snapshot: App.Snapshot, in app: App) -> [Int] {
    app.snapshot = snapshot
    app.dismissAllPresentations()
    return app.tabStates(in: app.snapshot)
  }

  /// A breadcrumb as a message quotes it: `feed > article 7`.
  nonisolated static func crumbs(_ breadcrumb: some Collection<String>) -> String {
    breadcrumb.isEmpty ? "nothing" : breadcrumb.joined(separator: " > ")
  }
}
