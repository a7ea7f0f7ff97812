import AppCoordinator
import AppExplorer
import LinkRouting

/// Runs `navlab-shell explore` and prints what it found; returns the exit status.
@MainActor
func runExplore(_ options: ExploreOptions, renderer: Renderer) -> Int32 {
  let flows = AppCoordinator().flows.map(\.id)
  if let flow = options.flowID, !flows.contains(flow) {
    let error = UsageError.unknownFlow(flow, suggestion: flows.closest(to: flow), flows: flows)
    printError(renderer.error("\(error)"))
    return 2
  }
  let progress = ProgressLine("exploring")
  let report = Explorer.explore(
    depth: options.depth, signedIn: options.signedIn, exhaustive: options.whole,
    flow: options.flowID, firstLaunch: options.firstLaunch, maxStates: options.budget,
    devices: options.devices, progress: progress.callback)
  progress.finish()
  let launch =
    (options.firstLaunch ? "first launch, " : "")
    + (options.signedIn ? "signed in as reader" : "guest")
    + (options.flowID.map { ", flow '\($0)' only" } ?? "")
    + (options.whole ? ", whole" : "")
  let seconds =
    Double(report.duration.components.seconds) + Double(report.duration.components.attoseconds)
    * 1e-18
  printLine(
    "explored from a fresh launch (\(launch)) to depth \(options.depth): \(report.states) states, "
      + "\(report.transitions) transitions, depth reached \(report.depthReached), "
      + "\(String(format: "%.2f", seconds)) s, \(Int(report.statesPerSecond)) states/s")
  printLine(
    "by device: "
      + report.variants.map { "\($0.device) \($0.states) states" }.joined(separator: ", "))
  if !report.groups.isEmpty {
    printLine(
      "flows walked by groups: "
        + report.groups.map { $0.joined(separator: " + ") }.joined(separator: ", "))
    printLine(
      "states by group: "
        + zip(report.groups, report.groupStates).map {
          "\($0.joined(separator: " + ")) \(grouped($1))"
        }.joined(separator: ", "))
  }
  if report.violation == nil, let budget = report.stoppedAtBudget {
    printError(renderer.error(budgetMessage(budget, depth: options.depth)))
    return 1
  }
  guard let violation = report.violation else {
    printLine(
      "every rule holds: "
        + rulesChecked(firstLaunch: options.firstLaunch, signedIn: options.signedIn)
        .joined(separator: ", "))
    return 0
  }
  let device = violation.device
  let replay =
    "navlab-shell" + (options.firstLaunch ? " --first-launch" : "")
    + (device.platform == .iOS ? "" : " --platform \(device.platform.rawValue)")
    + (device.width == .compact ? "" : " --width \(device.width.rawValue)") + " -f"
  printLine("shortest script that breaks it (save it and replay it with \(replay)):")
  violation.replay.forEach(printLine)
  printError(renderer.error("rule '\(violation.rule)' is broken: \(violation.detail)"))
  return 1
}

/// The rules a walk checks, as its last line names them when every one holds.
///
/// `onboarding` is checked from a first launch, `reachability` signed in. A refused move that
/// changed something is reported as `rejection`, which the line leaves out.
func rulesChecked(firstLaunch: Bool, signedIn: Bool) -> [String] {
  [
    "gate", "coherence", "restoration", "links", "isolation", "landing", "resume", "controls",
    "presentation",
    "alerts",
    "identifiers", "dismissal", "drafts", "requests", "platforms", "resize", "exits", "teardown",
    "focus",
  ] + (firstLaunch ? ["onboarding"] : []) + (signedIn ? ["reachability"] : []) + ["declarations"]
}

/// What a walk that stopped at its state budget says: it has not checked everything.
func budgetMessage(_ budget: Int, depth: Int) -> String {
  "the walk stopped at its budget of \(grouped(budget)) states before depth \(depth), so not every "
    + "state was checked; raise the budget with '--max-states N' or lower '--depth'"
}

/// `number` with its digits in groups of three, such as 4,000,000: grouped by hand, so that a
/// line reads the same whatever the locale.
func grouped(_ number: Int) -> String {
  var digits = String(number)
  var text = ""
  while digits.count > 3 {
    text = "," + digits.suffix(3) + text
    digits.removeLast(3)
  }
  return digits + text
}
