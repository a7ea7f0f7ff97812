import AuthFlow
import LinkRouting
import Observation
import OnboardingFlow

/// The app: swaps the root between splash, onboarding, login and main, owns the session, selects tabs,
/// hands each deep link to the flow that owns it and enforces the sign-in gate.
///
/// Drive it the way a person or a UI test would: through element identifiers (``tap(_:)``),
/// ``back()``, ``dismiss()`` and links (``open(_:)-(String)``), and read ``visible`` to see the result.
/// The tab flows it shows are the ones it was assembled from, in tab-bar order.
@Observable
@MainActor
public final class AppCoordinator {
  // The app's own state is observed property by property, as `@Observable` would, but written
  // out with key paths made once (`Keys`): the macro names a literal key path at every read and
  // write, which the runtime looks up each time (3% of the explorer's instructions).
  //
  // What the explorer reads and writes after every move (`rootWrites`, `pendingExitReads`,
  // `deviceReads`, `refusedRequest`, `focusRecord`) is stored apart and reached through
  // accessors compiled here and never inlined: accessed in place from AppExplorer, each access
  // was checked for exclusivity at run time, which `@exclusivity(unchecked)` does not prevent
  // from another module, and the checks cost the walk more than the calls (4% of it).

  /// What fills the window.
  package var root: Root {
    get { observed(Keys.root) { _root } }
    set {
      mutate(Keys.root) { _root = newValue }
      _rootWrites &+= 1
    }
  }
  @ObservationIgnored private var _root: Root = .splash(queued: [])
  /// How many times ``root`` was written: a root read after as many writes is the same root.
  package var rootWrites: Int { @inline(never) get { _rootWrites } }
  @ObservationIgnored @exclusivity(unchecked) private var _rootWrites = 0
  /// The place in ``flows`` of the tab whose stack shows on main.
  package var selectedTab: Int {
    get { observed(Keys.selectedTab) { _selectedTab } }
    set { mutate(Keys.selectedTab) { _selectedTab = newValue } }
  }
  @ObservationIgnored private var _selectedTab = 0
  /// The place in ``flows`` of the presented flow showing over main, if one is.
  package var presentedFlow: Int? {
    get { observed(Keys.presentedFlow) { _presentedFlow } }
    set { mutate(Keys.presentedFlow) { _presentedFlow = newValue } }
  }
  @ObservationIgnored private var _presentedFlow: Int?
  /// A way out that would lose text a flow holds, waiting while the discard alert asks
  /// (``isAskingToDiscard``); `nil` when nothing is asked.
  ///
  /// Private to this file, so that the app's code elsewhere asks only whether a way out waits
  /// (``holdsPendingExit``), and reads which one through ``readPendingExit()``, which counts
  /// the read in ``pendingExitReads``.
  private var pendingExit: PendingExit? {
    get { observed(Keys.pendingExit) { _pendingExit } }
    set { mutate(Keys.pendingExit) { _pendingExit = newValue } }
  }
  @ObservationIgnored private var _pendingExit: PendingExit?
  /// How many times the app read which way out waits (only `button.discard` does, to carry it
  /// out), as opposed to whether one waits: a move that read it not does the same whatever way
  /// out waits, which lets the explorer take links over the alert once for every way out.
  package var pendingExitReads: Int { @inline(never) get { _pendingExitReads } }
  @ObservationIgnored @exclusivity(unchecked) private var _pendingExitReads = 0
  /// Who is signed in.
  public package(set) var session: Session {
    get { observed(Keys.session) { _session } }
    set { mutate(Keys.session) { _session = newValue } }
  }
  @ObservationIgnored private var _session = Session()
  /// The system the app runs on, fixed when it is made: on macOS a full-screen cover shows as
  /// its flow declares, a push or a sheet.
  public package(set) var platform: Platform {
    get {
      _deviceReads.platform &+= 1
      return observed(Keys.platform) { storedPlatform }
    }
    set { mutate(Keys.platform) { storedPlatform = newValue } }
  }
  /// How much room the window gives the app across.
  ///
  /// Compact shows the tab bar, regular a sidebar beside the selected flow's stack.
  /// ``resize(to:)`` changes it; it is never saved.
  public package(set) var width: Width {
    get {
      _deviceReads.width &+= 1
      return observed(Keys.width) { storedWidth }
    }
    set { mutate(Keys.width) { storedWidth = newValue } }
  }
  /// What `read` reads of the storage of the observed property at `key`, telling observers of
  /// the read first, unless they go untold (``tellsObservers``).
  ///
  /// The key is taken only when they are told: a static key path is looked up, retained and
  /// released at each use.
  @inline(__always) private func observed<Value>(
    _ key: @autoclosure () -> KeyPath<AppCoordinator, Value>, _ read: () -> Value
  ) -> Value {
    if observersTold { access(keyPath: key()) }
    return read()
  }
  /// Writes the storage of the observed property at `key` with `write`, telling its observers,
  /// unless they go untold (``tellsObservers``).
  @inline(__always) private func mutate<Value>(
    _ key: @autoclosure () -> KeyPath<AppCoordinator, Value>, _ write: () -> Void
  ) {
    if observersTold { withMutation(keyPath: key(), write) } else { write() }
  }
  @ObservationIgnored @exclusivity(unchecked) private var observersTold = true
  /// Whether reads and writes of the app's observed state, its own and its flows', are told to
  /// their observers, as they are unless the package's explorer turns it off in an app it
  /// walks, which no view observes.
  package var tellsObservers: Bool {
    get { observersTold }
    set {
      observersTold = newValue
      auth.tellsObservers = newValue
      onboarding.tellsObservers = newValue
      for box in boxes { box.tellsObservers = newValue }
    }
  }
  /// The key path of each observed property, made once.
  @MainActor private enum Keys {
    static let root: KeyPath<AppCoordinator, Root> = \.root
    static let selectedTab: KeyPath<AppCoordinator, Int> = \.selectedTab
    static let presentedFlow: KeyPath<AppCoordinator, Int?> = \.presentedFlow
    static let pendingExit: KeyPath<AppCoordinator, PendingExit?> = \.pendingExit
    static let session: KeyPath<AppCoordinator, Session> = \.session
    static let platform: KeyPath<AppCoordinator, Platform> = \.platform
    static let width: KeyPath<AppCoordinator, Width> = \.width
  }
  @ObservationIgnored private var storedPlatform: Platform
  @ObservationIgnored private var storedWidth = Width.compact
  /// How many times ``platform`` and ``width`` were read: the device is the one input of the
  /// app that no state of it holds, so a computation that read neither gives the same result on
  /// every device, and one that read only the width the same on every platform of that width
  /// (the explorer takes each once for the devices it cannot tell apart).
  package var deviceReads: DeviceReads { @inline(never) get { _deviceReads } }
  @ObservationIgnored @exclusivity(unchecked) private var _deviceReads = DeviceReads()

  /// The flows the app was assembled from: its tabs in tab-bar order, and its presented flows.
  public let flows: [FlowRegistration]
  /// The places in ``flows`` of the tabs, in tab-bar order.
  package let tabs: [Int]
  /// The tab bar's items, in tab-bar order: made once, since the flows never change.
  let tabBarItems: [ScreenElement]
  /// The sidebar's items in regular width, in the same order.
  let sidebarItems: [ScreenElement]
  /// One box per flow, in the same order.
  @ObservationIgnored package let boxes: [any ErasedFlow]
  /// The writes of the states of the flows in ``boxes``, counted together when each counts its
  /// writes (``everyFlowCountsWrites``); sign-in's and onboarding's are not counted: for the
  /// explorer, which asks no flow in ``boxes`` for its state while the count stays the same.
  @ObservationIgnored package let flowWrites = WriteCount()
  /// Whether every flow is built on ``/LinkRouting/Coordinator`` and counts its writes in
  /// ``flowWrites``.
  @ObservationIgnored package let everyFlowCountsWrites: Bool
  /// The places in ``boxes`` of the flows whose screens hold objects of their own
  /// (``/LinkRouting/ScreenModels``), asked for them before every move the explorer takes: most
  /// apps have none.
  @ObservationIgnored let modelHolders: [Int]
  /// The place in ``flows`` of the flow each link host belongs to, as its link forms declare.
  let hostOwners: [String: Int]
  package let auth = AuthCoordinator()
  /// The onboarding flow, which the app shows as its root on a first launch, before main.
  public let onboarding = OnboardingCoordinator()
  /// The last request the app refused, until the explorer takes it: the asking flow's place,
  /// the link, and why the flow that reads it rejected it, or `nil` when the link is of no form
  /// the asking flow declares.
  package var refusedRequest: (flow: Int, link: String, rejection: LinkError?)? {
    @inline(never) get { _refusedRequest }
    @inline(never) set { _refusedRequest = newValue }
  }
  @ObservationIgnored @exclusivity(unchecked) var _refusedRequest:
    (flow: Int, link: String, rejection: LinkError?)?
  /// Whether a refused request waits (``refusedRequest``), read without copying it: the
  /// explorer asks after every move, and a copy of the optional request cost a percent of its
  /// walk though almost every answer is none.
  package var hasRefusedRequest: Bool {
    @inline(never) get { _refusedRequest != nil }
  }
  /// Where VoiceOver focus goes (``focusedElement``) and which element opened each screen's
  /// presentation or push: kept beside the state, as a view keeps its focus, and never saved.
  package var focusRecord: FocusRecord {
    @inline(never) get { _focusRecord }
    @inline(never) set { _focusRecord = newValue }
  }
  @ObservationIgnored @exclusivity(unchecked) var _focusRecord = FocusRecord()

  /// Creates the product app, with its tab flows, on its splash screen; call ``finishLaunch()``
  /// to show main.
  ///
  /// The product's flows are code, not input: a list that does not assemble (two flows with one
  /// id or one host) stops the program at its first launch, in every build, naming the problem.
  ///
  /// - Parameter platform: The system the app runs on; iOS unless told otherwise.
  public convenience init(platform: Platform = .iOS) {
    self.init(assembling: Self.productFlows, platform: platform)
  }

  /// Creates an app from flows that must assemble, and stops the program, in every build, with
  /// the ``AssemblyError`` when they do not.
  convenience init(assembling flows: [FlowRegistration], platform: Platform = .iOS) {
    do {
      try self.init(flows: flows, platform: platform)
    } catch {
      // A programmer's list, never input: running on with some of its flows would ship an app
      // that silently lacks the rest, as a release build once did. A precondition stops every
      // build but `-Ounchecked`, which NavLab never uses.
      preconditionFailure("The product's flows do not assemble: \(error)")
    }
  }

  /// Creates an app showing `flows` as its tabs, in that order, on its splash screen.
  ///
  /// - Parameters:
  ///   - flows: The tab flows, each listed once.
  ///   - platform: The system the app runs on; iOS unless told otherwise.
  /// - Throws: An ``AssemblyError`` when the list is empty, or two flows share an id or claim
  ///   the same link host.
  public convenience init(
    flows: [FlowRegistration], platform: Platform = .iOS
  ) throws(AssemblyError) {
    guard flows.contains(where: { $0.kind == .tab }) else { throw .noFlows }
    var ids: Set<String> = []
    var owners: [String: String] = [:]
    for flow in flows {
      guard ids.insert(flow.id).inserted else { throw .duplicateID(flow.id) }
      for host in flow.hosts.sorted() {
        if let first = owners[host] {
          throw .duplicateHost(host, first: first, second: flow.id)
        }
        owners[host] = flow.id
      }
    }
    self.init(checked: flows, platform: platform)
  }

  /// Creates an app from flows already checked to assemble.
  package init(checked flows: [FlowRegistration], platform: Platform = .iOS) {
    self.flows = flows
    storedPlatform = platform
    tabs = flows.indices.filter { flows[$0].kind == .tab }
    tabBarItems = tabs.map { flows[$0].tabElement }
    sidebarItems = tabs.map { flows[$0].sidebarElement }
    _selectedTab = tabs.first ?? 0
    let boxes = flows.map { $0.makeBox() }
    self.boxes = boxes
    modelHolders = boxes.indices.filter { boxes[$0].holdsModels }
    var counted = true
    for box in boxes {
      let counts = box.countWrites(in: flowWrites)
      counted = counted && counts
    }
    everyFlowCountsWrites = counted
    var owners: [String: Int] = [:]
    for (index, flow) in flows.enumerated() {
      for host in flow.hosts where owners[host] == nil { owners[host] = index }
    }
    hostOwners = owners
    for (index, box) in boxes.enumerated() {
      box.wire(
        gate: { [unowned self] in admit(index, $0) },
        request: { [unowned self] in handle($0, from: index) })
    }
    auth.output = { [unowned self] in handle($0) }
    onboarding.output = { [unowned self] in handle($0) }
  }

  /// The coordinator of the registered flow `Flow`, for the view that shows it.
  ///
  /// - Returns: `nil` when the app was not assembled with `Flow`.
  public func flow<Flow: AppFlow>(_: Flow.Type) -> Flow? {
    boxes.lazy.compactMap { ($0 as? FlowBox<Flow>)?.flow }.first
  }

  /// Ends launch: shows main, then applies, in order, the links that arrived during launch.
  ///
  /// On a first launch (``beginFirstLaunch()``), or after restoring a state saved before
  /// onboarding finished, it shows onboarding instead, and the links wait, in order, until
  /// onboarding's `button.start`.
  public func finishLaunch() {
    guard case .splash(let queued, let onboards) = root else { return }
    if onboards {
      root = .onboarding(queued: queued)
      return
    }
    root = .main
    for destination in queued {
      apply(destination)
    }
  }

  /// Makes this launch a fresh install's: ``finishLaunch()`` shows onboarding before main.
  ///
  /// Call it during launch, in place of ``restore(from:)``, which would take the onboarding
  /// state from what it restores. Once onboarding is finished, nothing shows it again.
  public func beginFirstLaunch() {
    guard case .splash(let queued, _) = root else {
      assertionFailure("Begin a first launch during launch, before finishLaunch() shows main.")
      return
    }
    root = .splash(queued: queued, onboarding: true)
  }

  /// Whether onboarding is still to finish: it shows, or launch will show it.
  package var isOnboardingPending: Bool {
    switch root {
    case .splash(_, let onboards): onboards
    case .onboarding: true
    case .login, .main: false
    }
  }

  /// Selects `destination`'s tab and replaces its whole stack, or presents its flow with that
  /// stack over the selected tab.
  func show(_ destination: Destination) {
    switch flows[destination.flow].kind {
    case .tab:
      if selectedTab != destination.flow { selectedTab = destination.flow }
    case .presented:
      if presentedFlow != destination.flow {
        dismissPresentedFlow()
        presentedFlow = destination.flow
      }
    }
    boxes[destination.flow].show(destination.stack)
  }

  /// The platform and the width together.
  package var device: Device { Device(platform: platform, width: width) }

  /// The platform and the width as stored, read without counting in ``deviceReads``: for
  /// whoever sets the device and names it, such as the explorer keying what it learned on a
  /// device, which the app's behaviour does not depend on.
  package var uncountedDevice: Device { Device(platform: storedPlatform, width: storedWidth) }

  /// Changes the width, as a rotation, iPad multitasking or a Mac window's resize does: compact
  /// shows the tab bar, regular the sidebar beside the selected flow's stack.
  ///
  /// Every stack, the selected tab, the session and every presentation are kept. A popover that
  /// does not keep itself a popover shows as a sheet on iOS in compact width and as a popover
  /// otherwise; it stays the same presentation, so it closes as it did.
  ///
  /// - Parameter width: The new width.
  public func resize(to width: Width) {
    guard self.width != width else { return }
    self.width = width
  }

  /// The flow that receives taps, back and dismiss: the presented one, else the selected tab.
  package var focusedFlow: Int { presentedFlow ?? selectedTab }

  /// Closes the presented flow, if one shows, and puts it back at its root.
  ///
  /// - Returns: Whether a presented flow was closed.
  @discardableResult
  func dismissPresentedFlow() -> Bool {
    guard let presented = presentedFlow else { return false }
    presentedFlow = nil
    boxes[presented].dismissAll()
    boxes[presented].popToRoot()
    return true
  }

  /// Selects the tab at `index`; selecting the tab already selected pops it to its root, a
  /// cover shown there as a pushed screen included (asking first when that loses typed text).
  func select(_ index: Int) {
    if index == selectedTab {
      leave(.reselect(index))
    } else {
      selectedTab = index
    }
  }

  /// Closes every presentation in every flow, and the presented flow.
  package func dismissAllPresentations() {
    forgetPendingExit()
    dismissPresentedFlow()
    for box in boxes {
      box.dismissAll()
    }
    if !auth.state.presented.holdsNothing { auth.dismissAll() }
  }
}

extension AppCoordinator {
  /// The selected tab, the presented flow and the session as stored, read without registering
  /// an observation: for the explorer, which reads them for every move it checks and which no
  /// view observes.
  package var unobservedState: (selectedTab: Int, presentedFlow: Int?, session: Session) {
    (_selectedTab, _presentedFlow, _session)
  }

  /// The root as stored, read as ``unobservedState`` is: apart, since a copy of a root that
  /// parks a destination retains its stack, and the explorer reads it only after a write of it
  /// (``rootWrites``).
  package var unobservedRoot: Root { _root }

  /// The way out the discard alert asks about, read as ``unobservedState`` is, and not counted
  /// in ``pendingExitReads``: the explorer's snapshot reads it, the app never does.
  package var unobservedPendingExit: PendingExit? { _pendingExit }

  /// Puts back the way out a snapshot held (the explorer's).
  package func putBackPendingExit(_ exit: PendingExit?) {
    if _pendingExit != exit { pendingExit = exit }
  }

  /// Puts back what a snapshot held of the app's own state (the explorer's), telling no
  /// observer.
  ///
  /// It is put back as `Coordinator.showState(numbered:in:_:)` puts back a flow's: no view
  /// observes the app the explorer walks, and a write an observer is told of costs the walk a
  /// lookup in the registrar. `root` is `nil` when the root is unchanged; ``rootWrites`` counts
  /// a write of it all the same.
  package func putBackUnobserved(
    root: Root?, selectedTab: Int, presentedFlow: Int?, session: Session,
    pendingExit: PendingExit?
  ) {
    if let root {
      _root = root
      _rootWrites &+= 1
    }
    _selectedTab = selectedTab
    _presentedFlow = presentedFlow
    if _session != session { _session = session }
    if _pendingExit != pendingExit { _pendingExit = pendingExit }
  }

  /// Whether a way out waits while the discard alert asks; which one is not read.
  var holdsPendingExit: Bool { pendingExit != nil }

  /// Holds `exit` while the discard alert asks.
  func hold(_ exit: PendingExit) { pendingExit = exit }

  /// Forgets the way out that waited, if one did.
  func forgetPendingExit() {
    if pendingExit != nil { pendingExit = nil }
  }

  /// The way out that waits: the app's one read of which it is, counted in
  /// ``pendingExitReads``.
  func readPendingExit() -> PendingExit? {
    _pendingExitReads &+= 1
    return pendingExit
  }

  /// Whether main is the root, read as ``unobservedState`` is: the explorer asks it several times
  /// for every move.
  package var isOnMainUnobserved: Bool {
    if case .main = _root { true } else { false }
  }

  /// Whether onboarding is the root, read as ``unobservedState`` is: the explorer asks it for
  /// every state a move reaches.
  package var isOnboardingUnobserved: Bool {
    if case .onboarding = _root { true } else { false }
  }

  /// How many screens deep the visible screen is: ``breadcrumb``'s count, counted without
  /// making it and read as ``unobservedState`` is, since every move reads it twice.
  package var depth: Int {
    (_pendingExit == nil ? 0 : 1) + depthUnderAlert
  }

  /// ``depth`` without the discard alert.
  private var depthUnderAlert: Int {
    switch _root {
    case .main:
      // Not `Optional.map`: a closure made on the main actor and handed to the standard
      // library, built without strict concurrency, checks its executor at every call (SE-0423).
      if let presented = _presentedFlow {
        boxes[_selectedTab].depth + boxes[presented].depth
      } else {
        boxes[_selectedTab].depth
      }
    case .splash: 1
    case .onboarding: onboarding.state.page
    case .login: 1 + auth.state.path.count + auth.state.presented.layers.count
    }
  }

  /// Where an opener is recorded: the flow that receives taps (login's and onboarding's are
  /// negative) and the depth of the screen it was tapped on.
  package func openerKey(at depth: Int) -> FocusRecord.Place {
    switch _root {
    case .main: FocusRecord.Place(flow: _presentedFlow ?? _selectedTab, depth: depth)
    case .login: FocusRecord.Place(flow: -1, depth: depth)
    case .splash, .onboarding: FocusRecord.Place(flow: -2, depth: depth)
    }
  }
}
