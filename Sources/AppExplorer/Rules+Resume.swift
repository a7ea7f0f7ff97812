import LinkRouting

/// What login promises while it parks a destination: where signing in lands, and where
/// cancelling does (`nil`: main exactly as it was under login).
struct ParkedLandings: Hashable {
  var destination: Landing
  var onCancel: Landing?
}

extension Rules {
  /// What the accepted tap on `id`, taken from `start`, broke of the resume rule; `app` shows
  /// the state it left, and is left showing it.
  ///
  /// A tap that meets the gate parks the stack it would have shown, in the flow it was made in,
  /// on top of the stack that flow showed, and promises that cancelling leaves main as it was.
  /// Signing in from login then shows what was parked, by a tap or by a link (``landing(_:from:in:)``
  /// checks what a link parks), in its flow, with nothing over it; cancelling shows exactly the
  /// place promised. A user who signs in to reach a screen expects that screen, not the tab's
  /// root, and one who cancels expects to be where they were: iOS has no system behaviour to lean
  /// on here, so the app's promise is the whole contract, and the rule holds it to the promise.
  ///
  /// - Returns: What showed, and what was promised; `nil` when the promise held.
  static func resume<App: Explorable>(
    _ id: String, from start: MoveStart<App>, in app: App
  ) -> String? {
    if let parked = start.parked, !start.wasSignedIn {
      if app.session.isSignedIn {
        return landed(parked.destination, after: "signing in by 'tap \(id)'", in: app)
      }
      guard app.isOnMain else { return nil }
      if let onCancel = parked.onCancel {
        return landed(onCancel, after: "cancelling by 'tap \(id)'", in: app)
      }
      guard app.tabStates(in: app.snapshot) == start.states else {
        return "cancelling by 'tap \(id)' showed \(crumbs(app.breadcrumb)) and changed a stack: "
          + "login promised to leave main as it was"
      }
      return nil
    }
    guard let flow = start.focused, !app.isOnMain, !app.session.isSignedIn,
      let parked = app.parkedLandings
    else { return nil }
    return parkedByTap(id, parked, in: flow, from: start, in: app)
  }

  /// What a tap on `id` in the flow at `flow`, which parked `parked`, broke: it parks in its own
  /// flow, on top of the stack that flow showed, and promises main as it was on cancel.
  private static func parkedByTap<App: Explorable>(
    _ id: String, _ parked: ParkedLandings, in flow: Int, from start: MoveStart<App>, in app: App
  ) -> String? {
    let end = app.snapshot
    app.snapshot = start.snapshot
    let before = app.savedStack(ofFlow: flow)
    app.snapshot = end
    let destination = parked.destination
    guard destination.flow == flow, destination.stack.count > before.count,
      Array(destination.stack.prefix(before.count)) == before, parked.onCancel == nil
    else {
      return "'tap \(id)' in \(app.flows[flow].id) (\(crumbs(start.breadcrumb))) parked "
        + "\(app.flows[destination.flow].id)'s \(crumbs(destination.stack))"
        + (parked.onCancel.map { " with a cancel to \(crumbs($0.stack))" } ?? "")
        + ": a tap parks the screen it would show, on the stack it was made on, and cancelling "
        + "leaves main as it was"
    }
    return nil
  }

  /// Whether `app` shows `landing` after `move`: its flow receives taps and holds exactly its
  /// stack, with nothing presented over it.
  private static func landed(_ landing: Landing, after move: String, in app: some Explorable)
    -> String?
  {
    let flow = app.flows[landing.flow].id
    let promised = "\(flow)'s \(crumbs([flow] + landing.stack))"
    guard app.isOnMain, app.focusedFlowIndex == landing.flow else {
      return "\(move) showed \(crumbs(app.breadcrumb)), not \(promised), which login promised"
    }
    let shown = app.shownStack(ofFlow: landing.flow)
    guard shown.number == landing.number, !shown.presenting else {
      return "\(move) showed \(crumbs(app.breadcrumb)), not \(promised) with nothing over it, "
        + "which login promised"
    }
    return nil
  }
}
