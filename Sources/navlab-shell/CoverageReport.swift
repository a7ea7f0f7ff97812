import AppCoordinator
import AppExplorer
import Foundation
import LinkRouting

/// Runs `navlab-shell coverage`: explores the map, runs every script against it and prints what
/// they visit and a shortest script for each thing they miss; returns the exit status.
@MainActor
func runCoverage(_ options: CoverageOptions) -> Int32 {
  let scripts: [(path: String, lines: [String])]
  do {
    scripts = try readScripts(options.scripts)
  } catch {
    printError(Renderer().error("\(error)"))
    return 2
  }
  if let folder = options.scriptFolder {
    return runScriptWriting(options, folder: folder, scenarios: scripts)
  }
  let flows = AppCoordinator().flows
  var below: [String] = []
  // How many parts each device has below the floor, which leads the error line: the line is
  // shortened past the terminal's reach, and every device below must still be named.
  var belowByDevice: [String] = []
  // Each device has its own map, all drawn in one walk, and the scripts run on it as a UI test
  // suite runs on each of its destinations: a script whose header names a platform or a width
  // runs on that device only, any other on every device, each until its first failure.
  guard
    let maps = exploredMaps(
      depth: options.depth, firstLaunch: options.firstLaunch, maxStates: options.maxStates,
      devices: options.devices)
  else {
    return 1
  }
  // A script that fails on its own device (the one its header names, ios compact without one:
  // where `navlab-shell -f` runs it) where its header expects no failure fails the run: its
  // figures stop at the failure, so a pass would hide what it no longer covers. On another
  // device, where the script was not written to run, a failure is a warning.
  var failing: [String] = []
  var warned: [String] = []
  for (device, map) in zip(options.devices, maps) {
    var coverage = Coverage()
    for script in scripts {
      let failure: String?
      do {
        failure = try coverage.run(script.lines, against: map, on: device)
      } catch {
        printError(
          Renderer().error("script \(script.path.quoted) has a bad '# args:' header: \(error)"))
        return 2
      }
      guard let failure, Coverage.expectedExit(in: script.lines) == 0 else { continue }
      let ownDevice = (try? ShellOptions.parse(Coverage.headerArguments(in: script.lines)))?.device
      let line = "\(script.path.quoted) fails on \(device): \(failure)"
      if device == ownDevice {
        failing.append(line)
      } else if !warned.contains(where: { $0.hasPrefix(script.path.quoted + " ") }) {
        warned.append(line)
      }
    }
    printLine("on \(device):")
    for line in coverage.report(on: map, flows: flows) { printLine("  " + line) }
    if let minimum = options.minimum {
      let parts = coverage.parts(on: map, flows: flows).compactMap {
        $0.shortfall(below: minimum).map { "\(device) " + $0 }
      }
      if !parts.isEmpty { belowByDevice.append("\(device) \(parts.count)") }
      below += parts
    }
  }
  for warning in warned {
    printError(
      Renderer().warning(
        "script " + warning + "; its figures there stop at the failure; pin the script's "
          + "device with '# args: --platform P --width W' if it is meant for one"))
  }
  for failure in failing {
    printError(
      Renderer().error(
        "script " + failure + "; fix the script, or give its header '# exit: 1' if it must fail"))
  }
  if !failing.isEmpty { return 1 }
  if let minimum = options.minimum, !below.isEmpty {
    printError(
      Renderer().error(
        "below the floor of \(format(minimum))% (parts below it, by device: "
          + belowByDevice.joined(separator: ", ") + "): " + below.joined(separator: "; ")
          + "; add scenarios for what is listed above"))
    return 1
  }
  return 0
}

/// What scenarios visit of one part of the map: a flow's own screens and transitions, or the
/// app's own (launch and login).
struct CoveragePart: Equatable {
  /// The flow's id, or `login` for the app's own screens: splash, login and what login shows.
  var name: String
  var screens: (visited: Int, total: Int)
  var transitions: (visited: Int, total: Int)

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.name == rhs.name && lhs.screens == rhs.screens && lhs.transitions == rhs.transitions
  }

  /// Whether the part is two flows' joint part, such as `feed+comments`, which has
  /// transitions only.
  var isJoint: Bool { name.contains("+") }

  /// The part's line of the report, such as `feed: screens 4/4 (100.0%), transitions …`, or
  /// `feed+comments: transitions 6/6 (100.0%)` for a joint part.
  var line: String {
    let moves =
      "transitions \(transitions.visited)/\(transitions.total) "
      + "(\(format(percent(transitions.visited, of: transitions.total)))%)"
    guard !isJoint else { return "\(name): " + moves }
    return "\(name): screens \(screens.visited)/\(screens.total) "
      + "(\(format(percent(screens.visited, of: screens.total)))%), " + moves
  }

  /// What falls below `minimum` percent, such as `wallet transitions 60.0%`; `nil` when nothing
  /// does.
  func shortfall(below minimum: Double) -> String? {
    let shares = [
      ("screens", percent(screens.visited, of: screens.total)),
      ("transitions", percent(transitions.visited, of: transitions.total)),
    ].filter { $0.1 < minimum }
    guard !shares.isEmpty else { return nil }
    return name + " " + shares.map { "\($0.0) \(format($0.1))%" }.joined(separator: ", ")
  }
}

extension Coverage {
  /// The report: the two summary lines, a line for each flow's own part of the map, the
  /// presentation kinds the map shows with a line for each, then each screen and transition
  /// missed, with the shortest script that reaches it.
  func report(on map: NavigationMap, flows: [FlowRegistration]) -> [String] {
    let (screens, moves) = (map.places.count, map.transitions.count)
    var lines = [
      "screens \(places.count)/\(screens) (\(format(percent(places.count, of: screens)))%)",
      "transitions \(transitions.count)/\(moves) "
        + "(\(format(percent(transitions.count, of: moves)))%)",
    ]
    lines += parts(on: map, flows: flows).map { "  " + $0.line }
    lines += kindLines(on: map)
    for place in map.places where !places.contains(place.kind) {
      lines.append("not visited: screen \(place.kind); shortest script:")
      lines += map.shortestScript(toShow: place.kind).map { "  " + $0 }
    }
    for transition in map.transitions where !transitions.contains(transition) {
      let gated = map.gated.contains(transition) ? " (gated)" : ""
      lines.append(
        "not visited: \(transition.from) --\(transition.label)\(gated)--> \(transition.to); "
          + "shortest script:")
      lines += map.shortestScript(for: transition).map { "  " + $0 }
    }
    return lines
  }
}

/// What scenarios visit of the transitions that present one kind of presentation, and of those
/// that close it.
struct KindCoverage: Equatable {
  var kind: PresentationKind
  var presented: (visited: Int, total: Int)
  var closed: (visited: Int, total: Int)

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.kind == rhs.kind && lhs.presented == rhs.presented && lhs.closed == rhs.closed
  }

  /// The kind's line of the report, such as `sheet: presented 1/1, closed 2/2`.
  var line: String {
    "\(kind.rawValue): presented \(presented.visited)/\(presented.total), "
      + "closed \(closed.visited)/\(closed.total)"
  }
}

extension Coverage {
  /// What the scripts visit of each presentation kind the map shows, in the order of
  /// `PresentationKind.allCases`: the transitions that present it and those that close it.
  func kinds(on map: NavigationMap) -> [KindCoverage] {
    map.presentationKinds.map { kind in
      func count(_ semantic: NavigationMap.Semantic) -> (visited: Int, total: Int) {
        let moves = map.transitions.filter { map.semantic(of: $0) == semantic }
        return (moves.count { transitions.contains($0) }, moves.count)
      }
      return KindCoverage(kind: kind, presented: count(.present(kind)), closed: count(.close(kind)))
    }
  }

  /// The report's lines on presentation kinds: which kinds the map shows and which it never
  /// does, then a line for each kind it shows.
  func kindLines(on map: NavigationMap) -> [String] {
    let shown = map.presentationKinds
    let never = PresentationKind.allCases.filter { !shown.contains($0) }
    let names = shown.map(\.rawValue).joined(separator: ", ")
    let absent =
      never.isEmpty ? "" : "; never shown: " + never.map(\.rawValue).joined(separator: ", ")
    let all = PresentationKind.allCases.count
    return ["presentation kinds \(shown.count)/\(all): \(names)\(absent)"]
      + kinds(on: map).map { "  " + $0.line }
  }
}

extension Coverage {
  /// What the scripts visit of each part of the map: each flow's own, in the order of `flows`,
  /// then each pair of flows that moves join, then the app's own (`login`: the splash, login and
  /// what login shows).
  ///
  /// A screen is the part of the flow that declares its kind in `screenKinds`. A transition is
  /// the part of the flows at its two ends (a screen, or a link's form): a flow's own when one
  /// flow is at its ends (the other being the app's, such as login), the two flows' joint part,
  /// `feed+comments` in the order of `flows`, when two are, and the app's own when none is. So a
  /// move between a new flow and an old one, such as `dismiss` from Comments onto a new tab, is
  /// in a part that holds the new flow, wherever the assembly lists it: a new flow changes no
  /// other part's figures, and brings its own scenarios for its own and its joint parts.
  func parts(on map: NavigationMap, flows: [FlowRegistration]) -> [CoveragePart] {
    var ownerOfKind: [String: Int] = [:]
    var ownerOfForm: [String: Int] = [:]
    for (index, flow) in flows.enumerated() {
      for kind in flow.screenKinds where ownerOfKind[kind] == nil { ownerOfKind[kind] = index }
      for form in flow.linkForms where ownerOfForm[form] == nil { ownerOfForm[form] = index }
    }
    let app = flows.count
    /// The flows at the transition's ends, in the order of `flows`; empty for the app's own.
    func owners(_ transition: NavigationMap.Transition) -> [Int] {
      Set([transition.from, transition.to].compactMap { ownerOfKind[$0] ?? ownerOfForm[$0] })
        .sorted()
    }
    var moves: [[Int]: [NavigationMap.Transition]] = [:]
    for transition in map.transitions {
      moves[owners(transition), default: []].append(transition)
    }
    let joints = moves.keys.filter { $0.count > 1 }.sorted { $0.lexicographicallyPrecedes($1) }
    let keys = flows.indices.map { [$0] } + joints + [[]]
    return keys.map { key in
      let name = key.isEmpty ? "login" : key.map { flows[$0].id }.joined(separator: "+")
      let kinds =
        key.count > 1
        ? [] : map.places.map(\.kind).filter { (ownerOfKind[$0] ?? app) == key.first ?? app }
      let owned = moves[key] ?? []
      return CoveragePart(
        name: name, screens: (kinds.count { places.contains($0) }, kinds.count),
        transitions: (owned.count { transitions.contains($0) }, owned.count))
    }
  }
}

/// `part` as a percentage of `whole`; 100 when there is nothing to visit.
func percent(_ part: Int, of whole: Int) -> Double {
  whole == 0 ? 100 : Double(part) * 100 / Double(whole)
}

/// A percentage with one decimal, such as `72.5`.
private func format(_ value: Double) -> String {
  String(format: "%.1f", value)
}

/// The scripts at `paths`, or, when there are none, every `.nav` file of `Tests/Scenarios` and
/// of each test target's `Scenarios` folder (``CoverageOptions/scenarioFolders()``).
///
/// - Throws: ``UsageError/unreadableScript(_:reason:)`` for a script or folder that cannot be
///   read, or a folder with no script; ``UsageError/scriptWithoutCommands(_:)`` for a script
///   that holds nothing to run, which would pass having covered nothing.
func readScripts(_ paths: [String]) throws(UsageError) -> [(path: String, lines: [String])] {
  var chosen = paths
  if chosen.isEmpty {
    let folder = CoverageOptions.defaultFolder
    guard FileManager.default.fileExists(atPath: folder) else {
      throw .unreadableScript(
        folder + "/*.nav", reason: "no such folder here; run from the package root or name scripts")
    }
    for folder in CoverageOptions.scenarioFolders() {
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        throw .unreadableScript(
          folder + "/*.nav",
          reason: "it cannot be listed; give yourself read permission on it, or name scripts")
      }
      chosen += names.filter { $0.hasSuffix(".nav") }.sorted().map { folder + "/" + $0 }
    }
    guard !chosen.isEmpty else {
      throw .unreadableScript(
        folder + "/*.nav", reason: "the folder holds no script; add scenarios or name scripts")
    }
  }
  var scripts: [(path: String, lines: [String])] = []
  for path in chosen {
    do {
      scripts.append((path, splitLines(try readFile(path, .script))))
    } catch {
      throw .unreadableScript(path, reason: error.withHint)
    }
    // A pipe with no writer reads as an empty script, which `-f` runs; here it would pass.
    if let lines = scripts.last?.lines, Coverage.headerArguments(in: lines).isEmpty,
      !lines.contains(where: { !$0.trimmingBlanks.isEmpty && !$0.trimmingBlanks.hasPrefix("#") })
    {
      throw .scriptWithoutCommands(path)
    }
  }
  return scripts
}
