import AppCoordinator
import AppExplorer
import LinkRouting

/// Runs `navlab-shell graph`: explores, then prints the map as DOT or Mermaid; returns the exit
/// status.
@MainActor
func runGraph(_ options: GraphOptions) -> Int32 {
  let flows = AppCoordinator().flows.map(\.id)
  if let flow = options.flowID, !flows.contains(flow) {
    let error = UsageError.unknownFlow(flow, suggestion: flows.closest(to: flow), flows: flows)
    printError(Renderer().error("\(error)"))
    return 2
  }
  guard
    let map = exploredMap(
      depth: options.depth, firstLaunch: options.firstLaunch, maxStates: options.maxStates,
      device: options.device)
  else {
    return 1
  }
  printLine(drawing(of: map, options))
  return 0
}

/// The product's map to `depth` on `device`, with a fresh install's walk too when
/// `firstLaunch`, with progress on a terminal; `nil`, having said so on standard error, when the
/// walks reached `maxStates` before their depth.
@MainActor
func exploredMap(
  depth: Int, firstLaunch: Bool = false, maxStates: Int, device: Device = .iPhone
) -> NavigationMap? {
  exploredMaps(depth: depth, firstLaunch: firstLaunch, maxStates: maxStates, devices: [device])?
    .first
}

/// The product's maps to `depth` on each of `devices`, in one walk for every device, with a
/// fresh install's walk too when `firstLaunch`, with progress on a terminal; `nil`, having said
/// so on standard error, when the walks reached `maxStates` before their depth.
@MainActor
func exploredMaps(
  depth: Int, firstLaunch: Bool = false, maxStates: Int, devices: [Device]
) -> [NavigationMap]? {
  let progress = ProgressLine("exploring")
  let maps = Explorer.maps(
    depth: depth, firstLaunch: firstLaunch, maxStates: maxStates, devices: devices,
    progress: progress.callback)
  progress.finish()
  guard let budget = maps.first?.stoppedAtBudget else { return maps }
  printError(Renderer().error(budgetMessage(budget, depth: depth)))
  return nil
}

/// `map` drawn in the format `options` ask for, kept to their flow if they name one.
func drawing(of map: NavigationMap, _ options: GraphOptions) -> String {
  let drawing = MapDrawing(map, flow: options.flowID, firstLaunch: options.firstLaunch)
  return options.format == .dot ? drawing.dot : drawing.mermaid
}
