import AppCoordinator
import AuthFlow
import LinkRouting
import OnboardingFlow

/// What the explorer needs of an app: its intents, what is visible, and its whole state as a
/// value it can save, compare and put back.
///
/// Its requirements are grouped by what they are for, each group a protocol of its own that a
/// question added tomorrow joins: the device and its reads (``ExplorableDevice``), the state as
/// a numbered value (``ExplorableSnapshot``), the discard alert (``ExplorableDiscardAlert``),
/// what shows (``ExplorableScreen``), focus and what screens hold (``ExplorableFocus``), the
/// moves (``ExplorableMoves``), links (``ExplorableLinks``) and the saved document
/// (``ExplorableRestoration``).
///
/// ``ExploredApp`` conforms, over the product's app; a test double that breaks a rule conforms
/// too, to prove that the explorer catches the break.
@MainActor
protocol Explorable: AnyObject, ExplorableDevice, ExplorableSnapshot, ExplorableDiscardAlert,
  ExplorableScreen, ExplorableFocus, ExplorableMoves, ExplorableLinks, ExplorableRestoration,
  ExplorableFlowReads
{
  /// The flows the app was assembled from, in tab-bar order.
  var flows: [FlowRegistration] { get }
  /// A new app assembled from the same flows, for the same device, on its splash screen.
  func fresh() -> Self
}

/// The device an explored app is made for, and how often it read it.
///
/// The device is the one input the snapshot does not hold: the walk takes an action or a check
/// once for every device it cannot tell apart by what it read (ARCHITECTURE.md, "Every device
/// in one walk").
@MainActor
protocol ExplorableDevice: AnyObject {
  /// The platform the app was made for and the width it has now; setting it makes the app one
  /// for another device, for the walk of that variant and the rules that compare platforms.
  var device: Device { get set }
  /// How many times the app has read its platform and its width so far.
  ///
  /// The device is the one input the snapshot does not hold: an action or a check that read
  /// neither did the same on every device, and one that read only the width did the same on
  /// every platform of that width, so the walk takes it once for all of them. A double that
  /// cannot count must return new counts of both on every read, so that nothing is shared.
  var deviceReads: DeviceReads { get }
  /// The width, read as the app reads it, counted as a read of the width alone.
  var width: Width { get }
  /// The device, read without counting in ``deviceReads``: for naming the device a result was
  /// learned on, never for deciding anything by it.
  var uncountedDevice: Device { get }
  /// Changes the width, as rotation or a window's resize does.
  func resize(to width: Width)
}

/// The app's whole state as one value the walk saves, compares and puts back, and the views of
/// it the walk tells states apart by.
@MainActor
protocol ExplorableSnapshot: AnyObject {
  /// The app's whole state, cheap to copy, hash and compare.
  associatedtype Snapshot: Hashable

  /// Whether reads and writes of the app's observed state are told to its observers: a walk
  /// turns it off while it runs, since no view observes the app it walks.
  var tellsObservers: Bool { get set }
  var snapshot: Snapshot { get set }
  /// Each flow's whole state (stack and presentations) in `snapshot`, numbered, in the order of
  /// the app's flows.
  func tabStates(in snapshot: Snapshot) -> [Int]
  /// What the flow at `flow` sees of `snapshot`: its own state and its context
  /// (``FlowView``), every other flow's state left out.
  func view(of snapshot: Snapshot, from flow: Int) -> FlowView
}

/// The discard alert, which asks before a way out that would lose typed text, and what the walk
/// reads of the way out it holds (ARCHITECTURE.md, "Links over the discard alert").
@MainActor
protocol ExplorableDiscardAlert: ExplorableSnapshot {
  /// Whether the discard alert asks before a way out that would lose typed text
  /// (`AppCoordinator.isAskingToDiscard`).
  var isAskingToDiscard: Bool { get }
  /// How many times the app has read which way out the discard alert holds, not whether one
  /// waits: a move that read it not leads to the same state whatever way out waits. A double
  /// that cannot count must return a new number on every read, so that nothing is shared.
  var pendingExitReads: Int { get }
  /// `snapshot` without the way out the discard alert holds: the state under the alert.
  func underAlert(_ snapshot: Snapshot) -> Snapshot
  /// The number of the way out the discard alert holds in `snapshot`; -1 when it does not ask.
  func pendingExitNumber(in snapshot: Snapshot) -> Int
  /// Where the way out the discard alert holds lands when it is a link (a link, a notification,
  /// an activity or a flow's request): what `button.discard` must carry out. `nil` when it holds
  /// another way out or does not ask, and, by default, for an app that does not say.
  var heldLanding: Landing? { get }
  /// The flow of ``heldLanding``, without its stack: what a walk by groups asks of it in each
  /// state it keys under the alert, where writing out the stack each time cost 1.5% of the
  /// walk's instructions at 5 tabs and 10 presented flows.
  var heldFlow: Int? { get }
}

extension ExplorableDiscardAlert {
  /// No link is ever held, for an app that does not say.
  var heldLanding: Landing? { nil }
  /// ``heldLanding``'s flow, for an app that does not say more cheaply.
  var heldFlow: Int? { heldLanding?.flow }
}

/// What shows: the screen, its bars and what covers it, read as the rules read them.
@MainActor
protocol ExplorableScreen: AnyObject {
  var visible: VisibleScreen { get }
  /// ``visible``, as a rule reads it to compare it with a screen drawn on the same device:
  /// drawing its tab bar or sidebar need not count as a read of the width, since two bars drawn
  /// for one width are equal exactly when their tabs and selection are. Only an app whose own
  /// code never decides on its bar may say so: by default it is ``visible``, read as counted.
  var visibleForComparison: VisibleScreen { get }
  /// The visible screen's breadcrumb, cheaper to read than ``visible``.
  var breadcrumb: [String] { get }
  /// How many crumbs ``breadcrumb`` holds, counted without making them.
  var depth: Int { get }
  /// The screen that shows, without the tab bar or the sidebar: cheaper than ``visible``.
  var shownScreen: Screen { get }
  var session: Session { get }
  var link: DeepLink? { get }
  /// Whether main is the root.
  var isOnMain: Bool { get }
  /// Whether onboarding is the root.
  var isOnboarding: Bool { get }
  /// The place in the app's flows of the flow that receives taps: the presented one, else the
  /// selected tab.
  var focusedFlowIndex: Int { get }
  /// Whether a sheet or alert shows.
  var isPresenting: Bool { get }
  /// What the visible flow (login's, or on main the focused flow) presents over its stack, and
  /// what is chained; a presented flow itself is not one of its layers.
  var visiblePresentations: PresentedLayers { get }
  /// Whether a presented flow shows over main.
  var showsPresentedFlow: Bool { get }
  /// Whether the presented flow holds text the user typed, so that it refuses the swipe.
  var presentedFlowHoldsInput: Bool { get }
  /// The places in the app's flows of the flows that hold text the user typed, one bit each
  /// (`AppFlow.holdsInput`): what the `drafts` rule keeps from being lost unasked.
  var inputHolders: UInt64 { get }
  /// Whether any stack holds a route that needs sign-in.
  var holdsGatedRoute: Bool { get }
  /// Whether login shows with a destination the gate parked until sign-in.
  var isParkingDestination: Bool { get }
  /// While login shows with a destination parked, where the app promises to land: the
  /// destination once the user signs in, and the place cancelling shows (`nil`: main as it was
  /// under login). `nil` when nothing is parked, and, by default, for an app that does not say.
  var parkedLandings: ParkedLandings? { get }
  /// How many `back`s lead from the visible screen to the root of its stack.
  var stepsToRoot: Int { get }
}

/// Focus, which VoiceOver keeps beside the state, and the objects the screens hold, which a
/// close must release.
@MainActor
protocol ExplorableFocus: AnyObject {
  /// The element VoiceOver focus is on (`AppCoordinator.focusedElement`); kept beside the
  /// snapshot, set by each move.
  var focusedElement: String? { get }
  /// ``focusedElement``, on `screen`, the screen that shows, already made.
  func focusedElement(on screen: Screen) -> String?
  /// Where the app records the opener of what shows over the screen `depth` screens deep in the
  /// flow that receives taps now.
  func openerPlace(at depth: Int) -> FocusRecord.Place
  /// What the app keeps of focus beside its state: put back with a state's snapshot, as the
  /// walk does, so that a close from it returns focus as on the path that reached it.
  var focusRecord: FocusRecord { get set }
  /// The objects the visible flows' screens hold now (`ScreenModels`), which a close must
  /// release.
  var screenModels: [(name: String, object: AnyObject)] { get }
}

/// The app's intents: what a user, a launch or a link does to it.
@MainActor
protocol ExplorableMoves: AnyObject {
  func finishLaunch()
  /// Makes the launch a fresh install's, during launch: onboarding shows first.
  func beginFirstLaunch()
  /// Ends onboarding as its `button.start` does, from whatever page: shows main, then applies
  /// the links that waited, in order.
  func finishOnboarding()
  func tap(_ id: String) throws(NavigationError)
  func type(_ text: String, into id: String) throws(NavigationError)
  func back() throws(NavigationError)
  func dismiss() throws(NavigationError)
  func open(_ text: String) throws(LinkError)
  func dismissAllPresentations()
  /// Closes what covers the screen the visible screen's link shows: every presentation, or only
  /// the sheets of a presented flow, whose own screen has a link.
  func dismissToLinkedScreen()
  /// The last request the app refused since this was last asked: the asking flow's place in
  /// the app's flows, the link, and why the flow that reads it rejected it (`nil` when the link
  /// is of no form the asking flow declares); asking forgets it.
  func takeRefusedRequest() -> (flow: Int, link: String, rejection: LinkError?)?
  /// The link of the last request to open one that the app carried out, or held with the
  /// discard alert, since this was last asked; asking forgets it.
  func takeRequestedLink() -> String?
}

/// What a link leads to, decided by its text alone, which lets the walk open one text a target.
@MainActor
protocol ExplorableLinks: AnyObject {
  /// What a link leads to, decided by its text alone.
  associatedtype LinkTarget: Hashable

  /// Where `link` leads, or `nil` when the app rejects it whatever its state.
  func linkTarget(_ link: String) -> LinkTarget?
  /// Whether ``ExplorableMoves/open(_:)`` does with a text no more than it does with the text's
  /// target (``linkTarget(_:)``), whatever the state and the device, and refuses a text that has
  /// none before it reads or writes any state.
  ///
  /// Then two texts of one target lead to the same state from every state, and a text without
  /// one is refused alike everywhere: the walk opens a second text of a target, in capitals or
  /// with a query, and every rejected text in its first state only (on the devices that launch
  /// to it; from a first launch, during onboarding, where a link waits). An app that does not
  /// say has every text opened in every state.
  var opensByTargetAlone: Bool { get }
  /// The place in the app's flows of the flow `target` opens.
  func flowIndex(of target: LinkTarget) -> Int
  /// Where `text` lands by its flow's declaration: the flow it opens and the stack the flow's
  /// grammar reads from it, as the saved document writes it; `nil` for a text the app rejects
  /// whatever its state, and, by default, for an app that does not say.
  ///
  /// Read from the grammar alone, never from what the flow shows, so that the `landing` rule
  /// compares what a link showed with what its flow declares.
  func declaredLanding(of text: String) -> Landing?
  /// The number of the stack the flow at `flow` holds now (equal to a ``Landing``'s of the same
  /// flow exactly when the stacks are equal), and whether the flow presents something over it.
  ///
  /// The rules compare the number, which the state's number names: the stack itself is
  /// written out (``savedStack(ofFlow:)``) only where a rule reads its routes.
  func shownStack(ofFlow flow: Int) -> (number: Int, presenting: Bool)
  /// The stack the flow at `flow` holds now, as the saved document writes it.
  func savedStack(ofFlow flow: Int) -> [String]
}

/// The document restoration saves, and what saves and restores it.
@MainActor
protocol ExplorableRestoration: AnyObject {
  /// The document that restoration saves.
  var document: StateDocument { get }
  /// A number that names ``document`` without making it: equal numbers name equal documents.
  /// `nil` where the app cannot name it so, and, by default, for an app that does not say.
  var documentNumber: Int? { get }
  func save(to store: some StateStore) throws
  func restore(from store: some StateStore) -> RestoreReport
}

extension ExplorableLinks {
  /// A text may do more than its target, for an app that does not say.
  var opensByTargetAlone: Bool { false }
  /// No landing is declared, for an app that does not say: the `landing` rule is not checked.
  func declaredLanding(of text: String) -> Landing? { nil }
}

extension ExplorableRestoration {
  /// Only the document names itself, for an app that does not say.
  var documentNumber: Int? { nil }
}

extension ExplorableScreen {
  /// No destination is ever parked, for an app that does not say.
  var isParkingDestination: Bool { false }
  /// Nothing is ever parked, for an app that does not say.
  var parkedLandings: ParkedLandings? { nil }
  /// No presented flow ever holds text, for an app that does not say.
  var presentedFlowHoldsInput: Bool { false }
  /// ``visible`` itself, its bar read as counted, for an app that does not say: a test double
  /// may decide on the bar it shows.
  var visibleForComparison: VisibleScreen { visible }
}

extension ExplorableMoves {
  /// No request is ever refused, for an app that does not say.
  func takeRefusedRequest() -> (flow: Int, link: String, rejection: LinkError?)? { nil }
  /// No flow ever asks for a link, for an app that does not say.
  func takeRequestedLink() -> String? { nil }
}

extension ExplorableFocus {
  /// Nothing is held by a screen, for an app that does not say.
  var screenModels: [(name: String, object: AnyObject)] { [] }
}

/// Which flows the app's code reached, for the walk by groups: a computation of a walk that
/// reached a flow outside the walked group couples that flow to the group (ARCHITECTURE.md,
/// "Flows walked by groups").
@MainActor
protocol ExplorableFlowReads: AnyObject {
  /// Whether the app notes which flows its code reaches (`AppCoordinator.flowReads`).
  var countsFlowReads: Bool { get set }
  /// The flows the app's code reached since ``clearFlowReads()``, one bit a place in its
  /// flows, the flow in focus left out. An app that cannot count says every flow.
  var flowsReached: UInt64 { get }
  /// The flows the app's code changed since ``clearFlowReads()`` inside code that treats every
  /// flow alike, other than the flow in focus and the flow a request opens: left out of
  /// ``flowsReached``, and reached when a flow's own move did it (`Walk.perform`).
  var flowsChangedAlike: UInt64 { get }
  /// Forgets what was reached.
  func clearFlowReads()
}
