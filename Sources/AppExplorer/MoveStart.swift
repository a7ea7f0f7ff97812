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
  /// The screen shown on top, whose elements say what their taps do.
  let screen: Screen
  /// How many `back`s lead to the root of the visible stack.
  let stepsToRoot: Int
  /// What the visible flow presents over its stack, and what is chained.
  let presented: PresentedLayers
  /// Whether a presented flow shows.
  let showsPresentedFlow: Bool
  /// Whether the presented flow held text the user typed, which refuses the swipe.
  let presentedFlowHoldsInput: Bool
  /// The flows that held text the user typed, one bit each.
  let inputHolders: UInt64
  /// Whether the discard alert asked about a way out.
  let wasAsking: Bool
  /// Where login, if it showed, promised that signing in and cancelling land.
  let parked: ParkedLandings?
  /// Where the link the discard alert held, if it asked about one, lands.
  let held: Landing?
  /// Each flow's state once every presentation is closed: read when a move first needs it.
  private var unpresentedStates: [Int]?

  /// The state `app` shows now, `snapshot`, with its breadcrumb and its top screen.
  init(_ app: App, showing snapshot: App.Snapshot, breadcrumb: [String], screen: Screen) {
    self.snapshot = snapshot
    wasSignedIn = app.session.isSignedIn
    wasOnboarding = app.isOnboarding
    states = app.tabStates(in: snapshot)
    focused = app.isOnMain ? app.focusedFlowIndex : nil
    self.breadcrumb = breadcrumb
    self.screen = screen
    stepsToRoot = app.stepsToRoot
    presented = app.visiblePresentations
    showsPresentedFlow = app.showsPresentedFlow
    presentedFlowHoldsInput = app.presentedFlowHoldsInput
    inputHolders = app.inputHolders
    wasAsking = app.isAskingToDiscard
    parked = focused == nil && !wasOnboarding ? app.parkedLandings : nil
    held = wasAsking ? app.heldLanding : nil
  }

  /// Each flow's state in the start state once every presentation is closed; `app` is left
  /// showing `end` (put back only the first time, when the states are read).
  mutating func unpresented(in app: App, showing end: App.Snapshot) -> [Int] {
    if let unpresentedStates { return unpresentedStates }
    let states = Rules.unpresented(snapshot, in: app)
    unpresentedStates = states
    app.snapshot = end
    return states
  }
}
