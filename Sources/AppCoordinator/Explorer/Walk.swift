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
  private let prefix: [ExplorerAction]
  private let links: [String]
  private let fresh: FreshApp<App>
  private var nodes: [Node] = []
  private var seen: [App.Snapshot: Int] = [:]
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

  init(app: App, signedIn: Bool) {
    self.app = app
    self.signedIn = signedIn
    prefix = signedIn ? Explorer.signIn(app.flows) ?? [] : []
    links = LinkCorpus.links(for: app.flows)
    fresh = FreshApp(like: app)
  }

  mutating func run(depth: Int) {
    walk(depth: depth)
    guard report.violation == nil else { return }
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
    if let (detail, link) = Rules.declarations(app) {
      report.violation = .init(
        rule: "declarations", detail: detail,
        script: (prefix + (link.map { [ExplorerAction.open($0)] } ?? [])).map(\.scriptLine))
    }
  }

  /// The first screen kind a flow declares that the walk never showed.
  private func unreached() -> (flow: String, kind: String)? {
    for flow in app.flows {
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
      for index in frontier {
        guard expand(index, into: &next) else { return }
      }
      guard !next.isEmpty else { break }
      report.depthReached = level
      frontier = next
    }
  }

  /// Applies every action to state `index`; returns `false` once a rule is broken.
  private mutating func expand(_ index: Int, into next: inout [Int]) -> Bool {
    let start = nodes[index].snapshot
    app.snapshot = start
    let wasOnMain = app.isOnMain
    let wasSignedIn = app.session.isSignedIn
    let states = app.tabStates(in: start)
    let focused = app.focusedFlowIndex
    for action in actions(in: app.visible) {
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
      if accepted, wasOnMain, case .tap = action, !(wasSignedIn && !app.session.isSignedIn) {
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
      if let known = seen[end] {
        if let recorder, known != index {
          recorder.moved(from: index, action, to: known) { script(to: index, then: action) }
        }
        continue
      }
      guard add(end, parent: index, action: action) else { return false }
      recorder?.moved(from: index, action, to: nodes.count - 1) {
        script(to: index, then: action)
      }
      next.append(nodes.count - 1)
    }
    return true
  }

  private func actions(in visible: VisibleScreen) -> [ExplorerAction] {
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
    return actions + links.map(ExplorerAction.open)
  }

  /// Records a new state and checks the rules in it; returns `false` when one is broken.
  private mutating func add(_ snapshot: App.Snapshot, parent: Int?, action: ExplorerAction?) -> Bool
  {
    seen[snapshot] = nodes.count
    nodes.append(Node(snapshot: snapshot, parent: parent, action: action))
    report.states += 1
    screenKinds.insert(ScreenKind.of(app.visible.screen.id))
    if let recorder {
      recorder.reached(app) { script(to: nodes.count - 1, then: nil) }
    }
    if let progress, report.states & 1023 == 0 { progress(level, report.states) }
    let broken = Rules.firstBroken(in: app, fresh: fresh)
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
