import FeedFlow
import LinkRouting
import ProductWalks
import SettingsFlow
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

@MainActor
@Suite("Explorer")
struct ExplorerTests {
  // A guest's walk of the product to depth 3 here, which other suites compare against too; to
  // depth 4, and signed in, where the report's discard alert is reached (`reachability`), in CI
  // (`Walks.heavy`), beside the explore step's walks to depth 8.
  @Test(arguments: Walks.heavy([(false, 3)], [(false, 4), (true, 4)]))
  func everyRuleHoldsInEveryStateReachable(signedIn: Bool, depth: Int) {
    let report = ProductWalks.report(depth: depth, signedIn: signedIn)
    #expect(report.violation == nil)
    #expect(report.depthReached == depth)
    #expect(report.states > 100)
    #expect(report.transitions > report.states)
  }

  @Test func signedInLaunchStartsSignedInWithEveryStackAtItsRoot() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    #expect(!app.session.isSignedIn)
    for action in try #require(Explorer.signIn(app.flows)) {
      #expect(action.perform(on: app.explored), "\(action.scriptLine)")
    }
    #expect(app.session.accountName == "reader")
    #expect(
      app.document
        == StateDocument(
          account: "reader", tab: "feed",
          paths: Dictionary(uniqueKeysWithValues: app.tabIDs.map { ($0, []) })))
  }

  @Test func plantedGateLeakIsCaughtWithTheShortestScriptThatReproducesIt() throws {
    let report = Explorer.explore(GateLeakingApp(), depth: 4, signedIn: false)

    let violation = try #require(report.violation)
    #expect(violation.rule == "gate")
    #expect(violation.script == ["tap row.article.1", "tap button.author"])
    let replay = GateLeakingApp()
    replay.finishLaunch()
    #expect(!replay.holdsGatedRoute)
    try replay.run(violation.script)
    #expect(!replay.session.isSignedIn)
    #expect(replay.visible.screen.id == "screen.author.101")
  }

  @Test func plantedTabCouplingIsCaughtAsAnIsolationBreak() throws {
    // TabCouplingApp as the planted faults walk it, three moves deep: its script's length, where
    // the walk four deep stopped too, on the same state and violation.
    let report = try PlantedFault.walk(named: "Feed rows reset Settings")

    let violation = try #require(report.violation)
    #expect(violation.rule == "isolation")
    let replay = TabCouplingApp()
    replay.finishLaunch()
    let prefix = violation.script.dropLast()
    try replay.run(Array(prefix))
    let settings = try #require(replay.flows.firstIndex { $0.id == "settings" })
    let settingsBefore = replay.app.settings.path
    #expect(!settingsBefore.isEmpty, "the script first leaves Settings mid-stack")
    try replay.run(Array(violation.script.suffix(1)))
    #expect(replay.app.settings.path != settingsBefore)
    #expect(replay.focusedFlowIndex != settings)
  }
}

/// A test double whose Feed pushes the author around the gate.
@MainActor
final class GateLeakingApp: ForwardingApp {
  override func tap(_ id: String) throws(NavigationError) {
    guard id == "button.author", case .article(let article)? = app.feed.state.path.last else {
      return try super.tap(id)
    }
    var leaked = app.feed.state
    leaked.path.append(.author(100 + article % 3))
    app.feed.replaceState(with: leaked, PackageAccess())
  }
}

/// A test double whose Feed rows also reset the Settings stack.
@MainActor
final class TabCouplingApp: FeedAndSettingsApp {
  override func tap(_ id: String) throws(NavigationError) {
    defer {
      if id.hasPrefix("row.") {
        var reset = app.settings.state
        reset.path = []
        app.settings.replaceState(with: reset, PackageAccess())
      }
    }
    try super.tap(id)
  }
}

/// The real app behind the `Explorable` surface, for doubles to override one intent.
@MainActor
class ForwardingApp: Explorable {
  /// The flows the app behind the double is assembled from.
  class var assembly: [FlowRegistration] { AppCoordinator.productFlows }

  /// The app behind the double, as the explorer walks it.
  let explored: ExploredApp
  var app: AppCoordinator { explored.app }

  required init() {
    let app: AppCoordinator
    do {
      app = try AppCoordinator(flows: Self.assembly)
    } catch {
      Issue.record("The double's flows must assemble: \(error)")
      app = AppCoordinator()
    }
    explored = ExploredApp(app)
  }

  func fresh() -> Self {
    let fresh = Self()
    fresh.device = device
    return fresh
  }

  var device: Device {
    get { explored.device }
    set { explored.device = newValue }
  }
  func resize(to width: Width) { app.resize(to: width) }
  var tellsObservers: Bool {
    get { explored.tellsObservers }
    set { explored.tellsObservers = newValue }
  }
  var deviceReads: DeviceReads { explored.deviceReads }
  var countsFlowReads: Bool {
    get { explored.countsFlowReads }
    set { explored.countsFlowReads = newValue }
  }
  var flowsReached: UInt64 { explored.flowsReached }
  var flowsChangedAlike: UInt64 { explored.flowsChangedAlike }
  func clearFlowReads() { explored.clearFlowReads() }
  var width: Width { explored.width }
  var uncountedDevice: Device { explored.uncountedDevice }

  var snapshot: ExploredApp.Snapshot {
    get { explored.snapshot }
    set { explored.snapshot = newValue }
  }
  var visible: VisibleScreen { app.visible }
  /// A double may decide on the bar it shows, so it compares ``visible`` as counted, unless it
  /// says otherwise.
  var visibleForComparison: VisibleScreen { visible }
  var breadcrumb: [String] { app.breadcrumb }
  var session: Session { app.session }
  var link: DeepLink? { app.link }
  var document: StateDocument { app.document }
  var isOnMain: Bool { explored.isOnMain }
  var isOnboarding: Bool { explored.isOnboarding }
  var isParkingDestination: Bool { explored.isParkingDestination }
  var parkedLandings: ParkedLandings? { explored.parkedLandings }
  var heldLanding: Landing? { explored.heldLanding }
  var flows: [FlowRegistration] { app.flows }
  var focusedFlowIndex: Int { explored.focusedFlowIndex }
  func tabStates(in snapshot: ExploredApp.Snapshot) -> [Int] { explored.tabStates(in: snapshot) }
  func view(of snapshot: ExploredApp.Snapshot, from flow: Int) -> FlowView {
    explored.view(of: snapshot, from: flow)
  }
  func linkTarget(_ link: String) -> Destination? { explored.linkTarget(link) }
  func flowIndex(of target: Destination) -> Int { explored.flowIndex(of: target) }
  func declaredLanding(of text: String) -> Landing? { explored.declaredLanding(of: text) }
  func shownStack(ofFlow flow: Int) -> (number: Int, presenting: Bool) {
    explored.shownStack(ofFlow: flow)
  }
  func savedStack(ofFlow flow: Int) -> [String] { explored.savedStack(ofFlow: flow) }
  /// A double may read a link's text beyond its target, as a fault in `open` would: the walk
  /// opens every text in every state, unless a double says otherwise.
  var opensByTargetAlone: Bool { false }
  /// Whether the double names its documents by the product's numbers, as the explored product
  /// does; by default it does not, and the restoration rule makes each document.
  var namesDocuments = false
  /// How many times the double named its document.
  private(set) var documentsNamed = 0
  var documentNumber: Int? {
    guard namesDocuments else { return nil }
    documentsNamed += 1
    return explored.documentNumber
  }
  var holdsGatedRoute: Bool { explored.holdsGatedRoute }
  var isPresenting: Bool { app.isPresenting }
  var visiblePresentations: PresentedLayers { explored.visiblePresentations }
  var showsPresentedFlow: Bool { explored.showsPresentedFlow }
  var presentedFlowHoldsInput: Bool { explored.presentedFlowHoldsInput }
  var inputHolders: UInt64 { explored.inputHolders }
  var isAskingToDiscard: Bool { explored.isAskingToDiscard }
  var pendingExitReads: Int { explored.pendingExitReads }
  func pendingExitNumber(in snapshot: ExploredApp.Snapshot) -> Int {
    explored.pendingExitNumber(in: snapshot)
  }
  func underAlert(_ snapshot: ExploredApp.Snapshot) -> ExploredApp.Snapshot {
    explored.underAlert(snapshot)
  }
  var stepsToRoot: Int { explored.stepsToRoot }
  var focusedElement: String? { explored.focusedElement }
  var focusRecord: FocusRecord {
    get { explored.focusRecord }
    set { explored.focusRecord = newValue }
  }
  var depth: Int { explored.depth }
  func openerPlace(at depth: Int) -> FocusRecord.Place { explored.openerPlace(at: depth) }
  var shownScreen: Screen { app.shownScreen }
  func focusedElement(on screen: Screen) -> String? { explored.focusedElement(on: screen) }
  var screenModels: [(name: String, object: AnyObject)] { explored.screenModels }

  func finishLaunch() { app.finishLaunch() }
  func beginFirstLaunch() { app.beginFirstLaunch() }
  func finishOnboarding() { explored.finishOnboarding() }
  func takeRefusedRequest() -> (flow: Int, link: String, rejection: LinkError?)? {
    explored.takeRefusedRequest()
  }
  func takeRequestedLink() -> String? { explored.takeRequestedLink() }
  func tap(_ id: String) throws(NavigationError) { try app.tap(id) }
  func type(_ text: String, into id: String) throws(NavigationError) {
    try app.type(text, into: id)
  }
  func back() throws(NavigationError) { try app.back() }
  func dismiss() throws(NavigationError) { try app.dismiss() }
  /// Opens `text` as the walk opens it in the product, its destination parsed once a text.
  func open(_ text: String) throws(LinkError) { try explored.open(text) }
  func dismissAllPresentations() { app.dismissAllPresentations() }
  func dismissToLinkedScreen() { explored.dismissToLinkedScreen() }
  func save(to store: some StateStore) throws { try app.save(to: store) }
  func restore(from store: some StateStore) -> RestoreReport { app.restore(from: store) }

  /// Runs script lines as the shell would, failing on any line this replay does not know.
  func run(_ script: [String]) throws {
    struct UnknownLine: Error { let line: String }
    for line in script {
      let (command, argument) = line.split(separator: " ", maxSplits: 1).map(String.init).pair
      let done: Bool
      switch command {
      case "tap": done = (try? tap(argument)) != nil
      case "back": done = (try? back()) != nil
      case "dismiss": done = (try? dismiss()) != nil
      case "open": done = (try? open(argument)) != nil
      default: throw UnknownLine(line: line)
      }
      #expect(done, "\(line)")
    }
  }
}

extension Array where Element == String {
  fileprivate var pair: (String, String) {
    (first ?? "", count > 1 ? self[1] : "")
  }
}

@MainActor
@Suite("Explorer over an app with a test tab")
struct TestTabExplorerTests {
  // The whole walk of four flows: a guest's to depth 2 here; to depth 3, and signed in to depth
  // 4, where the report's discard alert is reached (`reachability`), in CI (`Walks.heavy`).
  @Test(arguments: Walks.heavy([(false, 2)], [(false, 3), (true, 4)]))
  func everyRuleHoldsWithATabTheProductNeverShips(signedIn: Bool, depth: Int) throws {
    let report = Explorer.explore(
      try appWithInbox(), depth: depth, signedIn: signedIn, exhaustive: true)
    #expect(report.violation == nil, "\(String(describing: report.violation))")
    let product = ProductWalks.report(depth: depth, signedIn: signedIn)
    #expect(report.states > product.states)
  }

  @Test func flowThatDropsItsGateIsCaughtByItsLinkThatDoesNotLand() throws {
    // A flow whose gate is never wired refuses every gated stack, so its link to a message
    // leaves it on its root: `landing` names the link before `reachability`, the rule of the
    // whole walk, would name the message it never showed. The inbox's walk, with the app
    // around it, reaches it in a fraction of a second, the whole walk of four flows in most of
    // a minute.
    let report = Explorer.explore(
      try appWithInbox(UngatedInbox.self), depth: 4, signedIn: true, flow: "inbox")
    let violation = try #require(report.violation)
    #expect(violation.rule == "landing")
    #expect(violation.detail.contains("'open navlab://message/1' showed inbox, where inbox"))
    let correct = Explorer.explore(try appWithInbox(), depth: 4, signedIn: true, flow: "inbox")
    #expect(correct.violation == nil, "\(String(describing: correct.violation))")
  }

  @Test func linkFormAFlowDeclaresButNeverRoutesIsCaught() throws {
    let report = Explorer.explore(
      try appWithInbox(UnroutedFormInbox.self), depth: 2, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "declarations")
    #expect(violation.detail.contains("navlab://inbox/unread"))
    #expect(violation.script.last == "open navlab://inbox/unread")
  }

  @Test func aRequestTypoIsCaughtNamingTheFlowAndTheLink() throws {
    let typo = try AppCoordinator(
      flows: AppCoordinator.productFlows + [
        .tab(InboxCoordinator<TypoInbox>.self), .presented(ThreadCoordinator.self),
      ])
    let report = Explorer.explore(typo, depth: 3, signedIn: true, flow: "inbox")
    let violation = try #require(report.violation)
    #expect(violation.rule == "requests")
    #expect(violation.detail.hasPrefix("flow 'inbox' asked for navlab://thred/"))
    #expect(violation.detail.contains("navlab://thread/N"))
    #expect(violation.script.last == "tap button.thread")
    // The shell's `check` does not run `requests`: the replay says where to look instead, and
    // does not call it a rule of the whole walk.
    let last = try #require(violation.replay.last)
    #expect(last.hasPrefix("# 'requests' is read as each action ends"), "\(last)")
    let correct = Explorer.explore(try appWithThread(), depth: 3, signedIn: true, flow: "inbox")
    #expect(correct.violation == nil, "\(String(describing: correct.violation))")
  }

  @Test func aRequestTheTargetRejectsIsCaughtNamingTheFlowTheLinkAndWhy() throws {
    let offByOne = try AppCoordinator(
      flows: AppCoordinator.productFlows + [
        .tab(InboxCoordinator<OffByOneInbox>.self), .presented(ThreadCoordinator.self),
      ])
    let report = Explorer.explore(offByOne, depth: 4, signedIn: true, flow: "inbox")
    let violation = try #require(report.violation)
    #expect(violation.rule == "requests")
    #expect(
      violation.detail.hasPrefix(
        "flow 'inbox' asked for navlab://thread/6, which the app rejects (no thread has id 6"))
    #expect(violation.script.suffix(2) == ["open navlab://message/5", "tap button.thread"])
    let correct = Explorer.explore(try appWithThread(), depth: 4, signedIn: true, flow: "inbox")
    #expect(correct.violation == nil, "\(String(describing: correct.violation))")
  }

  @Test func signedInLaunchSignsInThroughTheFirstGatedLinkAnyFlowDeclares() throws {
    let app = try appWithInbox()
    let actions = try #require(Explorer.signIn(app.flows))
    #expect(actions.first == .open("navlab://article/3/author"))
    let inboxFirst = try AppCoordinator(flows: [.tab(InboxCoordinator<CorrectInbox>.self)])
    #expect(Explorer.signIn(inboxFirst.flows)?.first == .open("navlab://message/2"))
    let noGate = try AppCoordinator(flows: [.tab(SettingsCoordinator.self)])
    #expect(Explorer.signIn(noGate.flows) == nil)
  }
}
