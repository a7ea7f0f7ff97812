import AppCoordinator
import LinkRouting

/// Where a link lands: the place of the flow it opens in the app's flows, and that flow's stack,
/// each route written as the saved document writes it (`article/7`), with the stack's number
/// (``ExplorableLinks/shownStack(ofFlow:)``), which the rules compare.
struct Landing: Hashable {
  var flow: Int
  var stack: [String]
  var number: Int
}

extension Rules {
  /// What the accepted link `text`, opened from `start`, broke of the landing rule; `app` shows
  /// the state it left.
  ///
  /// A link ends on the stack its flow's grammar declares for it
  /// (``ExplorableLinks/declaredLanding(of:)``, read from the flow's declaration, not from what
  /// the flow shows), with nothing over it: the flow it opens receives taps, holds exactly that
  /// stack and presents nothing, whatever state it was opened from, so a link to a tab's root
  /// from deep in that tab lands on the root. A link to a screen that needs sign-in, opened by
  /// a guest, shows login with the destination parked instead. Two places are left to other
  /// rules: during onboarding a link waits in the queue (`onboarding` checks that it waits and
  /// is delivered when onboarding ends), and a link that would lose typed text is held by the
  /// discard alert (`coherence` and `drafts` check the alert). UIKit's
  /// `scene(_:openURLContexts:)` and SwiftUI's `onOpenURL(perform:)` hand the app the URL alone;
  /// what the app shows for it is the app's decision, which its flows declare by their grammar.
  ///
  /// - Returns: What showed, and what the link declares; `nil` when it landed.
  static func landing<App: Explorable>(
    _ text: String, from start: MoveStart<App>, in app: App
  ) -> String? {
    guard !start.wasOnboarding, !app.isAskingToDiscard,
      let declared = app.declaredLanding(of: text)
    else { return nil }
    guard app.isOnMain else {
      let flow = app.flows[declared.flow].id
      // A guest's link that meets the gate parks exactly its stack, and promises, on cancel,
      // the part of it before the gate, in the same flow; a presented flow stays closed, and
      // main shows as it was under login.
      if !app.session.isSignedIn, app.isParkingDestination {
        let parked = app.parkedLandings
        guard let parked, parked.destination == declared else {
          return "'open \(text)' parked \(parked.map { crumbs($0.destination.stack) } ?? "nothing")"
            + ", not \(flow)'s \(crumbs(declared.stack)): signing in must show what the link names"
        }
        if app.flows[declared.flow].kind == .presented, parked.onCancel == nil { return nil }
        guard let onCancel = parked.onCancel, onCancel.flow == declared.flow,
          onCancel.stack.count < declared.stack.count,
          Array(declared.stack.prefix(onCancel.stack.count)) == onCancel.stack
        else {
          return "'open \(text)' promised a cancel to "
            + "\(parked.onCancel.map { crumbs($0.stack) } ?? "main as it was"), not to a part of "
            + "\(flow)'s \(crumbs(declared.stack)) before the gate"
        }
        return nil
      }
      return
        "'open \(text)' showed \(app.shownScreen.id), not \(flow)'s \(crumbs(declared.stack)): "
        + "a link shows its screen, or, to a guest, login with it parked"
    }
    guard app.focusedFlowIndex == declared.flow else {
      let flow = app.flows[declared.flow].id
      return "'open \(text)' showed \(crumbs(app.breadcrumb)), not \(flow), the flow it opens"
    }
    let shown = app.shownStack(ofFlow: declared.flow)
    guard shown.number == declared.number, !shown.presenting else {
      let flow = app.flows[declared.flow].id
      return "'open \(text)' showed \(crumbs(app.breadcrumb)), where \(flow) declares the stack "
        + "\(declared.stack) with nothing over it: a link lands on its screen from every state"
    }
    return nil
  }

  /// What `button.discard`, carrying out the link the discard alert held, `held`, broke of the
  /// landing rule; `app` shows the state it left.
  ///
  /// The held link was opened on the state under the alert, and discarding carries it out
  /// there, so it lands as it would have with nothing typed: its flow receives taps with exactly
  /// the declared stack and nothing over it, or, for a guest, login shows with it parked.
  static func carriedOut(_ held: Landing, in app: some Explorable) -> String? {
    let flow = app.flows[held.flow].id
    if !app.isOnMain {
      guard !app.session.isSignedIn, app.parkedLandings?.destination == held else {
        return "'tap button.discard' showed \(app.shownScreen.id), not \(flow)'s "
          + "\(crumbs(held.stack)), the link it held"
      }
      return nil
    }
    let shown = app.shownStack(ofFlow: held.flow)
    guard app.focusedFlowIndex == held.flow, shown.number == held.number, !shown.presenting else {
      return "'tap button.discard' showed \(crumbs(app.breadcrumb)), where the link it held "
        + "lands on \(flow)'s \(crumbs(held.stack)) with nothing over it: discarding carries out "
        + "the move it held, as that move"
    }
    return nil
  }
}
