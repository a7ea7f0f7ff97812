import AuthFlow
import LinkRouting

/// One breadth-first walk: the states found, how each was reached, and what it broke.
@MainActor
struct Walk<App: Explorable> {
  private struct Node {
    var snapshot: App.Snapshot
    var parent: Int?
    var action: ExplorerAction?
  }

  private let app: App
  private let signedIn: Bool
  private let exhaustive: Bool
  /// The place of the only flow walked, or `nil` for every flow.
  private let only: Int?
  /// Whether the walk starts with other tabs away from their roots; `false` when none can be.
  let startsMidStack: Bool
  /// Whether the rules of each state are checked, and what flows declare after the walk: not in
  /// the walk started mid-stack, which reaches the same views as the first and is there for what
  /// transitions do to tabs out of sight.
  private let checksStates: Bool
  private let prefix: [ExplorerAction]
  /// The links opened in every state.
  private let links: [String]
  /// The place of the flow each of ``links`` opens, in a focused walk.
  private let linkFlows: [Int]
  /// Every link context met so far, numbered.
  private var linkContexts = Numbering<App.Snapshot>()
  /// The state each link led to from each context it was opened in, in a focused walk.
  private var linkSteps: [LinkStep: Int] = [:]
  /// Links the app rejects whatever its state, opened in every state: one the parser rejects and
  /// one a flow's grammar rejects, so that a write before the rejection shows anywhere.
  private let rejectedEverywhere: [String]
  /// The other links the app rejects whatever its state, opened only in the walk's first state.
  private let rejectedLinks: [String]
  private let fresh: FreshApp<App>
  private var nodes: [Node] = []
  /// Each state found, by its key: the whole snapshot in an exhaustive walk, else the part of
  /// it in sight (``Explorable/focusedView(of:)``).
  private var seen: [App.Snapshot: Int] = [:]
  /// The focused view of every state found.
  var views: Set<App.Snapshot> { Set(seen.keys.map(app.focusedView(of:))) }
  /// The kind of every screen shown so far, ids written as `N`: `screen.article.N`.
  private var screenKinds: Set<String> = []
  var report = ExplorationReport()
  /// Told of every state added and every move between states, when set; `nil`, as `explore`
  /// leaves it, costs the walk one comparison per action.
  var recorder: MapRecorder?
  /// Told the depth being walked and the states found so far, every 1,024 states, when set.
  var progress: (@MainActor (_ depth: Int, _ states: Int) -> Void)?
  /// The depth being walked.
  private var level = 0

  /// A walk of `app` from a fresh launch.
  ///
  /// - Parameters:
  ///   - app: The app, on its splash screen.
  ///   - signedIn: Whether the walk starts signed in as `reader`.
  ///   - exhaustive: Whether states that differ only in a tab out of sight count as different,
  ///     and every link is opened in every state; otherwise the walk is focused (ARCHITECTURE.md).
  ///   - midStack: Whether the walk starts with every tab away from its root, at the screen its
  ///     flow's last example link shows, so that a write to a tab out of sight shows.
  ///   - flow: The place in `app.flows` of the only flow to walk: the walk starts on it, opens
  ///     only its links and goes on only from states that show it; `nil` walks every flow.
  init(
    app: App, signedIn: Bool, exhaustive: Bool = true, midStack: Bool = false, flow: Int? = nil
  ) {
    self.app = app
    self.signedIn = signedIn
    self.exhaustive = exhaustive
    only = flow
    let flows = app.flows
    let tabs = flows.indices.filter { flows[$0].kind == .tab }
    let focus = flow.flatMap { tabs.contains($0) ? $0 : nil } ?? tabs.first
    let signIn = signedIn ? Explorer.signIn(flows) ?? [] : []
    var away: [ExplorerAction] = []
    var select: [ExplorerAction] = []
    if let focus {
      away = midStack ? Explorer.leaveMidStack(flows, signedIn: signedIn, focus: focus) : []
      if away.isEmpty, focus != tabs.first { select = [.tap(flows[focus].tabElement.id)] }
    }
    startsMidStack = !away.isEmpty
    checksStates = !midStack
    prefix = signIn + away + select
    let corpus = LinkCorpus.links(for: flow.map { [flows[$0]] } ?? flows)
    if exhaustive {
      links = corpus
      linkFlows = []
      rejectedEverywhere = []
      rejectedLinks = []
    } else {
      // A link's text decides its destination, and only its destination reaches the app's
      // state, so one text per destination is opened in each state (ARCHITECTURE.md).
      var destinations: Set<App.LinkTarget> = []
      var links: [String] = []
      var targets: [Int] = []
      for link in corpus {
        // A text in capitals or with a query or fragment is opened too: `open` reads the text
        // before its destination, and a fault there would show only for such a text.
        let plain = link == link.lowercased() && !link.contains("?") && !link.contains("#")
        guard let target = app.linkTarget(link), destinations.insert(target).inserted || !plain
        else { continue }
        links.append(link)
        targets.append(app.flowIndex(of: target))
      }
      self.links = links
      linkFlows = targets
      let rejected = corpus.filter { app.linkTarget($0) == nil }
      // One link the parser rejects and one a flow's grammar rejects: both paths run before
      // `open` reads or writes any state, which these two check in every state.
      let everywhere = Set(
        [
          rejected.first { LinkCorpus.malformed.contains($0) },
          rejected.first { !LinkCorpus.malformed.contains($0) },
        ].compactMap { $0 })
      rejectedEverywhere = rejected.filter { everywhere.contains($0) }
      rejectedLinks = rejected.filter { !everywhere.contains($0) }
    }
    fresh = FreshApp(like: app)
  }

  /// Walks to `depth`; then, unless the walk started mid-stack, checks what each flow declares.
  mutating func run(depth: Int) {
    walk(depth: depth)
    guard report.violation == nil, checksStates else { return }
    if signedIn, let (flow, kind) = unreached() {
      report.violation = .init(
        rule: "reachability",
        detail:
          "no action reaches \(kind) of flow '\(flow)' within depth \(depth) from a signed-in "
          + "launch; check that '\(flow)' wires its gate and that a tap or link leads there",
        script: prefix.map(\.scriptLine))
      return
    }
    guard !nodes.isEmpty else { return }
    app.snapshot = nodes[0].snapshot
    if let (detail, link) = Rules.declarations(app, of: only.map { [app.flows[$0]] } ?? app.flows) {
      report.violation = .init(
        rule: "declarations", detail: detail,
        script: (prefix + (link.map { [ExplorerAction.open($0)] } ?? [])).map(\.scriptLine))
    }
  }

  /// The first screen kind a flow declares that the walk never showed.
  private func unreached() -> (flow: String, kind: String)? {
    for flow in only.map({ [app.flows[$0]] }) ?? app.flows {
      if let kind = flow.screenKinds.first(where: { !screenKinds.contains($0) }) {
        return (flow.id, kind)
      }
    }
    return nil
  }

  private mutating func walk(depth: Int) {
    let launchScreen = recorder == nil ? nil : app.visible.screen.id
    app.finishLaunch()
    guard !signedIn || !prefix.isEmpty else {
      return fail(
        "launch", "no flow declares a link that needs sign-in, so nothing signs in", at: nil,
        then: nil)
    }
    for action in prefix where !action.perform(on: app) {
      return fail(
        "launch", "'\(action.scriptLine)' was refused while signing in", at: nil, then: action)
    }
    guard add(app.snapshot, parent: nil, action: nil) else { return }
    if let launchScreen, prefix.isEmpty { recorder?.launched(from: ScreenKind.of(launchScreen)) }
    var frontier = [0]
    for level in 1...max(1, depth) {
      self.level = level
      var next: [Int] = []
      for index in frontier where index == 0 || showsWalkedFlow(index) {
        guard expand(index, into: &next) else { return }
      }
      guard !next.isEmpty else { break }
      report.depthReached = level
      frontier = next
    }
  }

  /// Whether state `index` shows the flow walked: always, when every flow is walked.
  private func showsWalkedFlow(_ index: Int) -> Bool {
    guard let only else { return true }
    app.snapshot = nodes[index].snapshot
    return app.flowsInSight.contains(only)
  }

  /// Applies every action to state `index`; returns `false` once a rule is broken.
  private mutating func expand(_ index: Int, into next: inout [Int]) -> Bool {
    let start = nodes[index].snapshot
    app.snapshot = start
    let wasSignedIn = app.session.isSignedIn
    let states = app.tabStates(in: start)
    let focused = app.focusedFlowIndex
    var unpresented: [Int]?
    var contexts = [Int?](repeating: nil, count: app.flows.count)
    let actions = actions(in: app.visible, first: index == 0)
    // The links come last: those in `links`, then, in the first state, the rejected ones.
    let firstLink = actions.count - (index == 0 ? links.count + rejectedLinks.count : links.count)
    for (offset, action) in actions.enumerated() {
      var step: LinkStep?
      if !exhaustive, offset >= firstLink, offset - firstLink < links.count {
        // What a link does depends on its context alone: the first time is enough.
        let link = offset - firstLink
        let flow = linkFlows[link]
        let context =
          contexts[flow]
          ?? linkContexts.number(of: app.linkContext(of: start, openingFlow: flow))
        contexts[flow] = context
        let known = LinkStep(context: context, link: link)
        if let successor = linkSteps[known] {
          if let recorder, successor != index {
            recorder.moved(from: index, action, to: successor) { script(to: index, then: action) }
          }
          continue
        }
        step = known
      }
      app.snapshot = start
      let accepted = action.perform(on: app)
      report.transitions += 1
      let end = app.snapshot
      if !accepted, end != start {
        fail(
          "rejection", "'\(action.scriptLine)' was refused but changed the state", at: index,
          then: action)
        return false
      }
      if accepted, action == .back || action == .dismiss, end == start {
        fail(
          "coherence", "'\(action.scriptLine)' was accepted but changed nothing", at: index,
          then: action)
        return false
      }
      if accepted, case .tap = action, !(wasSignedIn && !app.session.isSignedIn) {
        let changed = zip(states, app.tabStates(in: end)).enumerated().filter {
          $0.element.0 != $0.element.1
        }
        let allowed = [focused, app.focusedFlowIndex]
        if changed.contains(where: { !allowed.contains($0.offset) }) {
          fail(
            "isolation", "'\(action.scriptLine)' changed another tab's stack", at: index,
            then: action)
          return false
        }
      }
      if accepted, case .open = action {
        // A link closes every presentation and replaces its own flow's stack, nothing more.
        let before = unpresented ?? self.unpresented(start)
        unpresented = before
        app.snapshot = end
        let target = app.isOnMain ? app.focusedFlowIndex : nil
        let changed = zip(before, app.tabStates(in: end)).enumerated().filter {
          $0.offset != target && $0.element.0 != $0.element.1
        }
        if let other = changed.first {
          fail(
            "isolation",
            "'\(action.scriptLine)' changed the stack of '\(app.flows[other.offset].id)', "
              + "which the link does not open", at: index, then: action)
          return false
        }
      }
      if let known = seen[key(end)] {
        if let step { linkSteps[step] = known }
        if let recorder, known != index {
          recorder.moved(from: index, action, to: known) { script(to: index, then: action) }
        }
        continue
      }
      guard add(end, parent: index, action: action) else { return false }
      if let step { linkSteps[step] = nodes.count - 1 }
      recorder?.moved(from: index, action, to: nodes.count - 1) {
        script(to: index, then: action)
      }
      next.append(nodes.count - 1)
    }
    return true
  }

  /// A link opened in a context: the part of a state the link reads.
  private struct LinkStep: Hashable {
    /// The context's number in ``linkContexts``.
    var context: Int
    /// The link's place in ``links``.
    var link: Int
  }

  private func key(_ snapshot: App.Snapshot) -> App.Snapshot {
    exhaustive ? snapshot : app.focusedView(of: snapshot)
  }

  private func actions(in visible: VisibleScreen, first: Bool) -> [ExplorerAction] {
    var actions: [ExplorerAction] = [.back, .dismiss]
    for element in visible.screen.elements + visible.tabBar {
      switch element.kind {
      case .textField:
        actions += SignInRules.demoAccounts.map { .type($0, into: element.id) }
      case .text:
        continue
      default:
        actions.append(.tap(element.id))
      }
    }
    return actions + rejectedEverywhere.map(ExplorerAction.open)
      + (first ? links + rejectedLinks : links).map(ExplorerAction.open)
  }

  /// Each flow's state in `snapshot` once every presentation is closed.
  private func unpresented(_ snapshot: App.Snapshot) -> [Int] {
    app.snapshot = snapshot
    app.dismissAllPresentations()
    return app.tabStates(in: app.snapshot)
  }

  /// Records a new state and checks the rules in it; returns `false` when one is broken.
  private mutating func add(_ snapshot: App.Snapshot, parent: Int?, action: ExplorerAction?) -> Bool
  {
    seen[key(snapshot)] = nodes.count
    nodes.append(Node(snapshot: snapshot, parent: parent, action: action))
    report.states += 1
    screenKinds.insert(ScreenKind.of(app.visible.screen.id))
    if let recorder {
      recorder.reached(app) { script(to: nodes.count - 1, then: nil) }
    }
    if let progress, report.states & 1023 == 0 { progress(level, report.states) }
    let broken = checksStates ? Rules.firstBroken(in: app, fresh: fresh, byFlow: !exhaustive) : nil
    app.snapshot = snapshot
    if let (rule, detail) = broken {
      fail(rule, detail, at: nodes.count - 1, then: nil)
      return false
    }
    return true
  }

  private mutating func fail(
    _ rule: String, _ detail: String, at index: Int?, then action: ExplorerAction?
  ) {
    report.violation = .init(rule: rule, detail: detail, script: script(to: index, then: action))
  }

  /// The shortest script that reaches state `index` from launch, then performs `action`.
  private func script(to index: Int?, then action: ExplorerAction?) -> [String] {
    var steps: [ExplorerAction] = action.map { [$0] } ?? []
    var current = index
    while let node = current.map({ nodes[$0] }) {
      if let step = node.action { steps.insert(step, at: 0) }
      current = node.parent
    }
    return (prefix + steps).map(\.scriptLine)
  }
}
