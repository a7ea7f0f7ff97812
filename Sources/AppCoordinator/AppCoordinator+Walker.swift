import LinkRouting

// What the package's explorer needs of the app, for speed and soundness: the app's own state
// observed as `@Observable` would observe it, with a switch that silences the observers; the
// counts of reads and writes that let the explorer skip work (`rootWrites`, `pendingExitReads`,
// `deviceReads`, `flowWrites`); reads that register no observation and put-backs that tell
// none; and the last refused request. The app's navigation calls none of it but the observed
// properties and `readPendingExit()`.
//
// The app's own state is observed property by property, as `@Observable` would, but written out
// with key paths made once (`Keys`): the macro names a literal key path at every read and
// write, which the runtime looks up each time (3% of the explorer's instructions).
//
// What the explorer reads and writes after every move (`rootWrites`, `pendingExitReads`,
// `deviceReads`, `refusedRequest`) is stored apart, in `walk`, and reached through accessors
// compiled here and never inlined: accessed in place from AppExplorer, each access was checked
// for exclusivity at run time, which `@exclusivity(unchecked)` does not prevent from another
// module, and the checks cost the walk more than the calls (4% of it).

/// What the app keeps for the package's explorer alone.
///
/// Its counts of reads and writes, whether observers are told, and the last refused request:
/// one stored property of the app (`AppCoordinator.walk`).
struct AppWalk {
  /// How many times the root was written (``AppCoordinator/rootWrites``).
  var rootWrites = 0
  /// How many times the app read which way out waits (``AppCoordinator/pendingExitReads``).
  var pendingExitReads = 0
  /// How many times the platform and the width were read (``AppCoordinator/deviceReads``).
  var deviceReads = DeviceReads()
  /// Whether reads and writes of the app's own state are told to observers
  /// (``AppCoordinator/tellsObservers``).
  var observersTold = true
  /// The last request the app refused (``AppCoordinator/refusedRequest``).
  var refusedRequest: (flow: Int, link: String, rejection: LinkError?)?
  /// The link of the last request the app carried out (``AppCoordinator/requestedLink``).
  var requestedLink: String?
  /// The writes of the states of the app's flows, counted together
  /// (``AppCoordinator/flowWrites``).
  let flowWrites: WriteCount
  /// Whether every flow counts its writes in ``flowWrites``.
  let everyFlowCountsWrites: Bool
  /// Which flows the app's code reached while the explorer counts (``AppCoordinator/flowReads``).
  let flowReads = FlowReads()

  /// The counts of an app of `boxes`, each of which counts its writes in ``flowWrites`` when it
  /// can.
  @MainActor init(counting boxes: [any ErasedFlow]) {
    let flowWrites = WriteCount()
    self.flowWrites = flowWrites
    var counted = true
    for (place, box) in boxes.enumerated() {
      let counts = box.countWrites(in: flowWrites, as: place)
      counted = counted && counts
      box.noteAccesses(in: flowReads, as: place)
    }
    everyFlowCountsWrites = counted
  }
}

extension AppCoordinator {
  /// What fills the window.
  package var root: Root {
    get { observed(Keys.root) { _root } }
    set {
      mutate(Keys.root) { _root = newValue }
      walk.rootWrites &+= 1
    }
  }
  /// The place in ``flows`` of the tab whose stack shows on main.
  package var selectedTab: Int {
    get { observed(Keys.selectedTab) { _selectedTab } }
    set { mutate(Keys.selectedTab) { _selectedTab = newValue } }
  }
  /// The place in ``flows`` of the presented flow showing over main, if one is.
  package var presentedFlow: Int? {
    get { observed(Keys.presentedFlow) { _presentedFlow } }
    set { mutate(Keys.presentedFlow) { _presentedFlow = newValue } }
  }
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
  /// Who is signed in.
  public package(set) var session: Session {
    get { observed(Keys.session) { _session } }
    set { mutate(Keys.session) { _session = newValue } }
  }
  /// The system the app runs on, fixed when it is made: on macOS a full-screen cover shows as
  /// its flow declares, a push or a sheet.
  public package(set) var platform: Platform {
    get {
      walk.deviceReads.platform &+= 1
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
      walk.deviceReads.width &+= 1
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
    if walk.observersTold { access(keyPath: key()) }
    return read()
  }
  /// Writes the storage of the observed property at `key` with `write`, telling its observers,
  /// unless they go untold (``tellsObservers``).
  @inline(__always) private func mutate<Value>(
    _ key: @autoclosure () -> KeyPath<AppCoordinator, Value>, _ write: () -> Void
  ) {
    if walk.observersTold { withMutation(keyPath: key(), write) } else { write() }
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

  /// Whether reads and writes of the app's observed state, its own and its flows', are told to
  /// their observers, as they are unless the package's explorer turns it off in an app it
  /// walks, which no view observes.
  package var tellsObservers: Bool {
    get { walk.observersTold }
    set {
      walk.observersTold = newValue
      auth.tellsObservers = newValue
      onboarding.tellsObservers = newValue
      for box in boxes { box.tellsObservers = newValue }
    }
  }

  /// How many times ``root`` was written: a root read after as many writes is the same root.
  package var rootWrites: Int { @inline(never) get { walk.rootWrites } }

  /// How many times the app read which way out waits (only `button.discard` does, to carry it
  /// out), as opposed to whether one waits: a move that read it not does the same whatever way
  /// out waits, which lets the explorer take links over the alert once for every way out.
  package var pendingExitReads: Int { @inline(never) get { walk.pendingExitReads } }

  /// How many times ``platform`` and ``width`` were read: the device is the one input of the
  /// app that no state of it holds, so a computation that read neither gives the same result on
  /// every device, and one that read only the width the same on every platform of that width
  /// (the explorer takes each once for the devices it cannot tell apart).
  package var deviceReads: DeviceReads { @inline(never) get { walk.deviceReads } }

  /// The writes of the states of the flows in ``boxes``, counted together when each counts its
  /// writes (``everyFlowCountsWrites``); sign-in's and onboarding's are not counted: for the
  /// explorer, which asks no flow in ``boxes`` for its state while the count stays the same.
  package var flowWrites: WriteCount { walk.flowWrites }

  /// Whether every flow is built on ``/LinkRouting/Coordinator`` and counts its writes in
  /// ``flowWrites``.
  package var everyFlowCountsWrites: Bool { walk.everyFlowCountsWrites }

  /// Which flows the app's code reached, other than the one in focus, while the explorer counts
  /// (the walk by groups).
  package var flowReads: FlowReads { walk.flowReads }

  /// ``flowReads``' flows reached (``FlowReads/reached``), read here: read from another module,
  /// each read took a reference to ``flowReads`` and was checked for exclusivity at run time,
  /// which `@exclusivity(unchecked)` does not prevent there, twice for every move the explorer
  /// takes or checks.
  package var flowsReached: UInt64 { @inline(never) get { walk.flowReads.reached } }

  /// ``flowReads``' flows changed alike (``FlowReads/changedAlike``), read here for the reason
  /// ``flowsReached`` is.
  package var flowsChangedAlike: UInt64 { @inline(never) get { walk.flowReads.changedAlike } }

  /// Notes that the flows in `holders` (one bit a place, places below 64) hold typed text, as
  /// asking each of them whether it does (`holdsInput`) notes it in ``flowReads``: for the
  /// explorer, which knows the answers of a list of the flows' states it asked before.
  package func noteInputHeld(by holders: UInt64) {
    var rest = holders
    while rest != 0 {
      walk.flowReads.noteHeldInput(rest.trailingZeroBitCount)
      rest &= rest &- 1
    }
  }

  /// Forgets what ``flowReads`` noted (``FlowReads/clear()``), before each computation the
  /// explorer takes, without handing out a reference to it.
  @inline(never) package func clearFlowReads() { walk.flowReads.clear() }

  /// The last request the app refused, until the explorer takes it: the asking flow's place,
  /// the link, and why the flow that reads it rejected it, or `nil` when the link is of no form
  /// the asking flow declares.
  package var refusedRequest: (flow: Int, link: String, rejection: LinkError?)? {
    @inline(never) get { walk.refusedRequest }
    @inline(never) set { walk.refusedRequest = newValue }
  }

  /// Whether a refused request waits (``refusedRequest``), read without copying it: the
  /// explorer asks after every move, and a copy of the optional request cost a percent of its
  /// walk though almost every answer is none.
  package var hasRefusedRequest: Bool {
    @inline(never) get { walk.refusedRequest != nil }
  }

  /// The link of the last request to open one that the app carried out (or held with the
  /// discard alert), until the explorer takes it, for the `landing` rule to check where it
  /// lands.
  package var requestedLink: String? {
    @inline(never) get { walk.requestedLink }
    @inline(never) set { walk.requestedLink = newValue }
  }

  /// Keeps the link `link` that a flow asked for and the app carried out, for the explorer's
  /// `landing` rule (``requestedLink``).
  func keepRequest(of link: String) {
    walk.requestedLink = link
  }

  /// Keeps the request of the flow at `flow` to open `link`, refused, for the explorer's
  /// `requests` rule to name (``refusedRequest``).
  ///
  /// - Parameters:
  ///   - link: The link the flow asked for.
  ///   - flow: The asking flow's place in ``flows``.
  ///   - rejection: Why the flow that reads the link rejected it, or `nil` when the link is of
  ///     no form the asking flow declares.
  func keepRefusal(of link: String, from flow: Int, rejection: LinkError?) {
    walk.refusedRequest = (flow, link, rejection)
  }

  /// The platform and the width as stored, read without counting in ``deviceReads``: for
  /// whoever sets the device and names it, such as the explorer keying what it learned on a
  /// device, which the app's behaviour does not depend on.
  package var uncountedDevice: Device { Device(platform: storedPlatform, width: storedWidth) }

  /// ``visible``, its bar drawn without counting a read of the width in ``deviceReads``.
  ///
  /// For the explorer's rules that compare it only with a screen drawn on the same device
  /// (saved against restored), where two bars are equal exactly when the tabs and the selection
  /// they show are, whatever the width. The app never reads it.
  package var visibleForComparison: VisibleScreen { visible(barsFor: uncountedDevice.width) }

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
      walk.rootWrites &+= 1
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
    walk.pendingExitReads &+= 1
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
        drawnDepth(under: presented) + boxes[presented].depth
      } else {
        boxes[_selectedTab].depth
      }
    case .splash: 1
    case .onboarding: onboarding.state.page
    case .login: 1 + auth.state.path.count + auth.state.presented.layers.count
    }
  }
}

extension AppCoordinator {
  /// The depth of the tab under the presented flow `presented`, drawn under it: not noted as a
  /// read of the tab (``FlowReads``).
  private func drawnDepth(under presented: Int) -> Int {
    walk.flowReads.alike += 1
    defer { walk.flowReads.alike -= 1 }
    return boxes[_selectedTab].depth
  }
}
