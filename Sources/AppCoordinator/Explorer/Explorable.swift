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
  /// The places in ``flows`` of the selected tab, of the presented flow, if one shows, and of
  /// the flow of the destination login holds, if it holds one.
  var flowsInSight: [Int] { get }
  /// Each flow's whole state (stack and presentations) in `snapshot`, numbered, in the order of
  /// ``flows``.
  func tabStates(in snapshot: Snapshot) -> [Int]
  /// `snapshot` with the state of every flow out of sight left out: all but the selected tab's,
  /// the presented flow's and, while login shows, the parked destination's flow's; and, on main,
  /// the login flow's state, which login resets each time it shows.
  func focusedView(of snapshot: Snapshot) -> Snapshot
  /// Where `link` leads, or `nil` when the app rejects it whatever its state.
  func linkTarget(_ link: String) -> LinkTarget?
  /// The place in ``flows`` of the flow `target` opens.
  func flowIndex(of target: LinkTarget) -> Int
  /// The part of `snapshot` that opening a link to the flow at `flow` reads, all else left out:
  /// two snapshots with the same context lead, by one link, to states with the same focused view.
  func linkContext(of snapshot: Snapshot, openingFlow flow: Int) -> Snapshot
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
}

extension Explorable {
  /// No destination is ever parked, for an app that does not say.
  var isParkingDestination: Bool { false }
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
      root = snapshotRoots.value(numbered: newValue.root)
      selectedTab = newValue.selectedTab
      presentedFlow = newValue.presentedFlow
      session = newValue.session
      for (slot, number) in zip(slots, newValue.flows) {
        slot.restoreState(numbered: number)
      }
      auth.replaceState(with: newValue.auth, PackageAccess())
    }
  }

  func fresh() -> AppCoordinator { AppCoordinator(checked: flows) }

  func dismissToLinkedScreen() {
    guard let presented = presentedFlow else { return dismissAllPresentations() }
    slots[presented].dismissAll()
  }

  var isOnMain: Bool { root == .main }

  var focusedFlowIndex: Int { focusedFlow }

  var flowsInSight: [Int] {
    var inSight = [selectedTab] + (presentedFlow.map { [$0] } ?? [])
    if case .login(let parked?) = root { inSight.append(parked.destination.flow) }
    return inSight
  }

  func tabStates(in snapshot: Snapshot) -> [Int] { snapshot.flows }

  func focusedView(of snapshot: Snapshot) -> Snapshot {
    var view = snapshot
    var inSight = [view.selectedTab, view.presentedFlow]
    switch snapshotRoots.value(numbered: view.root) {
    case .main, .splash:
      // Login starts afresh each time it shows.
      view.auth = AuthState()
    case .login(let parked?) where parked.onCancel != nil:
      // A destination parked by a link: signing in and cancelling both select its flow and
      // replace that flow's stack (its presentations were closed when it was parked). Only a
      // link to a presented flow, opened meanwhile, would show the selected tab, under it.
      if hasPresentedFlows {
        inSight = [view.selectedTab]
      } else {
        inSight = [parked.destination.flow]
        view.selectedTab = -1
      }
    case .login(let parked):
      if let parked { inSight.append(parked.destination.flow) }
    }
    for index in view.flows.indices where !inSight.contains(index) {
      view.flows[index] = -1
    }
    return view
  }

  func linkTarget(_ link: String) -> Destination? {
    try? destination(for: DeepLink(parsing: link))
  }

  /// What ``apply(_:)`` reads: the session, whether login shows (and then what it shows), and
  /// the state of the flow the link opens; for a presented flow, also the tab it covers.
  func flowIndex(of target: Destination) -> Int { target.flow }

  /// Whether any flow of the app is presented rather than a tab.
  private var hasPresentedFlows: Bool { flows.contains { $0.kind == .presented } }

  func linkContext(of snapshot: Snapshot, openingFlow flow: Int) -> Snapshot {
    var context = snapshot
    let onMain = snapshotRoots.value(numbered: context.root) == .main
    // A parked destination is replaced, not read; on main, login starts afresh.
    context.root = onMain ? -1 : -2
    if onMain { context.auth = AuthState() }
    var read = [flow]
    if flows[flow].kind == .presented || hasPresentedFlows {
      // A presented flow shows over the selected tab; and where the app has one, login keeps
      // the selected tab in sight (``focusedView(of:)``).
      read.append(context.selectedTab)
    } else {
      context.selectedTab = -1
    }
    context.presentedFlow = nil
    for index in context.flows.indices where !read.contains(index) {
      context.flows[index] = -1
    }
    return context
  }

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
