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
  // The app's own state, stored here, since an extension cannot store a property, and read and
  // written through `root`, `selectedTab`, `presentedFlow`, `pendingExit`, `session`,
  // `platform` and `width`, which `AppCoordinator+Walker.swift` declares with their
  // observation and what the package's explorer reads of them.

  @ObservationIgnored var _root: Root = .splash(queued: [])
  @ObservationIgnored var _selectedTab = 0
  @ObservationIgnored var _presentedFlow: Int?
  @ObservationIgnored var _pendingExit: PendingExit?
  @ObservationIgnored var _session = Session()
  @ObservationIgnored var storedPlatform: Platform
  @ObservationIgnored var storedWidth = Width.compact
  /// What the app keeps for the package's explorer alone (`AppCoordinator+Walker.swift`).
  @ObservationIgnored @exclusivity(unchecked) var walk: AppWalk

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
  /// The places in ``boxes`` of the flows whose screens hold objects of their own
  /// (``/LinkRouting/ScreenModels``), asked for them before every move the explorer takes: most
  /// apps have none.
  @ObservationIgnored let modelHolders: [Int]
  /// The flows a link need not ask again whether they hold input or present anything.
  @ObservationIgnored let settled: SettledFlows
  /// The place in ``flows`` of the flow each link host belongs to, as its link forms declare.
  let hostOwners: [String: Int]
  package let auth = AuthCoordinator()
  /// The onboarding flow, which the app shows as its root on a first launch, before main.
  public let onboarding = OnboardingCoordinator()
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
    // The list is a constant, so it is checked once, at the first launch, not at every app
    // made: the check cost a third of making one, and the fuzz harnesses make one an input.
    guard Self.productFlowsAssemble else {
      preconditionFailure("The product's flows do not assemble")
    }
    self.init(checked: Self.productFlows, hostOwners: Self.productHostOwners, platform: platform)
  }

  /// ``hostOwners`` of ``productFlows``: worked out once, as their check is; hashing every
  /// host into a new table was about a seventh of making an app in the fuzz build.
  private static let productHostOwners = hostOwners(of: productFlows)

  /// Whether ``productFlows`` assemble: checked once, and stopping the program, in every build,
  /// with the ``AssemblyError`` when they do not, as ``init(assembling:platform:)`` does.
  private static let productFlowsAssemble: Bool = {
    do {
      try checkAssembly(productFlows)
    } catch {
      preconditionFailure("The product's flows do not assemble: \(error)")
    }
    return true
  }()

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
    try Self.checkAssembly(flows)
    self.init(checked: flows, platform: platform)
  }

  /// Throws the ``AssemblyError`` of `flows` when they do not assemble: none is a tab, or two
  /// share an id or claim the same link host.
  private static func checkAssembly(_ flows: [FlowRegistration]) throws(AssemblyError) {
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
  }

  /// Creates an app from flows already checked to assemble.
  package convenience init(checked flows: [FlowRegistration], platform: Platform = .iOS) {
    self.init(checked: flows, hostOwners: Self.hostOwners(of: flows), platform: platform)
  }

  /// The place in `flows` of the flow each link host belongs to: the first flow to claim it.
  private static func hostOwners(of flows: [FlowRegistration]) -> [String: Int] {
    var owners: [String: Int] = [:]
    for (index, flow) in flows.enumerated() {
      for host in flow.hosts where owners[host] == nil { owners[host] = index }
    }
    return owners
  }

  /// Creates an app from flows already checked to assemble, whose hosts' owners are
  /// `hostOwners` (``hostOwners(of:)``).
  private init(
    checked flows: [FlowRegistration], hostOwners: [String: Int], platform: Platform
  ) {
    self.flows = flows
    storedPlatform = platform
    tabs = flows.indices.filter { flows[$0].kind == .tab }
    tabBarItems = tabs.map { flows[$0].tabElement }
    sidebarItems = tabs.map { flows[$0].sidebarElement }
    _selectedTab = tabs.first ?? 0
    let boxes = flows.map { $0.makeBox() }
    self.boxes = boxes
    modelHolders = boxes.indices.filter { boxes[$0].holdsModels }
    settled = SettledFlows()
    walk = AppWalk(counting: boxes)
    self.hostOwners = hostOwners
    for (index, box) in boxes.enumerated() {
      box.wire(
        gate: { [unowned self] in admit(index, $0) },
        request: { [unowned self] in handle($0, from: index) })
    }
    auth.output = { [unowned self] in handle($0) }
    onboarding.output = { [unowned self] in handle($0) }
    walk.flowReads.app = self
  }

  /// The coordinator of the registered flow `Flow`, for the view that shows it.
  ///
  /// - Returns: `nil` when the app was not assembled with `Flow`.
  public func flow<Flow: AppFlow>(_: Flow.Type) -> Flow? {
    for (place, box) in boxes.enumerated() {
      if let box = box as? FlowBox<Flow> {
        // Whoever holds the coordinator may write it.
        walk.flowReads.noteWrite(place)
        return box.flow
      }
    }
    return nil
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
  ///
  /// The gate is decided before: a destination that needs sign-in comes here signed in only
  /// (``apply(_:)``, or sign-in ending with it parked), and the app is not asked again.
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
    // The link's own stack, whatever the flow's state: as every flow is on a link
    // (`FlowReads`).
    walk.flowReads.alike += 1
    boxes[destination.flow].show(destination.stack)
    walk.flowReads.alike -= 1
  }

  /// The platform and the width together.
  package var device: Device { Device(platform: platform, width: width) }

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
    // Reset whatever its state, as every flow is on a link (`FlowReads`).
    walk.flowReads.alike += 1
    boxes[presented].dismissAll()
    boxes[presented].popToRoot()
    walk.flowReads.alike -= 1
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
    // Every flow alike, each closed whatever its state (`FlowReads`).
    walk.flowReads.alike += 1
    dismissEveryFlowsPresentations()
    walk.flowReads.alike -= 1
    if !auth.state.presented.holdsNothing { auth.dismissAll() }
  }
}

extension AppCoordinator {
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
