import AppCoordinator
import LinkRouting

extension Walk {
  /// Reports the focus or teardown rule broken by `action` from state `index`; returns `false`.
  mutating func failLate(
    _ late: (rule: String, detail: String, device: Int), at index: Int, then action: ExplorerAction
  ) -> Bool {
    fail(late.rule, late.detail, at: index, then: action, on: late.device)
    return false
  }

  mutating func fail(
    _ rule: String, _ detail: String, at index: Int?, then action: ExplorerAction?, on device: Int
  ) {
    fail(rule, detail, after: steps(to: index, then: action, on: device), on: device)
  }

  /// Reports `rule` broken on `device`, after its sign-in prefix, when there is one, then
  /// `steps`.
  mutating func fail(
    _ rule: String, _ detail: String, after steps: [ExplorerAction], on device: Int
  ) {
    report.violation = .init(
      rule: rule, detail: detail, script: (prefixes[device] + steps).map(\.scriptLine),
      replay: replay(steps, breaking: rule, on: device), device: devices[device])
  }

  /// The shortest script that reaches state `index` from launch on `device`, then performs
  /// `action`.
  func script(to index: Int?, then action: ExplorerAction?, on device: Int) -> [String] {
    (prefixes[device] + steps(to: index, then: action, on: device)).map(\.scriptLine)
  }

  /// The actions after the sign-in prefix that reach state `index` on `device`, then `action`:
  /// at each state, the path by which `device` arrived there.
  func steps(
    to index: Int?, then action: ExplorerAction?, on device: Int
  ) -> [ExplorerAction] {
    var steps: [ExplorerAction] = action.map { [$0] } ?? []
    var current = index
    while let node = current.map({ nodes[$0] }) {
      if let arrival = node.arrivals.first(where: { $0.devices.contains(device) }) {
        steps.insert(arrival.action, at: 0)
        current = arrival.parent
        continue
      }
      if let step = node.action { steps.insert(step, at: 0) }
      current = node.parent
    }
    return steps
  }

  /// The script that shows `rule` broken on `device`, as `navlab-shell -f` replays it: the
  /// sign-in step named as such, each move followed by an `expect` of the screen it reached,
  /// then `check`, which names the rule; a rule of the whole walk is said to be one instead, and
  /// `requests`, which `check` does not run, is said to be read as the last move ends.
  func replay(
    _ steps: [ExplorerAction], breaking rule: String, on device: Int
  ) -> [String] {
    let replayed = fresh.app(on: devices[device])
    if firstLaunch { replayed.beginFirstLaunch() }
    replayed.finishLaunch()
    var lines: [String] = []
    if firstLaunch {
      lines.append(
        "# a first launch, onboarding first: replay with 'navlab-shell --first-launch -f'")
    }
    func run(_ actions: [ExplorerAction]) {
      for action in actions {
        let accepted = action.perform(on: replayed)
        lines.append(action.scriptLine)
        if accepted { lines.append("expect \(replayed.visible.screen.id)") }
      }
    }
    let prefix = prefixes[device]
    if !prefix.isEmpty {
      lines.append(
        "# sign in as \(Explorer.readerAccount), as the signed-in walk starts: open a link that")
      lines.append("# needs sign-in, sign in on login, then show every tab at its root")
      run(prefix)
      if !steps.isEmpty { lines.append("# then") }
    }
    run(steps)
    if StandingCheck<App>.rules.contains(rule) {
      if rule == "rejection" {
        lines.append("# the last line is refused and fails the script: replay with --keep-going")
      }
      lines.append("check")
    } else if rule == "requests" {
      lines.append(
        "# 'requests' is read as each action ends, which 'check' does not run: the last move "
          + "above made a flow ask for the link the explorer names")
    } else {
      lines.append(
        "# '\(rule)' is a rule of the whole walk, which no one state shows: \(Self.lookAt(rule))")
    }
    return lines
  }

  /// Where to look when a rule of the whole walk is broken.
  static func lookAt(_ rule: String) -> String {
    switch rule {
    case "reachability":
      "run 'navlab-shell graph' and look for the screen it names"
    case "declarations":
      "the link above is the flow's declared example; compare what it shows with what it declares"
    default:
      "run 'navlab-shell explore' to see it again"
    }
  }
}
