import AppCoordinator

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
    depth: options.depth, signedIn: options.signedIn, exhaustive: options.exhaustive,
    flow: options.flowID, progress: progress.callback)
  progress.finish()
  let launch =
    (options.signedIn ? "signed in as reader" : "guest")
    + (options.flowID.map { ", flow '\($0)' only" } ?? "")
    + (options.exhaustive ? ", exhaustive" : "")
  let seconds =
    Double(report.duration.components.seconds) + Double(report.duration.components.attoseconds)
    * 1e-18
  printLine(
    "explored from a fresh launch (\(launch)) to depth \(options.depth): \(report.states) states, "
      + "\(report.transitions) transitions, depth reached \(report.depthReached), "
      + "\(String(format: "%.2f", seconds)) s, \(Int(report.statesPerSecond)) states/s")
  guard let violation = report.violation else {
    let reachability = options.signedIn ? ", reachability" : ""
    printLine(
      "every rule holds: gate, coherence, restoration, links, isolation, presentation"
        + reachability + ", declarations")
    return 0
  }
  printLine("shortest script that breaks it (run it with navlab-shell -f):")
  violation.script.forEach(printLine)
  printError(renderer.error("rule '\(violation.rule)' is broken: \(violation.detail)"))
  return 1
}
