import AppCoordinator
import LinkRouting

/// What the move rules need of the state a move starts from, read once for every move from it.
@MainActor
struct MoveStart<App: Explorable> {
  let snapshot: App.Snapshot
  let wasSignedIn: Bool
  let wasOnboarding: Bool
  /// Each flow's state, numbered.
  let states: [Int]
  /// The flow that receives taps; `nil` on login, where no flow does.
  let focused: Int?
  let breadcrumb: [String]
  /// How many `back`s lead to the root of the visible stack.
  let stepsToRoot: Int
  /// Each flow's state once every presentation is closed: read when a move first needs it.
  private var unpresentedStates: [Int]?

  /// The state `app` shows now, `snapshot`, with its breadcrumb.
  init(_ app: App, showing snapshot: App.Snapshot, breadcrumb: [String]) {
    self.snapshot = snapshot
    wasSignedIn = app.session.isSignedIn
    wasOnboarding = app.isOnboarding
    states = app.tabStates(in: snapshot)
    focused = app.isOnMain ? app.focusedFlowIndex : nil
    self.breadcrumb = breadcrumb
    stepsToRoot = app.stepsToRoot
  }

  /// Each flow's state in the start state once every presentation is closed; `app` is left
  /// showing another state.
  mutating func unpresented(in app: App) -> [Int] {
    if let unpresentedStates { return unpresentedStates }
    let states = Rules.unpresented(snapshot, in: app)
    unpresentedStates = states
    return states
  }
}

extension Rules {
  /// The first rule that `action`, taken from `start`, breaks: `app` shows `end`, the state it
  /// left, and shows it again on return.
  ///
  /// - rejection: a refused action changes nothing.
  /// - coherence: an accepted `back` closes or pops exactly the visible screen, and an accepted
  ///   `dismiss` closes presentations and nothing below them.
  /// - isolation: a tap changes only the flow it was made in and the flow it shows; a link only
  ///   the flow it opens (once presentations close).
  /// - onboarding: a link during onboarding waits (it changes no stack and onboarding stays);
  ///   leaving onboarding applies the links that waited, in order; and onboarding, once done,
  ///   never shows again.
  ///
  /// - Returns: The rule and what was seen; `nil` when the move keeps every rule.
  static func move<App: Explorable>(
    _ action: ExplorerAction, from start: inout MoveStart<App>, to end: App.Snapshot,
    accepted: Bool, in app: App
  ) -> (String, String)? {
    guard accepted else {
      guard end == start.snapshot else {
        return ("rejection", "'\(action.scriptLine)' was refused but changed the state")
      }
      return nil
    }
    if let broken = onboarding(action, from: start, in: app) { return ("onboarding", broken) }
    switch action {
    case .back, .dismiss:
      if end == start.snapshot {
        return ("coherence", "'\(action.scriptLine)' was accepted but changed nothing")
      }
      if action == .back {
        let shown = app.breadcrumb
        guard shown != Array(start.breadcrumb.dropLast()) else { return nil }
        return (
          "coherence",
          "'back' from \(crumbs(start.breadcrumb)) went to \(crumbs(shown)), not to "
            + "\(crumbs(start.breadcrumb.dropLast())): back closes or pops the visible screen only"
        )
      }
      // Closing presentations leaves every other flow as it was, and the flow it closes them in
      // one step nearer its root, unless it was a presented flow that closed whole.
      let after = app.tabStates(in: end)
      if let changed = zip(start.states, after).enumerated().first(where: {
        $0.offset != start.focused && $0.element.0 != $0.element.1
      }) {
        return (
          "coherence",
          "'dismiss' from \(crumbs(start.breadcrumb)) changed the stack of "
            + "'\(app.flows[changed.offset].id)': dismiss closes presentations only"
        )
      }
      let closedWhole = app.isOnMain && app.focusedFlowIndex != start.focused
      guard !closedWhole, app.stepsToRoot != start.stepsToRoot - 1 else { return nil }
      return (
        "coherence",
        "'dismiss' from \(crumbs(start.breadcrumb)) went to \(crumbs(app.breadcrumb)): dismiss "
          + "closes the top presentation only"
      )
    case .tap:
      // Signing out resets every stack, as it must; leaving onboarding applies the links that
      // waited, to any tab, which the onboarding rule checks.
      guard !(start.wasSignedIn && !app.session.isSignedIn), !start.wasOnboarding else {
        return nil
      }
      let allowed = [start.focused, app.isOnMain ? app.focusedFlowIndex : nil]
      let changed = zip(start.states, app.tabStates(in: end)).enumerated().filter {
        $0.element.0 != $0.element.1
      }
      guard changed.contains(where: { !allowed.contains($0.offset) }) else { return nil }
      return ("isolation", "'\(action.scriptLine)' changed another tab's stack")
    case .open:
      // A link closes every presentation and replaces its own flow's stack, nothing more.
      let before = start.unpresented(in: app)
      app.snapshot = end
      let target = app.isOnMain ? app.focusedFlowIndex : nil
      let changed = zip(before, app.tabStates(in: end)).enumerated().filter {
        $0.offset != target && $0.element.0 != $0.element.1
      }
      guard let other = changed.first else { return nil }
      return (
        "isolation",
        "'\(action.scriptLine)' changed the stack of '\(app.flows[other.offset].id)', "
          + "which the link does not open"
      )
    case .type:
      return nil
    }
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
