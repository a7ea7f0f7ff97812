import AppCoordinator
import LinkRouting

extension Rules {
  /// No state without a way out: on main, a user reaches the root of the selected tab within
  /// as many moves as presentations show or wait, plus the backs to the stack's root.
  ///
  /// Checked as one step of an induction over the walk: the top layer, or with none the
  /// presented flow, has a close on this device that takes the user one presentation nearer
  /// the tab (a `dismiss`, `back` over a cover shown as a pushed screen, or a button). A layer
  /// the gesture closes, a pushed cover and a presented flow are closed by `dismiss` or `back`,
  /// which the walk takes in every state and the `dismissal` and `coherence` rules hold to
  /// closing exactly the top; every other layer is tried by its buttons here. The state below
  /// the top is the state the top was presented from, which the walk reached and checked
  /// first, on the same device (ARCHITECTURE.md, "Soundness"); with nothing presented,
  /// `coherence` holds `back` to reaching the root in the steps the stack holds.
  ///
  /// `app` is left showing another state; the caller puts its snapshot back.
  static func exits<App: Explorable>(_ app: App, _ snapshot: App.Snapshot) -> String? {
    guard app.isOnMain else { return nil }
    let presented = app.visiblePresentations
    guard let top = presented.layers.last else { return presentedFlowExit(app, snapshot) }
    if top.isPushed || top.closesByGesture { return nil }
    // The screen alone, whose buttons are tried: the bar around it is not read.
    let shown = app.visibleForComparison.screen
    let size = presented.layers.count + presented.chained.count
    for element in shown.elements where element.kind == .button {
      app.snapshot = snapshot
      guard (try? app.tap(element.id)) != nil else { continue }
      let after = app.visiblePresentations
      if after.layers.count + after.chained.count < size || !app.isOnMain { return nil }
    }
    return "\(shown.id), \(top.kind.article), has no close on \(app.device.platform.rawValue) "
      + "\(app.device.width.rawValue): 'dismiss' is refused and no button closes it, so no move "
      + "leads back to the tab; every presentation needs a close on every device"
  }

  /// The presented flow's close, where it shows with nothing of its own over it: the swipe on
  /// iOS, which the walk takes as `dismiss`; on macOS, where a sheet has no swipe
  /// (`Platform.swipesSheets`), one of the buttons of its root screen (deeper, `back` leads
  /// there), which closes it or asks first with the discard alert.
  ///
  /// `app` is left showing another state; the caller puts its snapshot back.
  private static func presentedFlowExit<App: Explorable>(
    _ app: App, _ snapshot: App.Snapshot
  ) -> String? {
    guard app.showsPresentedFlow, app.stepsToRoot == 0, !app.device.platform.swipesSheets else {
      return nil
    }
    let shown = app.visibleForComparison.screen
    for element in shown.elements where element.kind == .button {
      app.snapshot = snapshot
      guard (try? app.tap(element.id)) != nil else { continue }
      if !app.isOnMain || !app.showsPresentedFlow || app.isAskingToDiscard { return nil }
    }
    return "\(shown.id), a presented flow, has no close on macOS: a sheet there has no swipe, "
      + "so 'dismiss' is refused, and no button of it closes it; give it a close button"
  }

  /// What the accepted `action`, taken `before` screens deep with focus kept as `record`, broke
  /// of the focus rule: `app` shows the state it left, and is left showing it.
  ///
  /// After a push, a presentation or a link (or a tab's item) focus is on the new screen's own
  /// element; after a close or a pop, on the element the app recorded as opening what closed,
  /// or the screen's own when that no longer shows; and a tap that opened a screen is recorded
  /// as its opener. Focus is never on nothing while the screen shows an element.
  static func focus<App: Explorable>(
    _ action: ExplorerAction, from before: Int, record: FocusRecord, in app: App
  ) -> String? {
    // The screen without the tab bar: the focus is one of its elements.
    let screen = app.shownScreen
    let focus = app.focusedElement(on: screen)
    guard let own = screen.focusedElementID else { return nil }
    guard let focus else {
      return "after '\(action.scriptLine)' focus is on nothing, though \(screen.id) shows \(own); "
        + "a close returns focus to the element that opened it, else to the screen's own"
    }
    guard screen.element(focus) != nil else {
      return "after '\(action.scriptLine)' focus is on \(focus), which \(screen.id) does not show"
    }
    let after = app.depth
    var expected = own
    var what = "the new screen's own element"
    switch action {
    case .open:
      break
    case .tap(let id) where isContainerItem(id):
      break
    case _ where after > before:
      // The tap is recorded as the opener of what it opened, where the screen it was made on is.
      if case .tap(let id) = action,
        !app.focusRecord.openers.contains(where: { $0.value == id && record.openers[$0.key] != id })
      {
        return "'\(action.scriptLine)' opened \(screen.id) but the app did not record "
          + "\(id) as its opener; a close returns focus there"
      }
    case _ where after < before:
      // The opener as the app recorded it before the move: the close consumes the record.
      if let opener = record.openers[app.openerPlace(at: after)], screen.element(opener) != nil {
        expected = opener
        what = "the element that opened what closed"
      } else {
        what = "the screen's own element, the opener being gone"
      }
    default:
      return nil
    }
    guard focus != expected else { return nil }
    return "after '\(action.scriptLine)' focus is on \(focus), not on \(expected), \(what)"
  }

  /// The first of `held` still alive after `action`, though the app no longer holds it: what a
  /// move closed and something else keeps, such as a closure that captures it strongly.
  static func teardown(
    _ action: ExplorerAction, held: [WeakModel], in app: some Explorable
  ) -> String? {
    guard held.contains(where: { $0.object != nil }) else { return nil }
    let now = app.screenModels
    for model in held {
      guard let object = model.object, !now.contains(where: { $0.object === object }) else {
        continue
      }
      return "after '\(action.scriptLine)' the \(model.name) is still alive, though the app no "
        + "longer holds it: something still retains it (a closure that captures it strongly?)"
    }
    return nil
  }
}

/// An object a move may close, held weakly, with the name a report quotes.
struct WeakModel {
  let name: String
  weak var object: AnyObject?

  /// Weak references to each object `app`'s screens hold now: the strong list is gone once
  /// this returns, so the references alone do not keep an object alive.
  @MainActor
  static func held(by app: some Explorable) -> [WeakModel] {
    of(app.screenModels)
  }

  /// Weak references to each of `models`.
  static func of(_ models: [(name: String, object: AnyObject)]) -> [WeakModel] {
    models.isEmpty ? [] : models.map { WeakModel(name: $0.name, object: $0.object) }
  }
}

/// Checks that what a move closes is released: a helper for a flow's own suite, the check the
/// explorer's `teardown` rule makes after every move.
///
/// ```swift
/// let survivors = Teardown.survivors(of: { flow.screenModels }, after: { flow.dismissAll() })
/// #expect(survivors.isEmpty)
/// ```
public enum Teardown {
  /// The names of the objects that `models` lists before `move` that are still alive after it
  /// though `models` no longer lists them: each one the move closed that something retains.
  ///
  /// Only weak references are kept across `move`, so the caller must hold the objects by
  /// nothing but what `models` reads (a flow's state, a coordinator's child).
  ///
  /// - Parameters:
  ///   - models: What holds the objects now, as ``/LinkRouting/ScreenModels`` lists them; read
  ///     before and after the move.
  ///   - move: The move that closes some of them.
  /// - Returns: The names of the survivors, in `models`' order; empty when each was released.
  @MainActor
  public static func survivors(
    of models: () -> [(name: String, object: AnyObject)], after move: () throws -> Void
  ) rethrows -> [String] {
    let held = weakly(models)
    try move()
    let now = models()
    return held.compactMap { model in
      guard let object = model.object, !now.contains(where: { $0.object === object }) else {
        return nil
      }
      return model.name
    }
  }

  /// Weak references to what `models` lists, the strong list dropped on return.
  @MainActor
  private static func weakly(
    _ models: () -> [(name: String, object: AnyObject)]
  ) -> [WeakModel] {
    WeakModel.of(models())
  }
}
