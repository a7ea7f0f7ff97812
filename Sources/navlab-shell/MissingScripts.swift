import AppCoordinator
import AppExplorer
import LinkRouting

/// What no scenario reaches of a device's map: a screen kind or a transition.
enum CoverageMiss: Hashable {
  case screen(String)
  case transition(NavigationMap.Transition)

  /// The miss in the report's words: `screen screen.card.N`, or `FROM --LABEL--> TO`.
  var description: String {
    switch self {
    case .screen(let kind): "screen " + kind
    case .transition(let move): "\(move.from) --\(move.label)--> \(move.to)"
    }
  }

  /// The shortest script from a fresh launch that reaches it on `map`.
  func shortestScript(on map: NavigationMap) -> [String] {
    switch self {
    case .screen(let kind): map.shortestScript(toShow: kind)
    case .transition(let move): map.shortestScript(for: move)
    }
  }

  /// Whether the scripts `coverage` ran reach it.
  func isReached(by coverage: Coverage) -> Bool {
    switch self {
    case .screen(let kind): coverage.places.contains(kind)
    case .transition(let move): coverage.transitions.contains(move)
    }
  }

  /// The part of `map` whose figures it counts in, as ``Coverage/parts(on:flows:)`` credits it,
  /// whatever rule that follows: a flow's id, or `login`.
  func part(on map: NavigationMap, flows: [FlowRegistration]) -> String {
    var alone = Coverage()
    switch self {
    case .screen(let kind): alone.places = [kind]
    case .transition(let move): alone.transitions = [move]
    }
    let parts = alone.parts(on: map, flows: flows)
    return parts.first { $0.screens.visited + $0.transitions.visited > 0 }?.name ?? "login"
  }
}

/// A scenario `coverage --write-scripts` writes: its file's name, its lines, and what it was
/// written to reach.
struct MissingScript: Equatable {
  /// The file's name, such as `comments-comment-n-dismiss-feed.nav`.
  var name: String
  var lines: [String]
  var miss: CoverageMiss
  /// The part of the map the miss counts in: a flow's id, or `login`.
  var part: String
  /// The one device the script runs on, named in its `# args:` line, when it fails on another;
  /// `nil` when it passes on every device the run reports on.
  var device: Device?
}

/// The scripts that reach what scenarios miss of each device's map, each replayed and checked.
///
/// For each device in turn, each miss still unreached gets its shortest script from the map,
/// longest first (a long script reaches many misses on its way, which then need none), with an
/// `expect` of the screen each move reaches. The script is replayed as `coverage` runs a
/// scenario, and kept only when it passes and reaches the miss: then on every device when it
/// passes on each, else pinned to its own with `# args: --platform P --width W`. A miss only a
/// fresh install reaches (onboarding) is tried with `--first-launch` too. What a kept script
/// reaches on a device needs no other script there, and with a floor, a part whose figures have
/// reached it on a device needs no more scripts there.
struct MissingScripts {
  var scripts: [MissingScript] = []
  /// Each miss whose shortest script failed on its device, with why, one line each.
  var failures: [String] = []

  /// The scripts that reach what `scenarios` miss of `maps`, walked on `devices`.
  ///
  /// - Parameters:
  ///   - scenarios: The scenario scripts already kept, header included.
  ///   - maps: Each device's map, in the order of `devices`.
  ///   - devices: The devices reported on.
  ///   - flows: The app's flows, whose parts the misses count in.
  ///   - parts: The parts to write scripts for (flows' ids, or `login`), with the joint parts
  ///     of those flows; every part when empty.
  ///   - floor: The percentage of its screens and of its transitions at which a part needs no
  ///     more scripts on a device; `nil` writes until each part reaches all of them.
  /// - Throws: ``UsageError`` when a scenario's `# args:` header does not parse.
  @MainActor
  init(
    after scenarios: [[String]], maps: [NavigationMap], devices: [Device],
    flows: [FlowRegistration], parts: [String], floor: Double? = nil
  ) throws(UsageError) {
    var covered = [Coverage](repeating: Coverage(), count: devices.count)
    for index in devices.indices {
      for scenario in scenarios {
        try covered[index].run(scenario, against: maps[index], on: devices[index])
      }
    }
    var names: Set<String> = []
    for index in devices.indices {
      let map = maps[index]
      let misses =
        (map.transitions.map(CoverageMiss.transition)
        + map.places.map { .screen($0.kind) })
        .filter { !$0.isReached(by: covered[index]) }
        .map { (miss: $0, part: $0.part(on: map, flows: flows)) }
        .filter { parts.isEmpty || Self.part($0.part, isOneOf: parts) }
      let longestFirst = misses.enumerated().sorted {
        let (left, right) = ($0.element.miss, $1.element.miss)
        let (leftCount, rightCount) = (
          left.shortestScript(on: map).count, right.shortestScript(on: map).count
        )
        return leftCount != rightCount ? leftCount > rightCount : $0.offset < $1.offset
      }
      for (miss, owner) in longestFirst.map(\.element) where !miss.isReached(by: covered[index]) {
        if let floor,
          let figures = covered[index].parts(on: map, flows: flows).first(where: {
            $0.name == owner
          }),
          figures.shortfall(below: floor) == nil
        {
          continue
        }
        switch try Self.script(
          reaching: miss, in: owner, on: index, maps: maps, devices: devices)
        {
        case .failure(let failure):
          failures.append("\(miss.description) (\(owner)) on \(devices[index]): \(failure.reason)")
        case .success(let (script, runs)):
          var named = script
          named.name = Self.uniqueName(script.name, among: names)
          names.insert(named.name)
          scripts.append(named)
          for (device, run) in runs.enumerated() {
            guard let run else { continue }
            covered[device].places.formUnion(run.places)
            covered[device].transitions.formUnion(run.transitions)
          }
        }
      }
    }
  }

  /// Whether `part` is one of `parts`, or a joint part of two flows (`feed+comments`) one of
  /// which is.
  static func part(_ part: String, isOneOf parts: [String]) -> Bool {
    parts.contains(part) || part.split(separator: "+").contains { parts.contains(String($0)) }
  }

  /// Why a miss's shortest script was not kept.
  struct Failure: Error {
    var reason: String
  }

  /// The script that reaches `miss` on device `index`, with what it visits on each device it
  /// runs on (`nil` where it does not run), or why none does.
  @MainActor
  private static func script(
    reaching miss: CoverageMiss, in part: String, on index: Int, maps: [NavigationMap],
    devices: [Device]
  ) throws(UsageError) -> Result<(MissingScript, [Coverage?]), Failure> {
    let device = devices[index]
    let steps = miss.shortestScript(on: maps[index])
    // The first failure says most: the plain launch's, before the fresh install's.
    var failure: Failure?
    for launch in [[], ["--first-launch"]] {
      let body: [String]
      switch scenarioBody(steps, firstLaunch: !launch.isEmpty, on: device) {
      case .failure(let failed):
        failure = failure ?? failed
        continue
      case .success(let lines): body = lines
      }
      let everywhere = header(for: miss, in: part, arguments: launch) + body
      var runs: [Coverage?] = Array(repeating: nil, count: devices.count)
      for (other, otherDevice) in devices.enumerated() {
        var run = Coverage()
        guard try run.run(everywhere, against: maps[other], on: otherDevice) == nil else { break }
        runs[other] = run
      }
      let name = fileName(for: miss, in: part)
      if runs.allSatisfy({ $0 != nil }), let run = runs[index], miss.isReached(by: run) {
        return .success(
          (MissingScript(name: name, lines: everywhere, miss: miss, part: part), runs))
      }
      let pin = ["--platform", device.platform.rawValue, "--width", device.width.rawValue]
      let pinned = header(for: miss, in: part, arguments: launch + pin) + body
      var run = Coverage()
      if let failed = try run.run(pinned, against: maps[index], on: device) {
        failure = failure ?? Failure(reason: failed)
        continue
      }
      guard miss.isReached(by: run) else { continue }
      runs = Array(repeating: nil, count: devices.count)
      runs[index] = run
      let pinnedName =
        "\(name.dropLast(4))-\(device.platform.rawValue)-\(device.width.rawValue).nav"
      return .success(
        (
          MissingScript(name: pinnedName, lines: pinned, miss: miss, part: part, device: device),
          runs
        ))
    }
    return .failure(failure ?? Failure(reason: "its replay does not reach it"))
  }

  /// The lines that replay `steps` on a fresh app on `device`, each move followed by an `expect`
  /// of the screen it reached, as `record` writes them, a tab selected by name so that the
  /// script runs in either width; or the first step's failure.
  @MainActor
  static func scenarioBody(
    _ steps: [String], firstLaunch: Bool, on device: Device
  ) -> Result<[String], Failure> {
    let app = AppCoordinator(platform: device.platform)
    app.resize(to: device.width)
    if firstLaunch { app.beginFirstLaunch() }
    app.finishLaunch()
    var failure: String?
    let shell = Shell(
      app: app, interactive: false, renderer: Renderer(errorColour: false), write: { _ in },
      fail: { line in
        guard failure == nil else { return }
        let text = line.trimmingBlanks
        failure = text.hasPrefix("error: ") ? String(text.dropFirst("error: ".count)) : text
      })
    shell.allowsRecording = false
    let tabs = app.flows.filter { $0.kind == .tab }.map(\.id)
    var lines: [String] = []
    for step in steps.map({ widthFree($0, tabs: tabs) }) {
      guard shell.run(step) == .succeeded, failure == nil else {
        return .failure(Failure(reason: "'\(step)' fails: " + (failure ?? "it ends the shell")))
      }
      lines.append(step)
      if (try? CommandSpec.parse(step))?.spec.moves == true {
        lines.append("expect " + app.visible.screen.id)
      }
    }
    // A script asserts something, even one that only launches.
    if !lines.contains(where: { $0.hasPrefix("expect ") }) {
      lines.append("expect " + app.visible.screen.id)
    }
    return .success(lines)
  }

  /// `step`, with a tap on a tab's item (`tap tab.feed`, `tap sidebar.feed`) written as the
  /// shell's `tab feed`, which selects it in either width; any other step as it is.
  static func widthFree(_ step: String, tabs: [String]) -> String {
    let words = step.split(separator: " ")
    guard words.count == 2, words[0] == "tap" else { return step }
    let tab = tabs.first { tab in
      Width.allCases.contains { FlowRegistration.itemID(ofTab: tab, in: $0) == words[1] }
    }
    return tab.map { "tab " + $0 } ?? step
  }

  /// The comment lines a written script starts with: what it reaches, what to do with it, and
  /// the `# args:` line when `arguments` are not empty.
  static func header(for miss: CoverageMiss, in part: String, arguments: [String]) -> [String] {
    let replay = (["navlab-shell"] + arguments + ["-f", "FILE"]).joined(separator: " ")
    var lines = [
      "# Written by 'navlab-shell coverage --write-scripts', replayed and checked: the shortest",
      "# script to what no scenario reached of \(part)'s part of the map.",
      "# Reaches: \(miss.description)",
      "# Read it, name it for what the user does, and keep it in Tests/Scenarios or in",
      "# your flow's suite, Tests/NAMETests/Scenarios.",
      "# Replay it with '\(replay)': it must exit 0 on the same screen.",
    ]
    if !arguments.isEmpty { lines.append("# args: " + arguments.joined(separator: " ")) }
    return lines
  }

  /// A file name that says what the script reaches: the part, then the miss's words with
  /// `screen.` and `navlab://` dropped, such as `comments-comment-n-dismiss-feed.nav`.
  static func fileName(for miss: CoverageMiss, in part: String) -> String {
    let words: [String]
    switch miss {
    case .screen(let kind): words = [part, "shows", kind]
    case .transition(let move): words = [part, move.from, move.label, move.to]
    }
    let slug = words.map { word in
      word.replacingOccurrences(of: "screen.", with: "")
        .replacingOccurrences(of: "navlab://", with: "").lowercased()
        .map { $0.isASCII && ($0.isLetter || $0.isNumber) ? String($0) : "-" }.joined()
    }.joined(separator: "-")
    let collapsed = slug.split(separator: "-").joined(separator: "-")
    return String(collapsed.prefix(96)) + ".nav"
  }

  /// `name`, or `name` with `-2`, `-3`, … before `.nav` when `names` holds it.
  static func uniqueName(_ name: String, among names: Set<String>) -> String {
    guard names.contains(name) else { return name }
    let stem = name.dropLast(4)
    var number = 2
    while names.contains("\(stem)-\(number).nav") { number += 1 }
    return "\(stem)-\(number).nav"
  }
}
