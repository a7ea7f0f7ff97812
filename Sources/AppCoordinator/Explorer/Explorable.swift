import AuthFlow
import LinkRouting

/// What the explorer needs of an app: its intents, what is visible, and its whole state as a
/// value it can save, compare and put back.
///
/// ``AppCoordinator`` conforms; a test double that breaks a rule conforms too, to prove that
/// the explorer catches the break.
@MainActor
protocol Explorable: AnyObject {
  /// The app's whole state, cheap to copy, hash and compare.
  associatedtype Snapshot: Hashable

  /// What a link leads to, decided by its text alone.
  associatedtype LinkTarget: Hashable

  /// The flows the app was assembled from, in tab-bar order.
  var flows: [FlowRegistration] { get }
  /// A new app assembled from the same flows, on its splash screen.
  func fresh() -> Self
  var snapshot: Snapshot { get set }
  var visible: VisibleScreen { get }
  var session: Session { get }
  var link: DeepLink? { get }
  /// The document that restoration saves.
  var document: StateDocument { get }
  /// Whether main is the root.
  var isOnMain: Bool { get }
  /// The place in ``flows`` of the flow that receives taps: the presented one, else the selected
  /// tab.
  var focusedFlowIndex: Int { get }
  /// Each flow's whole state (stack and presentations) in `snapshot`, numbered, in the order of
  /// ``flows``.
  func tabStates(in snapshot: Snapshot) -> [Int]
  /// What the flow at `flow` sees of `snapshot`: its own state and its context
  /// (``FlowView``), every other flow's state left out.
  func view(of snapshot: Snapshot, from flow: Int) -> FlowView
  /// Where `link` leads, or `nil` when the app rejects it whatever its state.
  func linkTarget(_ link: String) -> LinkTarget?
  /// The place in ``flows`` of the flow `target` opens.
  func flowIndex(of target: LinkTarget) -> Int
  /// Whether any stack holds a route that needs sign-in.
  var holdsGatedRoute: Bool { get }
  /// Whether a sheet or alert shows.
  var isPresenting: Bool { get }
  /// Whether login shows with a destination the gate parked until sign-in.
  var isParkingDestination: Bool { get }
  /// How many `back`s lead from the visible screen to the root of its stack.
  var stepsToRoot: Int { get }

  func finishLaunch()
  func tap(_ id: String) throws(NavigationError)
  func type(_ text: String, into id: String) throws(NavigationError)
  func back() throws(NavigationError)
  func dismiss() throws(NavigationError)
  func open(_ text: String) throws(LinkError)
  func dismissAllPresentations()
  /// Closes what covers the screen the visible screen's link shows: every presentation, or only
  /// the sheets of a presented flow, whose own screen has a link.
  func dismissToLinkedScreen()
  func save(to store: some StateStore) throws
  func restore(from store: some StateStore) -> RestoreReport
  /// The last request to open a link of no form its flow declares since this was last asked:
  /// the flow's place in ``flows`` and the link; asking forgets it.
  func takeUndeclaredRequest() -> (flow: Int, link: String)?
}

extension Explorable {
  /// No destination is ever parked, for an app that does not say.
  var isParkingDestination: Bool { false }
  /// No flow ever asks for an undeclared link, for an app that does not say.
  func takeUndeclaredRequest() -> (flow: Int, link: String)? { nil }
}

extension AppCoordinator: Explorable {
  /// The whole app state as one value: each part that holds routes by its number, so that
  /// hashing and comparing snapshots never compares stacks of erased type.
  struct Snapshot: Hashable {
    var root: Int
    var selectedTab: Int
    var presentedFlow: Int?
    var session: Session
    var flows: [Int]
    var auth: AuthState
  }

  var snapshot: Snapshot {
    get {
      Snapshot(
        root: snapshotRoots.number(of: root), selectedTab: selectedTab,
        presentedFlow: presentedFlow, session: session,
        flows: slots.map { $0.stateNumber }, auth: auth.state)
    }
    set {
      // Only what differs is written: each write of an observed property notifies, and most
      // snapshots put back differ from the app's state in one flow at most.
      let newRoot = snapshotRoots.value(numbered: newValue.root)
      if root != newRoot { root = newRoot }
      if selectedTab != newValue.selectedTab { selectedTab = newValue.selectedTab }
      if presentedFlow != newValue.presentedFlow { presentedFlow = newValue.presentedFlow }
      if session != newValue.session { session = newValue.session }
      for (slot, number) in zip(slots, newValue.flows) {
        slot.restoreState(numbered: number)
      }
      if auth.state != newValue.auth { auth.replaceState(with: newValue.auth, PackageAccess()) }
    }
  }

  func fresh() -> AppCoordinator { AppCoordinator(checked: flows) }

  func takeUndeclaredRequest() -> (flow: Int, link: String)? {
    defer { undeclaredRequest = nil }
    return undeclaredRequest
  }

  func dismissToLinkedScreen() {
    guard let presented = presentedFlow else { return dismissAllPresentations() }
    slots[presented].dismissAll()
  }

  var isOnMain: Bool { root == .main }

  var focusedFlowIndex: Int { focusedFlow }

  func tabStates(in snapshot: Snapshot) -> [Int] { snapshot.flows }

  func view(of snapshot: Snapshot, from flow: Int) -> FlowView {
    let place: FlowView.Place =
      if flows[flow].kind == .presented {
        snapshot.presentedFlow == flow ? .inSight : .hidden
      } else if snapshot.selectedTab != flow {
        .hidden
      } else {
        snapshot.presentedFlow == nil ? .inSight : .covered
      }
    var stage = FlowView.main
    var login: AuthState?
    switch snapshotRoots.value(numbered: snapshot.root) {
    case .main:
      break
    case .splash:
      stage = FlowView.launching
    case .login(let parked):
      login = snapshot.auth
      if let parked {
        // The parked destination is this flow's: what sign-in and cancel show is part of it.
        if parked.destination.flow == flow {
          stage = snapshot.root
        } else {
          stage =
            parked.onCancel == nil ? FlowView.parkedElsewhere : FlowView.parkedElsewhereSelecting
        }
      } else {
        stage = FlowView.signingIn
      }
    }
    return FlowView(
      stage: stage, place: place, state: snapshot.flows[flow], session: snapshot.session,
      login: login)
  }

  func linkTarget(_ link: String) -> Destination? {
    try? destination(for: DeepLink(parsing: link))
  }

  func flowIndex(of target: Destination) -> Int { target.flow }

  var isParkingDestination: Bool {
    if case .login(parked: _?) = root { true } else { false }
  }

  var holdsGatedRoute: Bool {
    slots.contains { $0.holdsGatedRoute }
  }

  var stepsToRoot: Int {
    switch root {
    case .splash: 0
    case .login: auth.state.path.count + (auth.isPresenting ? 1 : 0)
    case .main:
      if let presented = presentedFlow {
        // Back pops the presented flow, closes it at its root, then pops the tab below.
        slots[presented].pathCount + (slots[presented].isPresenting ? 1 : 0) + 1
          + slots[selectedTab].pathCount
      } else {
        slots[selectedTab].pathCount + (isPresenting ? 1 : 0)
      }
    }
  }
}
