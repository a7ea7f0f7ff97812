import AppCoordinator
import AuthFlow
import LinkRouting
import OnboardingFlow

/// The product's app as the explorer walks it: the app, and the tables that number its states.
///
/// The tables live here, not in the app: an app that ships holds nothing of the explorer. They
/// keep every state numbered so far, as the walk keeps every state it reached. The snapshot and
/// the flows' views are read in `ExploredApp+Snapshot.swift`, links are opened by their
/// destination in `ExploredApp+Links.swift`.
@MainActor
final class ExploredApp: Explorable {
  let app: AppCoordinator
  /// The app's count of its flows' writes (`AppCoordinator.flowWrites`), and whether every flow
  /// counts its writes there, both fixed when the app is made: kept here, read twice for every
  /// snapshot read or put back, so that no reference to the count is taken and released each
  /// time through the app's accessor.
  let flowWrites: WriteCount
  let everyFlowCountsWrites: Bool
  /// Every root numbered for a snapshot so far.
  let roots = Numbering<Root>()
  /// Every session, list of the flows' state numbers, sign-in state and onboarding state
  /// numbered for a snapshot so far.
  let sessions = Numbering<Session>()
  let flowStates = Numbering<[Int]>()
  let authStates = Numbering<AuthState>()
  let onboardingStates = Numbering<OnboardingState>()
  let pendingExits = Numbering<PendingExit>()
  /// The flows' state numbers being read, kept between reads so that a read that finds a list
  /// already numbered allocates nothing.
  @exclusivity(unchecked) var readFlowStates: [Int]
  /// One table per flow, in the order of the app's flows.
  let tables: [any ErasedFlow]
  /// The number of the flows' states last read or put back, with the app's count of its flows'
  /// writes then.
  ///
  /// While the count (`AppCoordinator.flowWrites`) stays the same, no flow is asked for its
  /// state. Never kept when some flow does not count its writes.
  @exclusivity(unchecked) var flowsNumber: (writes: Int, number: Int)?
  /// Each link text opened so far, in the order first opened.
  @exclusivity(unchecked) var opened: [OpenedText] = []
  /// The place in ``opened`` of each text.
  @exclusivity(unchecked) var openedPlaces: [String: Int] = [:]
  /// The place in ``opened`` after the text opened last: the walk opens the corpus in the same
  /// order in every state, so the next text is most likely there, and a text handed out again
  /// from the corpus is found equal to it without being hashed or its bytes compared.
  @exclusivity(unchecked) var nextOpened = 0
  /// The place in ``opened`` of the text opened since the snapshot was last read or put back.
  @exclusivity(unchecked) var justOpened: Int?
  /// The number of the app's root after its `rootWrites`-th write, so that a root read again
  /// unwritten is neither hashed nor compared.
  @exclusivity(unchecked) var rootNumber: (writes: Int, number: Int)?
  /// The number of `Root.main` in ``roots``, once numbered: it never changes, as ``roots``
  /// never numbers a value again.
  @exclusivity(unchecked) var mainRootNumber: Int?
  /// The number of the sign-in flow's state, and of onboarding's, after as many writes of it
  /// (`Coordinator.stateVersion`), as a flow's box keeps its own: most moves write neither.
  @exclusivity(unchecked) var authNumber: (writes: Int, number: Int)?
  @exclusivity(unchecked) var onboardingNumber: (writes: Int, number: Int)?
  /// The tabs' saved stack numbers being read, kept between reads as ``readFlowStates`` is.
  @exclusivity(unchecked) var readSavedStacks: [Int]
  /// Every list of the tabs' saved stack numbers, and every document name, numbered so far.
  let savedStackLists = Numbering<[Int]>()
  let documentNames = Numbering<DocumentName>()
  /// The flows holding typed text (``inputHolders``) in each list of the flows' states asked
  /// so far, by the list's number in ``flowStates``.
  @exclusivity(unchecked) var holdersByFlows: [Int: UInt64] = [:]
  /// What each root numbered so far parks, made once a root (``parkedLandings``).
  @exclusivity(unchecked) var parkedByRoot: [Int: ParkedLandings] = [:]

  init(_ app: AppCoordinator) {
    self.app = app
    flowWrites = app.flowWrites
    everyFlowCountsWrites = app.everyFlowCountsWrites
    tables = app.boxes.map { $0.makeStateTable() }
    readFlowStates = Array(repeating: 0, count: tables.count)
    readSavedStacks = Array(repeating: 0, count: app.tabs.count)
  }

  var flows: [FlowRegistration] { app.flows }
  var visible: VisibleScreen { app.visible }
  var visibleForComparison: VisibleScreen { app.visibleForComparison }
  var breadcrumb: [String] { app.breadcrumb }
  var session: Session { app.session }
  var link: DeepLink? { app.link }
  var document: StateDocument { app.document }

  func fresh() -> ExploredApp {
    let fresh = ExploredApp(AppCoordinator(checked: app.flows, platform: app.platform))
    fresh.app.width = app.width
    return fresh
  }

  var device: Device {
    get { app.device }
    set {
      // Setting the device reads nothing of it: the app's behaviour has not run yet.
      let now = app.uncountedDevice
      if now.platform != newValue.platform { app.platform = newValue.platform }
      if now.width != newValue.width { app.width = newValue.width }
    }
  }

  var width: Width { app.width }
  var uncountedDevice: Device { app.uncountedDevice }

  func resize(to width: Width) { app.resize(to: width) }

  var tellsObservers: Bool {
    get { app.tellsObservers }
    set { app.tellsObservers = newValue }
  }

  var deviceReads: DeviceReads { app.deviceReads }

  func finishLaunch() { app.finishLaunch() }
  func tap(_ id: String) throws(NavigationError) { try app.tap(id) }
  func type(_ text: String, into id: String) throws(NavigationError) {
    try app.type(text, into: id)
  }
  func back() throws(NavigationError) { try app.back() }
  func dismiss() throws(NavigationError) { try app.dismiss() }
  func dismissAllPresentations() { app.dismissAllPresentations() }
  func save(to store: some StateStore) throws { try app.save(to: store) }
  func restore(from store: some StateStore) -> RestoreReport { app.restore(from: store) }

  var focusedElement: String? { app.focusedElement }
  var focusRecord: FocusRecord {
    get { app.focusRecord }
    set { app.focusRecord = newValue }
  }
  var depth: Int { app.depth }
  func openerPlace(at depth: Int) -> FocusRecord.Place { app.openerKey(at: depth) }
  var shownScreen: Screen { app.shownScreen }
  func focusedElement(on screen: Screen) -> String? { app.focusedElement(on: screen) }
  var screenModels: [(name: String, object: AnyObject)] { app.screenModels }

  func takeRefusedRequest() -> (flow: Int, link: String, rejection: LinkError?)? {
    // Asked after every move, and mostly nothing was refused: then there is nothing to forget.
    guard app.hasRefusedRequest, let refused = app.refusedRequest else { return nil }
    app.refusedRequest = nil
    return refused
  }

  func takeRequestedLink() -> String? {
    guard let link = app.requestedLink else { return nil }
    app.requestedLink = nil
    return link
  }

  func dismissToLinkedScreen() {
    app.putBackPendingExit(nil)
    guard let presented = app.presentedFlow else { return app.dismissAllPresentations() }
    app.boxes[presented].dismissAll()
  }

  var isOnMain: Bool { app.isOnMainUnobserved }

  var isOnboarding: Bool { app.isOnboardingUnobserved }

  func finishOnboarding() { app.handle(.didFinish) }

  func beginFirstLaunch() { app.beginFirstLaunch() }

  var focusedFlowIndex: Int { app.focusedFlow }

  var isPresenting: Bool { app.isPresenting }

  var visiblePresentations: PresentedLayers {
    guard app.unobservedPendingExit == nil else {
      var covered = presentationsUnderAlert
      covered.layers.append(AppCoordinator.discardAlertLayer)
      return covered
    }
    return presentationsUnderAlert
  }

  /// ``visiblePresentations`` without the discard alert.
  private var presentationsUnderAlert: PresentedLayers {
    switch app.root {
    case .splash, .onboarding: .none
    case .login:
      app.auth.state.presented.holdsNothing
        ? .none : app.auth.state.presented.erased(on: app.device)
    case .main: app.boxes[app.focusedFlow].presentations(on: app.device)
    }
  }

  var showsPresentedFlow: Bool { app.root == .main && app.presentedFlow != nil }
  var presentedFlowHoldsInput: Bool { app.presentedFlowHoldsInput }
  var isAskingToDiscard: Bool { app.unobservedPendingExit != nil }
  var pendingExitReads: Int { app.pendingExitReads }

  /// Asked of every flow once for each list of the flows' states, then kept by its number.
  ///
  /// Whether a flow holds text is a function of its state, as the app's count of writes already
  /// takes it to be (`SettledFlows`), and the list's number (``holdersByFlows``) names every
  /// flow's state. The flows found holding text are noted either way (`FlowReads`).
  var inputHolders: UInt64 {
    let flows = flowsNumber.flatMap { $0.writes == flowWrites.current ? $0.number : nil }
    if let flows, let holders = holdersByFlows[flows] {
      app.noteInputHeld(by: holders)
      return holders
    }
    // Every flow alike: a flow found holding text is noted still (`FlowReads`).
    let reads = app.flowReads
    reads.alike += 1
    defer { reads.alike -= 1 }
    var holders: UInt64 = 0
    for (index, box) in app.boxes.enumerated() where index < 64 && box.holdsInput {
      holders |= 1 << UInt64(index)
    }
    if let flows { holdersByFlows[flows] = holders }
    return holders
  }

  var countsFlowReads: Bool {
    get { app.flowReads.isCounting }
    set { app.flowReads.isCounting = newValue }
  }
  var flowsReached: UInt64 { app.flowsReached }
  var flowsChangedAlike: UInt64 { app.flowsChangedAlike }
  func clearFlowReads() { app.clearFlowReads() }

  var isParkingDestination: Bool {
    if case .login(parked: _?) = app.root { true } else { false }
  }

  /// Made once a root: the root's number names what it parks.
  var parkedLandings: ParkedLandings? {
    guard case .login(let parked?) = app.unobservedRoot else { return nil }
    let root = rootNumberNow(likely: nil)
    if let known = parkedByRoot[root] { return known }
    let made = ParkedLandings(
      destination: landing(of: parked.destination), onCancel: parked.onCancel.map(landing(of:)))
    parkedByRoot[root] = made
    return made
  }

  var heldLanding: Landing? { heldDestination.map(landing(of:)) }

  /// The flow ``heldLanding`` names, without writing out its stack.
  var heldFlow: Int? { heldDestination?.flow }

  /// The destination of the link or request the discard alert holds, read unobserved.
  private var heldDestination: Destination? {
    switch app.unobservedPendingExit {
    case .apply(let destination)?, .request(let destination, _)?: destination
    default: nil
    }
  }

  /// `destination` as a landing: its flow and its stack, as the saved document writes it.
  private func landing(of destination: Destination) -> Landing {
    let box = Swift.type(of: app.boxes[destination.flow])
    let stack = box.savedStack(of: destination.stack) ?? []
    return Landing(
      flow: destination.flow, stack: stack,
      number: tables[destination.flow].savedStackNumber(of: stack))
  }

  var holdsGatedRoute: Bool {
    tables.contains { $0.holdsGatedRoute() }
  }

  var stepsToRoot: Int {
    // The discard alert has no back button.
    guard app.unobservedPendingExit == nil else { return 0 }
    return switch app.root {
    case .splash: 0
    case .onboarding: app.onboarding.state.path.count
    case .login: app.auth.isPresenting ? 0 : app.auth.state.path.count
    case .main:
      // Back pops the visible stack, the presented flow's while one shows; a presentation has
      // no back button, so over one back has no step to take, unless it shows as a pushed
      // screen, which back pops as one more step.
      stepsToRoot(of: app.focusedFlow)
    }
  }
}

extension ExploredApp {
  /// How many `back`s lead from the flow at `flow`'s visible screen to its root: none over a
  /// presentation, one more than its stack over covers shown as pushed screens.
  private func stepsToRoot(of flow: Int) -> Int {
    let box = app.boxes[flow]
    guard box.isPresenting else { return tables[flow].pathCount() }
    let layers = box.presentations(on: app.device).layers
    return layers.allSatisfy(\.isPushed) ? tables[flow].pathCount() + layers.count : 0
  }
}
