import AppCoordinator
import LinkRouting

extension Explorer {
  /// Walks each group of flows that holds a flow of `walked`, every device in one walk: each
  /// flow alone until a computation couples it to another, or reads which way out the discard
  /// alert holds; then the walks start again, so that the counts are those of the last
  /// partition (ARCHITECTURE.md, "Flows walked by groups").
  @MainActor
  static func byGroups(
    _ app: some Explorable, walked: [Int], depth: Int, signedIn: Bool, firstLaunch: Bool,
    maxStates: Int, devices: [Device], progress: Progress?
  ) -> ExplorationReport {
    var report = ExplorationReport()
    var groups = FlowGroups(count: app.flows.count)
    var first = true
    // The flows whose group's walk read which way out the alert holds.
    var exactAsking: [Int: WaitingExits] = [:]
    // The environment's scripts, shared by the walks (ARCHITECTURE.md, "Flows walked by groups").
    var environments: [Session: [[Environment.Script]]] = [:]
    // The walks that ended, by their group and what they told apart over the alert: a walk
    // again of the same group after another's stop would walk the same states.
    var ended: [EndedWalk: ExplorationReport] = [:]
    while true {
      report = ExplorationReport()
      let stop = walkByGroups(
        app, groups: groups, walked: walked, depth: depth, signedIn: signedIn,
        firstLaunch: firstLaunch, maxStates: maxStates, devices: devices, progress: progress,
        exactAsking: exactAsking, environments: &environments, ended: &ended, first: &first,
        into: &report)
      switch stop {
      case nil: break
      case .coupled(let group, let reached):
        groups.couple(group, with: reached)
        continue
      case .readWaitingExit(let group, let needed):
        for flow in group { exactAsking[flow] = needed }
        continue
      }
      break
    }
    report.groups = groups.groups.filter { group in walked.contains { group.contains($0) } }
      .map { $0.map { app.flows[$0].id } }
    return report
  }

  /// Walks each group of `groups` that holds a flow of `walked`, every device in one walk, into
  /// `report`; returns the group whose walk a computation coupled to other flows, and those
  /// flows, or `nil` once every walk ended.
  ///
  /// `environments` holds the environment's scripts found so far, by session: each walk takes
  /// them and adds those it finds. The walks' scratch apps share what each saved document
  /// restores to (``RestoredDocuments``).
  ///
  /// `ended` holds the report of each walk that ended, neither stopped nor broken, by its group
  /// and what it told apart over the alert: a group whose walk ended is not walked again when
  /// another group's walk stops and the walks start over (ARCHITECTURE.md, "Flows walked by
  /// groups"), unless the states of the walks before it now leave its own past the budget.
  @MainActor
  private static func walkByGroups<App: Explorable>(
    _ app: App, groups: FlowGroups, walked: [Int], depth: Int, signedIn: Bool,
    firstLaunch: Bool, maxStates: Int, devices: [Device], progress: Progress?,
    exactAsking: [Int: WaitingExits], environments: inout [Session: [[Environment.Script]]],
    ended: inout [EndedWalk: ExplorationReport], first: inout Bool,
    into report: inout ExplorationReport
  ) -> GroupWalkStop? {
    let walkedGroups = groups.groups.filter { group in walked.contains { group.contains($0) } }
    report.variants = devices.map { .init(device: $0, states: 0, transitions: 0) }
    let documents = RestoredDocuments()
    for group in walkedGroups {
      let told = group.compactMap { exactAsking[$0] }.max() ?? .leftOut
      let done = EndedWalk(group: group, exactAsking: told)
      if let known = ended[done], report.states + known.states <= maxStates {
        report.add(known, devices: known.variants)
        continue
      }
      let launched = first ? app : app.fresh()
      first = false
      if let device = devices.first { launched.device = device }
      if firstLaunch { launched.beginFirstLaunch() }
      var walk = Walk(
        app: launched, signedIn: signedIn,
        scope: group.count == 1 ? .flow(group[0]) : .group(group), devices: devices)
      walk.progress = progress
      walk.statesBefore = report.states
      walk.budget = maxStates
      walk.exactAsking = told
      walk.environments = environments
      walk.fresh.restoredDocuments = documents
      walk.run(depth: depth)
      environments = walk.environments
      if walk.coupled != 0 { return .coupled(group, walk.coupled) }
      if walk.readWaitingExit != .leftOut {
        return .readWaitingExit(group, walk.readWaitingExit)
      }
      report.add(walk.report, devices: walk.variants)
      guard report.violation == nil, report.stoppedAtBudget == nil else { return nil }
      var kept = walk.report
      kept.variants = walk.variants
      ended[done] = kept
    }
    return nil
  }
}

/// A walk of a group that ended: the group, and which ways out of the discard alert it told
/// apart (``WaitingExits``).
///
/// Nothing else a walk of a group reads differs between the passes of one `explore`: the
/// assembly, made afresh for each walk; the launch, the session, the devices and the depth; and
/// the environment's scripts, the same whichever walk found them. So a walk that ended walks
/// the same states and breaks nothing when walked again.
struct EndedWalk: Hashable {
  var group: [Int]
  var exactAsking: WaitingExits
}

/// Why a walk by groups stopped before its end, to be walked again.
enum GroupWalkStop {
  /// A computation of the walk of `group` reached the flows `reached` outside it.
  case coupled([Int], UInt64)
  /// A move of the walk of `group` read which link or sign-out the discard alert holds, which
  /// the views left out.
  case readWaitingExit([Int], WaitingExits)
}
