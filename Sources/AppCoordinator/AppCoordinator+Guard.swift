import LinkRouting

/// A way out that would lose text the user typed, held until the user answers the discard alert.
package enum PendingExit: Hashable, Sendable {
  /// The back button, in the flow that receives taps.
  case back
  /// The selected tab's item tapped again, which pops the tab at this place to its root.
  case reselect(Int)
  /// A link, a notification or an activity, on its way to its destination.
  case apply(Destination)
  /// A request for a link from the flow at this index (``/LinkRouting/AppRequest/open(_:)``), on
  /// its way to its destination: it closes what that flow shows, not another tab's presentations.
  case request(Destination, from: Int)
  /// Signing out, which resets every stack.
  case signOut
  /// A control of the flow at this index that closes everything it presents, or the flow itself
  /// when the app presents it, such as the report's `button.cancel` with text typed and
  /// Comments' `button.close` (``/LinkRouting/AppRequest/dismissAll``).
  case dismissAll(Int)
}

/// The view the discard alert shows from: the one on top, since an alert shows only from a view
/// with nothing presented over it (UIKit presents one view controller from another at a time;
/// ARCHITECTURE.md, "One alert at a time").
public enum DiscardAlertHost: Hashable, Sendable {
  /// The scene's root: nothing is presented over the window.
  case root
  /// A flow's top presentation, such as the report sheet.
  case topPresentation
  /// The presented flow, such as Comments, with nothing of its own over it.
  case presentedFlow
}

extension AppCoordinator {
  /// The view the discard alert shows from while it asks (``isAskingToDiscard``); `nil` while
  /// it does not.
  public var discardAlertHost: DiscardAlertHost? {
    guard holdsPendingExit, root == .main else { return holdsPendingExit ? .root : nil }
    if let presented = presentedFlow {
      return boxes[presented].isPresenting ? .topPresentation : .presentedFlow
    }
    // A cover shown as a pushed screen (on macOS) is on the stack: the root shows over it.
    let tab = boxes[selectedTab]
    guard tab.isPresenting, !tab.presentations(on: device).layers.allSatisfy(\.isPushed) else {
      return .root
    }
    return .topPresentation
  }

  /// Whether the discard alert shows from `host`.
  ///
  /// Bind it to the `isPresented:` of the alert that view attaches, as
  /// `$app[asksToDiscardFrom: .topPresentation]`. A write changes nothing, since only the
  /// alert's two buttons answer it.
  public subscript(asksToDiscardFrom host: DiscardAlertHost) -> Bool {
    get { discardAlertHost == host }
    // SwiftUI writes `false` as an alert's button closes it; the button's action answers.
    set {}
  }

  /// Whether the discard alert asks before a way out that would lose text the user typed.
  ///
  /// Every way out of a flow that holds input (``/LinkRouting/AppFlow/holdsInput``) passes
  /// through one guard: back, the selected tab's item tapped again, a link, a notification, an
  /// activity, a flow's request, a flow's own cancel (the report's `button.cancel`, which asks
  /// ``/LinkRouting/AppRequest/dismissAll``) and sign-out. (The swipe that would close a
  /// presented flow holding input is refused instead: ``presentedFlowHoldsInput``.) While it
  /// asks, ``visible`` shows `alert.discard` over the screen, with no tab bar: ``discardInput()``,
  /// its `button.discard`, carries out the move that was asked, and ``keepInput()``, its
  /// `button.keep`, stays where the user was with the text intact.
  ///
  /// It is the app's one alert, and never shows over another: a way out that arrives while it
  /// asks (a link, a notification, an activity) takes the waiting move's place, as the platform
  /// presents one alert at a time (ARCHITECTURE.md, "One alert at a time").
  ///
  /// Bind it to the alert's `isPresented:`; a write changes nothing, since only the alert's two
  /// buttons answer it.
  public var isAskingToDiscard: Bool {
    get { holdsPendingExit }
    // SwiftUI writes `false` as an alert's button closes it; the button's action answers.
    set {}
  }

  /// Carries out the way out the discard alert asks about, dropping the text, as its
  /// `button.discard` does.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the alert does not ask.
  public func discardInput() throws(NavigationError) {
    guard holdsPendingExit else { throw .refused(Self.notAsking) }
    try tap("button.discard")
  }

  /// Stays where the user was, with the text intact, as the discard alert's `button.keep` does.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the alert does not ask.
  public func keepInput() throws(NavigationError) {
    guard holdsPendingExit else { throw .refused(Self.notAsking) }
    try tap("button.keep")
  }

  private static let notAsking = "the discard alert is not asking about a way out"

  /// Answers the discard alert with its element `id`.
  func answerDiscardAlert(_ id: String) throws(NavigationError) {
    switch id {
    case "button.discard":
      if let exit = readPendingExit() { perform(exit) }
    case "button.keep":
      forgetPendingExit()
    default:
      let alert = Screen.discardAlert
      guard alert.element(id) == nil else { throw .notTappable(id, screen: alert.id) }
      throw .noElement(id, screen: alert.id)
    }
  }

  /// Carries out `exit`, or, when it would lose text a flow holds, holds it and asks.
  ///
  /// - Returns: Whether it was carried out now.
  @discardableResult
  func leave(_ exit: PendingExit) -> Bool {
    guard !losesInput(exit) else {
      hold(exit)
      return false
    }
    perform(exit)
    return true
  }

  /// Carries out `exit`, whatever text it loses: the user said so, or none is held.
  private func perform(_ exit: PendingExit) {
    forgetPendingExit()
    switch exit {
    case .back:
      _ = boxes[focusedFlow].back(on: device)
    case .reselect(let index):
      boxes[index].dismissAll()
      boxes[index].popToRoot()
    case .apply(let destination):
      apply(destination)
    case .request(let destination, let flow):
      apply(destination, askedBy: flow)
    case .signOut:
      signOut()
    case .dismissAll(let index):
      if index == presentedFlow {
        dismissPresentedFlow()
      } else {
        boxes[index].dismissAll()
      }
    }
  }

  /// Whether `exit` would lose text a flow holds: whether it closes, pops or replaces what a
  /// flow holding input shows.
  ///
  /// A flow's input is on its top screen (``/LinkRouting/AppFlow/holdsInput``), so any of these
  /// loses it. A link closes every presentation and the presented flow, and replaces its own
  /// flow's stack; another tab's stack it leaves alone. A request closes what the asking flow
  /// presents (the presented flow whole, when it asks) and replaces the stack it opens.
  private func losesInput(_ exit: PendingExit) -> Bool {
    switch exit {
    case .back:
      return boxes[focusedFlow].holdsInput
    case .reselect(let index):
      return boxes[index].holdsInput
    case .apply(let destination):
      // Every flow alike: a flow found holding text is noted still (`FlowReads`).
      walk.flowReads.alike += 1
      defer { walk.flowReads.alike -= 1 }
      // Loops, not closures: a link asks this in every state the explorer walks, and a closure
      // made on the main actor checks its isolation at each call. A flow not written since it
      // last held none is not asked again (`SettledFlows`).
      let holdingNothing = flowsHoldingNothing()
      for index in boxes.indices
      where holdingNothing & SettledFlows.bit(index) == 0 && holdsInput(asking: index)
        && (index == destination.flow || index == presentedFlow || boxes[index].isPresenting)
      {
        return true
      }
      return false
    case .request(let destination, let flow):
      // The flow it opens, alike (`FlowReads`); the asking flow is the one whose move it is.
      walk.flowReads.alike += 1
      defer { walk.flowReads.alike -= 1 }
      if boxes[destination.flow].holdsInput { return true }
      return boxes[flow].holdsInput && (flow == presentedFlow || boxes[flow].isPresenting)
    case .signOut:
      walk.flowReads.alike += 1
      defer { walk.flowReads.alike -= 1 }
      let holdingNothing = flowsHoldingNothing()
      for index in boxes.indices
      where holdingNothing & SettledFlows.bit(index) == 0 && holdsInput(asking: index) {
        return true
      }
      return false
    case .dismissAll(let index):
      return boxes[index].holdsInput
    }
  }
}
