import AppCoordinator
import AuthFlow
import LinkRouting
import OnboardingFlow

/// What the explorer needs of an app: its intents, what is visible, and its whole state as a
/// value it can save, compare and put back.
///
/// ``ExploredApp`` conforms, over the product's app; a test double that breaks a rule conforms
/// too, to prove that
/// the explorer catches the break.
@MainActor
protocol Explorable: AnyObject {
  /// The app's whole state, cheap to copy, hash and compare.
  associatedtype Snapshot: Hashable

  /// What a link leads to, decided by its text alone.
  associatedtype LinkTarget: Hashable

  /// The flows the app was assembled from, in tab-bar order.
  var flows: [FlowRegistration] { get }
  /// A new app assembled from the same flows, for the same device, on its splash screen.
  func fresh() -> Self
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
  /// Whether reads and writes of the app's observed state are told to its observers: a walk
  /// turns it off while it runs, since no view observes the app it walks.
  var tellsObservers: Bool { get set }
  var snapshot: Snapshot { get set }
  var visible: VisibleScreen { get }
  /// The visible screen's breadcrumb, cheaper to read than ``visible``.
  var breadcrumb: [String] { get }
  var session: Session { get }
  var link: DeepLink? { get }
  /// The document that restoration saves.
  var document: StateDocument { get }
  /// A number that names ``document`` without making it: equal numbers name equal documents.
  /// `nil` where the app cannot name it so, and, by default, for an app that does not say.
  var documentNumber: Int? { get }
  /// Whether main is the root.
  var isOnMain: Bool { get }
  /// Whether onboarding is the root.
  var isOnboarding: Bool { get }
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
  /// Whether ``open(_:)`` does with a text no more than it does with the text's target
  /// (``linkTarget(_:)``), whatever the state and the device, and refuses a text that has none
  /// before it reads or writes any state.
  ///
  /// Then two texts of one target lead to the same state from every state, and a text without
  /// one is refused alike everywhere: the walk opens a second text of a target, in capitals or
  /// with a query, and every rejected text in its first state only (on the devices that launch
  /// to it; from a first launch, during onboarding, where a link waits). An app that does not
  /// say has every text opened in every state.
  var opensByTargetAlone: Bool { get }
  /// The place in ``flows`` of the flow `target` opens.
  func flowIndex(of target: LinkTarget) -> Int
  /// Whether any stack holds a route that needs sign-in.
  var holdsGatedRoute: Bool { get }
  /// Whether a sheet or alert shows.
  var isPresenting: Bool { get }
  /// What the visible flow (login's, or on main the focused flow) presents over its stack, and
  /// what is chained; a presented flow itself is not one of its layers.
  var visiblePresentations: PresentedLayers { get }
  /// Whether a presented flow shows over main.
  var showsPresentedFlow: Bool { get }
  /// Whether the presented flow holds text the user typed, so that it refuses the swipe.
  var presentedFlowHoldsInput: Bool { get }
  /// The places in ``flows`` of the flows that hold text the user typed, one bit each
  /// (`AppFlow.holdsInput`): what the `drafts` rule keeps from being lost unasked.
  var inputHolders: UInt64 { get }
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
  /// Whether login shows with a destination the gate parked until sign-in.
  var isParkingDestination: Bool { get }
  /// How many `back`s lead from the visible screen to the root of its stack.
  var stepsToRoot: Int { get }

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
  func save(to store: some StateStore) throws
  func restore(from store: some StateStore) -> RestoreReport
  /// The last request the app refused since this was last asked: the asking flow's place in
  /// ``flows``, the link, and why the flow that reads it rejected it (`nil` when the link is of
  /// no form the asking flow declares); asking forgets it.
  func takeRefusedRequest() -> (flow: Int, link: String, rejection: LinkError?)?
  /// The element VoiceOver focus is on (`AppCoordinator.focusedElement`); kept beside the
  /// snapshot, set by each move.
  var focusedElement: String? { get }
  /// How many crumbs ``breadcrumb`` holds, counted without making them.
  var depth: Int { get }
  /// Where the app records the opener of what shows over the screen `depth` screens deep in the
  /// flow that receives taps now.
  func openerPlace(at depth: Int) -> FocusRecord.Place
  /// The screen that shows, without the tab bar or the sidebar: cheaper than ``visible``.
  var shownScreen: Screen { get }
  /// ``visible``, as a rule reads it to compare it with a screen drawn on the same device:
  /// drawing its tab bar or sidebar need not count as a read of the width, since two bars drawn
  /// for one width are equal exactly when their tabs and selection are. Only an app whose own
  /// code never decides on its bar may say so: by default it is ``visible``, read as counted.
  var visibleForComparison: VisibleScreen { get }
  /// ``focusedElement``, on `screen`, the screen that shows, already made.
  func focusedElement(on screen: Screen) -> String?
  /// The objects the visible flows' screens hold now (`ScreenModels`), which a close must
  /// release.
  var screenModels: [(name: String, object: AnyObject)] { get }
  /// What the app keeps of focus beside its state: put back with a state's snapshot, as the
  /// walk does, so that a close from it returns focus as on the path that reached it.
  var focusRecord: FocusRecord { get set }
}

extension Explorable {
  /// A text may do more than its target, for an app that does not say.
  var opensByTargetAlone: Bool { false }
  /// Only the document names itself, for an app that does not say.
  var documentNumber: Int? { nil }
  /// No destination is ever parked, for an app that does not say.
  var isParkingDestination: Bool { false }
  /// No presented flow ever holds text, for an app that does not say.
  var presentedFlowHoldsInput: Bool { false }
  /// No request is ever refused, for an app that does not say.
  func takeRefusedRequest() -> (flow: Int, link: String, rejection: LinkError?)? { nil }
  /// Nothing is held by a screen, for an app that does not say.
  var screenModels: [(name: String, object: AnyObject)] { [] }
  /// ``visible`` itself, its bar read as counted, for an app that does not say: a test double
  /// may decide on the bar it shows.
  var visibleForComparison: VisibleScreen { visible }
}

/// The product's app as the explorer walks it: the app, and the tables that number its states.
///
/// The tables live here, not in the app: an app that ships holds nothing of the explorer. They
/// keep every state numbered so far, as the walk keeps every state it reached.
@MainActor
final class ExploredApp: Explorable {
  let app: AppCoordinator
  /// Every root numbered for a snapshot so far.
  let roots = Numbering<Root>()
  /// Every session, list of the flows' state numbers, sign-in state and onboarding state
  /// numbered for a snapshot so far.
  private let sessions = Numbering<Session>()
  private let flowStates = Numbering<[Int]>()
  private let authStates = Numbering<AuthState>()
  private let onboardingStates = Numbering<OnboardingState>()
  private let pendingExits = Numbering<PendingExit>()
  /// The flows' state numbers being read, kept between reads so that a read that finds a list
  /// already numbered allocates nothing.
  @exclusivity(unchecked) private var readFlowStates: [Int]
  /// One table per flow, in the order of the app's flows.
  private let tables: [any ErasedFlow]
  /// The number of the flows' states last read or put back, with the app's count of its flows'
  /// writes then.
  ///
  /// While the count (`AppCoordinator.flowWrites`) stays the same, no flow is asked for its
  /// state. Never kept when some flow does not count its writes.
  @exclusivity(unchecked) private var flowsNumber: (writes: Int, number: Int)?
  /// Each link text opened so far, in the order first opened.
  @exclusivity(unchecked) private var opened: [OpenedText] = []
  /// The place in ``opened`` of each text.
  @exclusivity(unchecked) private var openedPlaces: [String: Int] = [:]
  /// The place in ``opened`` after the text opened last: the walk opens the corpus in the same
  /// order in every state, so the next text is most likely there, and a text handed out again
  /// from the corpus is found equal to it without being hashed or its bytes compared.
  @exclusivity(unchecked) private var nextOpened = 0
  /// The place in ``opened`` of the text opened since the snapshot was last read or put back.
  @exclusivity(unchecked) private var justOpened: Int?
  /// The number of the app's root after its `rootWrites`-th write, so that a root read again
  /// unwritten is neither hashed nor compared.
  @exclusivity(unchecked) private var rootNumber: (writes: Int, number: Int)?
  /// The number of the sign-in flow's state, and of onboarding's, after as many writes of it
  /// (`Coordinator.stateVersion`), as a flow's box keeps its own: most moves write neither.
  @exclusivity(unchecked) private var authNumber: (writes: Int, number: Int)?
  @exclusivity(unchecked) private var onboardingNumber: (writes: Int, number: Int)?
  /// The tabs' saved stack numbers being read, kept between reads as ``readFlowStates`` is.
  @exclusivity(unchecked) private var readSavedStacks: [Int]
  /// Every list of the tabs' saved stack numbers, and every document name, numbered so far.
  private let savedStackLists = Numbering<[Int]>()
  private let documentNames = Numbering<DocumentName>()

  /// A link text the explored app opened.
  private struct OpenedText {
    let text: String
    /// Where the text leads: parsing and finding the owning flow read the text alone, and the
    /// walk opens most texts in every state.
    let destination: Result<Destination, LinkError>
    /// What the snapshot read last after the text was opened held: the root's number, the
    /// number of the flows' list and the sign-in state's number.
    ///
    /// A link leads the root and most flows to the same state from whatever state it is opened
    /// in, so the snapshot after it compares those first, before hashing any.
    var after: (root: Int, flows: Int, auth: Int)?
  }

  init(_ app: AppCoordinator) {
    self.app = app
    tables = app.boxes.map { $0.makeStateTable() }
    readFlowStates = Array(repeating: 0, count: tables.count)
    readSavedStacks = Array(repeating: 0, count: app.tabs.count)
  }

  /// What the document is made of, as numbers, but while login shows over what a cancel shows
  /// (`AppCoordinator.shownOnCancel`): the session, the selected tab, each tab's saved stack and
  /// whether onboarding is pending.
  private struct DocumentName: Hashable {
    var session: Int
    var tab: Int
    var stacks: Int
    var onboarding: Bool
  }

  /// The document named by the numbers it is made of, which this app and the flows' boxes keep.
  ///
  /// The restoration rule then neither makes nor hashes a document it already restored. `nil`
  /// while login shows over what a cancel shows, which the document saves in place of the tab's
  /// stack. `AppCoordinator.document` is made of the same parts: the two change together.
  var documentNumber: Int? {
    guard app.shownOnCancel == nil else { return nil }
    // The tabs' places in `tables`, which keeps the app's order of flows.
    let tabs = app.tabs
    for place in tabs.indices {
      readSavedStacks[place] = tables[tabs[place]].savedStackNumber()
    }
    let now = app.unobservedState
    return documentNames.number(
      of: DocumentName(
        session: sessions.number(of: now.session), tab: now.selectedTab,
        stacks: savedStackLists.number(of: readSavedStacks),
        onboarding: app.isOnboardingPending))
  }

  /// The whole app state as one value of plain numbers: each part that holds a string, routes
  /// or a list by its number in this app's tables, so that copying, hashing and comparing a
  /// snapshot retains nothing and never compares stacks of erased type.
  ///
  /// Numbers are this app's: two snapshots of one `ExploredApp` are equal exactly when the
  /// app's states are.
  struct Snapshot: Hashable {
    var root: Int
    var selectedTab: Int
    var presentedFlow: Int?
    var session: Int
    /// The list of every flow's state number, numbered.
    var flows: Int
    var auth: Int
    var onboarding: Int
    /// The way out the discard alert asks about, numbered; -1 when it does not ask.
    var pendingExit: Int

    /// Hashes the numbers packed into three words, since the walk hashes a snapshot for every
    /// state a move reaches and each word combined costs as much as a packing: equal snapshots
    /// pack equally, and the numbers are small, so that unequal ones seldom do.
    func hash(into hasher: inout Hasher) {
      hasher.combine(flows)
      hasher.combine(root ^ auth &<< 21 ^ onboarding &<< 42)
      hasher.combine(
        session ^ selectedTab &<< 16 ^ ((presentedFlow ?? -1) &+ 1) &<< 24
          ^ (pendingExit &+ 1) &<< 40)
    }
  }

  var snapshot: Snapshot {
    get {
      let now = app.unobservedState
      var likely: (root: Int, flows: Int, auth: Int)?
      if let justOpened { likely = opened[justOpened].after }
      let snapshot = Snapshot(
        root: rootNumberNow(likely: likely?.root), selectedTab: now.selectedTab,
        presentedFlow: now.presentedFlow, session: sessions.number(of: now.session),
        flows: flowsNumberNow(likely: likely?.flows),
        auth: number(of: app.auth, in: authStates, known: &authNumber, likely: likely?.auth),
        onboarding: number(of: app.onboarding, in: onboardingStates, known: &onboardingNumber),
        pendingExit: pendingExitNumberNow)
      if let justOpened {
        opened[justOpened].after = (snapshot.root, snapshot.flows, snapshot.auth)
        self.justOpened = nil
      }
      return snapshot
    }
    set {
      justOpened = nil
      // Only what differs is written, and no observer is told: most snapshots put back differ
      // from the app's state in one flow at most, and no view observes the explored app.
      let root =
        rootNumberNow(likely: nil) != newValue.root ? roots.value(numbered: newValue.root) : nil
      app.putBackUnobserved(
        root: root, selectedTab: newValue.selectedTab, presentedFlow: newValue.presentedFlow,
        session: sessions.value(numbered: newValue.session),
        pendingExit: newValue.pendingExit < 0
          ? nil : pendingExits.value(numbered: newValue.pendingExit))
      if root != nil { rootNumber = (app.rootWrites, newValue.root) }
      putBackFlows(numbered: newValue.flows)
      putBack(newValue.auth, of: app.auth, in: authStates, known: &authNumber)
      putBack(
        newValue.onboarding, of: app.onboarding, in: onboardingStates, known: &onboardingNumber)
    }
  }

  /// The number of the list of the flows' state numbers now, kept in ``flowsNumber`` until a
  /// flow writes its state again; `likely` is the list's number it likely has, or shares most
  /// flows' numbers with.
  private func flowsNumberNow(likely: Int?) -> Int {
    if let known = flowsNumber, known.writes == app.flowWrites.current { return known.number }
    var likelyStates: [Int]?
    if let likely { likelyStates = flowStates.value(numbered: likely) }
    for index in tables.indices {
      readFlowStates[index] = tables[index].stateNumber(likely: likelyStates?[index])
    }
    flowStates.expect(likely)
    let number = flowStates.number(of: readFlowStates)
    keepFlowsNumber(number)
    return number
  }

  /// Puts back in each flow its state in the list of state numbers numbered `number`: in each
  /// flow whose state may differ, which is only those whose number differs while no flow wrote
  /// its state since ``flowsNumber`` was kept.
  private func putBackFlows(numbered number: Int) {
    if let known = flowsNumber, known.writes == app.flowWrites.current {
      if known.number == number { return }
      let shown = flowStates.value(numbered: known.number)
      let numbers = flowStates.value(numbered: number)
      for index in tables.indices where shown[index] != numbers[index] {
        tables[index].restoreState(numbers[index])
      }
    } else {
      let numbers = flowStates.value(numbered: number)
      // An index rather than `zip`, whose iterator a debug build (the tests') makes generically
      // at every step.
      for index in tables.indices {
        tables[index].restoreState(numbers[index])
      }
    }
    keepFlowsNumber(number)
  }

  /// Keeps `number`, the flows' now, in ``flowsNumber`` with the count of their writes, when
  /// every flow counts its writes.
  private func keepFlowsNumber(_ number: Int) {
    if app.everyFlowCountsWrites { flowsNumber = (app.flowWrites.current, number) }
  }

  /// The number of `flow`'s state among `states`, read from `known` while the flow has not
  /// written its state since, and kept there.
  private func number<State>(
    of flow: Coordinator<State>, in states: Numbering<State>,
    known: inout (writes: Int, number: Int)?, likely: Int? = nil
  ) -> Int {
    if let known, known.writes == flow.stateVersion { return known.number }
    states.expect(likely)
    let number = flow.stateNumber(in: states, PackageAccess())
    known = (flow.stateVersion, number)
    return number
  }

  /// Puts back the state numbered `number` among `states` in `flow`, unless `known` says it
  /// shows, telling no observer, as a flow's box does.
  private func putBack<State>(
    _ number: Int, of flow: Coordinator<State>, in states: Numbering<State>,
    known: inout (writes: Int, number: Int)?
  ) {
    if let known, known.writes == flow.stateVersion, known.number == number { return }
    flow.showState(numbered: number, in: states, PackageAccess())
    known = (flow.stateVersion, number)
  }

  /// The number of the way out the discard alert asks about now; -1 when it does not ask.
  private var pendingExitNumberNow: Int {
    // Not `Optional.map`: a closure made on the main actor and handed to the standard library,
    // built without strict concurrency, checks its executor at every call (SE-0423).
    guard let exit = app.unobservedPendingExit else { return -1 }
    return pendingExits.number(of: exit)
  }

  /// The number of the app's root now, kept in ``rootNumber`` until the root is written again;
  /// `likely` is the number it likely has.
  private func rootNumberNow(likely: Int?) -> Int {
    if let rootNumber, rootNumber.writes == app.rootWrites { return rootNumber.number }
    roots.expect(likely)
    let number = roots.number(of: app.unobservedRoot)
    rootNumber = (app.rootWrites, number)
    return number
  }

  /// The root numbered `number` in a snapshot.
  func root(numbered number: Int) -> Root { roots.value(numbered: number) }

  /// The session numbered `number` in a snapshot or a flow's view.
  func session(numbered number: Int) -> Session { sessions.value(numbered: number) }

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
  func open(_ text: String) throws(LinkError) {
    let place = self.place(of: text)
    let destination = try opened[place].destination.get()
    justOpened = place
    app.open(destination)
  }

  /// The place of `text` in ``opened``, where its destination is, found once: next in it, first
  /// in it (a state's first link), or by its hash.
  private func place(of text: String) -> Int {
    let place: Int
    if nextOpened < opened.count, opened[nextOpened].text == text {
      place = nextOpened
    } else if let first = opened.first, first.text == text {
      place = 0
    } else if let known = openedPlaces[text] {
      place = known
    } else {
      place = opened.count
      opened.append(
        OpenedText(
          text: text,
          destination: Result { () throws(LinkError) in
            try app.destination(
              for: DeepLink(parsing: text, domains: AppCoordinator.associatedDomains))
          }))
      openedPlaces[text] = place
    }
    nextOpened = place + 1
    return place
  }
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

  func pendingExitNumber(in snapshot: Snapshot) -> Int { snapshot.pendingExit }

  func underAlert(_ snapshot: Snapshot) -> Snapshot {
    var under = snapshot
    under.pendingExit = -1
    return under
  }

  var inputHolders: UInt64 {
    var holders: UInt64 = 0
    for (index, box) in app.boxes.enumerated() where index < 64 && box.holdsInput {
      holders |= 1 << UInt64(index)
    }
    return holders
  }

  func tabStates(in snapshot: Snapshot) -> [Int] { flowStates.value(numbered: snapshot.flows) }

  func view(of snapshot: Snapshot, from flow: Int) -> FlowView {
    let place: FlowView.Place =
      if app.flows[flow].kind == .presented {
        snapshot.presentedFlow == flow ? .inSight : .hidden
      } else if snapshot.selectedTab != flow {
        .hidden
      } else {
        snapshot.presentedFlow == nil ? .inSight : .covered
      }
    var stage = FlowView.main
    var login: Int?
    switch roots.value(numbered: snapshot.root) {
    case .main:
      break
    case .splash:
      stage = FlowView.launching
    case .onboarding:
      stage = FlowView.onboarding
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
      stage: stage, place: place, state: flowStates.value(numbered: snapshot.flows)[flow],
      session: snapshot.session, login: login,
      asking: place == .inSight ? asking(snapshot.pendingExit) : -1)
  }

  /// What a flow's view holds of the way out numbered `number` that the discard alert asks
  /// about: -1 for none; the flow's own back, cancel or tab item by its number; and one class for
  /// a link or a sign-out, which are the rest of the app's moves, left out of a flow's view as
  /// the other flows' states are.
  private func asking(_ number: Int) -> Int {
    guard number >= 0 else { return -1 }
    switch pendingExits.value(numbered: number) {
    case .back, .reselect, .dismissAll: return 1 + number
    case .apply, .signOut: return 0
    }
  }

  func linkTarget(_ link: String) -> Destination? {
    try? app.destination(for: DeepLink(parsing: link, domains: AppCoordinator.associatedDomains))
  }

  func flowIndex(of target: Destination) -> Int { target.flow }

  /// ``open(_:)`` finds a text's destination once, reading the text alone, and hands the app the
  /// destination only (`AppCoordinator.open(_:)` with a `Destination` is given no text): the
  /// app's code that reads its state cannot tell two texts of one destination apart, and a text
  /// without one is refused, as the first time, before the app is reached.
  var opensByTargetAlone: Bool { true }

  var isParkingDestination: Bool {
    if case .login(parked: _?) = app.root { true } else { false }
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
