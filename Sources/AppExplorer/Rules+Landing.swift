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
    start.wasOnboarding ? nil : landing(text, askedBy: nil, in: app)
  }

  /// What the accepted link `text`, opened from a state past onboarding, or asked for by a
  /// flow on the tap `asking`, broke of the landing rule; `app` shows the state it left.
  private static func landing(
    _ text: String, askedBy asking: ExplorerAction?, in app: some Explorable
  ) -> String? {
    guard !app.isAskingToDiscard,
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
          return named(text, asking)
            + " parked \(parked.map { crumbs($0.destination.stack) } ?? "nothing")"
            + ", not \(flow)'s \(crumbs(declared.stack)): signing in must show what the link names"
        }
        if app.flows[declared.flow].kind == .presented, parked.onCancel == nil { return nil }
        guard let onCancel = parked.onCancel, onCancel.flow == declared.flow,
          onCancel.stack.count < declared.stack.count,
          Array(declared.stack.prefix(onCancel.stack.count)) == onCancel.stack
        else {
          return named(text, asking) + " promised a cancel to "
            + "\(parked.onCancel.map { crumbs($0.stack) } ?? "main as it was"), not to a part of "
            + "\(flow)'s \(crumbs(declared.stack)) before the gate"
        }
        return nil
      }
      return
        named(text, asking)
        + " showed \(app.shownScreen.id), not \(flow)'s \(crumbs(declared.stack)): "
        + "a link shows its screen, or, to a guest, login with it parked"
    }
    guard app.focusedFlowIndex == declared.flow else {
      let flow = app.flows[declared.flow].id
      return named(text, asking)
        + " showed \(crumbs(app.breadcrumb)), not \(flow), the flow it opens"
    }
    let shown = app.shownStack(ofFlow: declared.flow)
    guard shown.number == declared.number, !shown.presenting else {
      let flow = app.flows[declared.flow].id
      return named(text, asking)
        + " showed \(crumbs(app.breadcrumb)), where \(flow) declares the stack "
        + "\(declared.stack) with nothing over it: a link lands on its screen from every state"
    }
    return nil
  }

  /// The move that opened `text`, as a message names it: named only once broken, since most
  /// moves are links, and most land.
  private static func named(_ text: String, _ asking: ExplorerAction?) -> String {
    asking.map { "'\($0.scriptLine)', asking for \(text)," } ?? "'open \(text)'"
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

  /// What the link that the action `action` made a flow ask for broke of the landing rule;
  /// `app` shows the state the action left, past onboarding (a request during onboarding waits
  /// in its queue, as a link does, which `onboarding` checks).
  ///
  /// A flow's request (``/LinkRouting/AppRequest/open(_:)``) is a link the app opens for the
  /// flow, so it lands as a link does: on the stack the flow that reads it declares, with
  /// nothing over it, or, for a guest, on login with it parked. Read as the action ends, since
  /// the request is gone from the state it leaves.
  static func requestLanding(after action: ExplorerAction, in app: some Explorable) -> String? {
    guard let link = app.takeRequestedLink(), !app.isOnboarding else { return nil }
    return landing(link, askedBy: action, in: app)
  }
}
