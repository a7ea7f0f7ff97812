import AppCoordinator
import AppExplorer
import Foundation
import LinkRouting
import ShelfFlow

/// How exploring grows with the number of tabs: the product's tabs, then up to three Shelf
/// copies of the Feed's shape beside them.
@MainActor
enum ExploreBenchmark {
  /// How many actions deep each walk goes.
  nonisolated static let depth = 8

  /// The Shelf tabs added, in order, to the product's flows.
  static let shelves: [FlowRegistration] = [
    .tab(ShelfCoordinator<Shelf1>.self), .tab(ShelfCoordinator<Shelf2>.self),
    .tab(ShelfCoordinator<Shelf3>.self),
  ]

  /// The presented Shelves registered beside five tabs.
  static let sheets: [FlowRegistration] = [
    .presented(ShelfCoordinator<ShelfSheet1>.self), .presented(ShelfCoordinator<ShelfSheet2>.self),
    .presented(ShelfCoordinator<ShelfSheet3>.self), .presented(ShelfCoordinator<ShelfSheet4>.self),
    .presented(ShelfCoordinator<ShelfSheet5>.self), .presented(ShelfCoordinator<ShelfSheet6>.self),
    .presented(ShelfCoordinator<ShelfSheet7>.self), .presented(ShelfCoordinator<ShelfSheet8>.self),
    .presented(ShelfCoordinator<ShelfSheet9>.self),
    .presented(ShelfCoordinator<ShelfSheet10>.self),
  ]

  /// How many states a walk of the scale table may find before it stops: more than the whole
  /// walk of the product on every device at depth 8 (1,675,712 at 4b78816), so that walk
  /// finishes, and few enough that a walk past it takes a minute or two, not the default
  /// budget's.
  nonisolated static let budget = 2_000_000

  /// An app the scale table walks: its name in the table and `--apps`, and its flows.
  struct ScaleApp {
    /// `2` for the product's two tabs, `5` for three Shelf tabs beside them, `5+10` for five
    /// tabs and ten presented Shelves.
    let name: String
    /// How the table's lines name it, such as `5 tabs + 10 presented`.
    let label: String
    /// The flows it is assembled from.
    let flows: [FlowRegistration]
  }

  /// The product, then one more Shelf tab at a time, then five tabs and ten presented Shelves:
  /// each app holds every flow of the one before it, so a walk finds at least the states it
  /// found there.
  static var apps: [ScaleApp] {
    let product = AppCoordinator.productFlows
    let tabs = product.count { $0.kind == .tab }
    let growing = (0...shelves.count).map { count in
      ScaleApp(
        name: "\(tabs + count)", label: "\(tabs + count) tabs",
        flows: product + shelves.prefix(count))
    }
    return growing + [
      ScaleApp(
        name: "\(tabs + shelves.count)+\(sheets.count)",
        label: "\(tabs + shelves.count) tabs + \(sheets.count) presented",
        flows: product + shelves + sheets)
    ]
  }

  /// The walks the scale table compares.
  enum Walked: String, CaseIterable {
    /// `explore`'s own walk, as the shell runs it: `Explorer.explore` with its default
    /// arguments, whatever walk they choose.
    case `default`
    /// The whole walk, every combination of every flow's state: `exhaustive: true`.
    case whole
    /// The walk one flow at a time: `exhaustive: false`.
    case oneFlow = "one-flow"

    /// How the table's lines name the walk.
    var label: String {
      switch self {
      case .default: "the default walk"
      case .whole: "the whole walk"
      case .oneFlow: "one flow at a time"
      }
    }

    /// Walks `app` to `depth` on `devices` from a guest launch.
    @MainActor func explore(
      _ app: AppCoordinator, depth: Int, budget: Int, devices: [Device],
      progress: Explorer.Progress?
    ) -> ExplorationReport {
      switch self {
      case .default:
        Explorer.explore(
          app, depth: depth, signedIn: false, maxStates: budget, devices: devices,
          progress: progress)
      case .whole, .oneFlow:
        Explorer.explore(
          app, depth: depth, signedIn: false, exhaustive: self == .whole, maxStates: budget,
          devices: devices, progress: progress)
      }
    }
  }

  /// A walk's line in the scale table: its states, its seconds and what a state cost.
  struct ScaleFigure {
    /// The walk's last report.
    var report: ExplorationReport
    /// The median of its walks' seconds, or the one walk's.
    var seconds: Double
    /// How many walks were timed.
    var walks: Int

    /// Microseconds a state.
    var perState: Double { seconds * 1e6 / Double(max(report.states, 1)) }
  }

  /// The scale table: for each app of ``apps`` and each walk of ``Walked``, `explore APP depth
  /// D, WALK: S states, T s, U µs a state`, from a guest launch on every device (or the devices
  /// `options` names), then what a state of the largest app costs against one of the product,
  /// one flow at a time.
  ///
  /// T is the median of three walks after a warm-up, or the one walk's when it took more than
  /// ``quick`` seconds, stopped at the budget, or `options.once`. A walk that ran past the budget
  /// is not taken again on a larger app, which holds every state of the smaller one.
  static func printScale(_ options: BenchOptions) {
    let devices = options.everyDevice ? Device.all : [.iPhone]
    let walks = Walked.allCases.filter {
      options.walks.isEmpty || options.walks.contains($0.rawValue)
    }
    let chosen = apps.filter { options.apps.isEmpty || options.apps.contains($0.name) }
    print(
      "explore, guest, depth \(options.depth), \(devices.count == 1 ? "an iPhone" : "every device")"
        + ", \(options.once ? "one walk a line" : "median of 3 after a warm-up"), "
        + "budget \(grouped(Double(options.budget))) states:")
    var pastBudget: [Walked: String] = [:]
    var oneFlow: [String: ScaleFigure] = [:]
    for app in chosen {
      for walk in walks {
        let line = "explore \(app.label) depth \(options.depth), \(walk.label): "
        if let smaller = pastBudget[walk] {
          print(line + "not walked, \(smaller) ran past the budget")
          continue
        }
        guard let figure = scaleFigure(app, walk, devices: devices, options: options) else {
          continue
        }
        if let budget = figure.report.stoppedAtBudget {
          pastBudget[walk] = app.label
          print(
            line + "past \(grouped(Double(budget))) states, stopped after "
              + String(format: "%.2f s", figure.seconds))
        } else {
          if walk == .oneFlow { oneFlow[app.name] = figure }
          print(
            line + "\(grouped(Double(figure.report.states))) states "
              + "(\(grouped(Double(figure.report.transitions))) moves), "
              + String(format: "%.2f s, %.1f µs a state", figure.seconds, figure.perState)
              + (figure.walks == 1 ? " (one walk)" : ""))
        }
        fflush(nil)
        if let violation = figure.report.violation {
          printError("  rule '\(violation.rule)' broken: \(violation.detail)")
        }
      }
    }
    printStateCost(oneFlow)
  }

  /// `a state of 5 tabs + 10 presented, one flow at a time: ×R a state of the product`, when
  /// both were walked.
  private static func printStateCost(_ oneFlow: [String: ScaleFigure]) {
    guard let product = apps.first, let largest = apps.last,
      let small = oneFlow[product.name], let large = oneFlow[largest.name]
    else { return }
    print(
      "a state of \(largest.label), one flow at a time: "
        + String(format: "×%.2f", large.perState / small.perState) + " a state of the product")
  }

  /// Walks longer than this many seconds are timed once, not three times after a warm-up.
  static let quick = 10.0

  /// Walks `app` with `walk` as ``printScale(_:)`` says; `nil`, told on standard error, when
  /// the app does not assemble.
  private static func scaleFigure(
    _ app: ScaleApp, _ walk: Walked, devices: [Device], options: BenchOptions
  ) -> ScaleFigure? {
    var times: [Double] = []
    var last: ExplorationReport?
    do {
      repeat {
        let report = walk.explore(
          try AppCoordinator(flows: app.flows), depth: options.depth, budget: options.budget,
          devices: devices, progress: progress(app.label))
        eraseProgress()
        last = report
        times.append(report.duration.seconds)
        if options.once || report.stoppedAtBudget != nil || report.duration.seconds > quick {
          break
        }
      } while times.count < 4
    } catch {
      printError("explore \(app.label): the app does not assemble: \(error)")
      return nil
    }
    guard let last else { return nil }
    // The first of four is the warm-up.
    let timed = times.count == 4 ? Array(times.dropFirst()).sorted() : times
    return ScaleFigure(report: last, seconds: timed[timed.count / 2], walks: timed.count)
  }

  /// `explore the product on every device depth 8, guest: S states, T s` and the same signed
  /// in: the product on iOS and macOS, each in compact and regular width, as `explore` walks it;
  /// T is the median of three walks after a warm-up, and a line follows for one device alone.
  static func printDevicesLines() {
    let devices: [(String, [Device])] = [("every device", Device.all), ("an iPhone", [.iPhone])]
    for (name, walked) in devices {
      for signedIn in [false, true] {
        var last: ExplorationReport?
        let seconds = median(runs: 3) {
          let report = Explorer.explore(
            depth: depth, signedIn: signedIn, devices: walked, progress: progress("the product"))
          eraseProgress()
          last = report
          return report.duration.seconds
        }
        print(
          "explore the product on \(name) depth \(depth), \(signedIn ? "signed in" : "guest"): "
            + "\(grouped(Double(last?.states ?? 0))) states, " + String(format: "%.2f s", seconds))
        fflush(nil)
        if let violation = last?.violation {
          printError("  rule '\(violation.rule)' broken: \(violation.detail)")
        }
      }
    }
  }

  /// `graph on the product depth 8: T s`: the navigation map `graph` and `coverage` draw, from
  /// both launches; T is the median of three after a warm-up.
  static func printMapLine() {
    var map: NavigationMap?
    let seconds = median(runs: 3) {
      let clock = ContinuousClock()
      let start = clock.now
      map = Explorer.map(depth: depth)
      return (clock.now - start).seconds
    }
    print(
      "graph on the product depth \(depth): \(map?.places.count ?? 0) places, "
        + "\(map?.transitions.count ?? 0) transitions, " + String(format: "%.2f s", seconds))
    fflush(nil)
  }

  /// Shows how far a walk of `app` has got on one line of standard error, when it is a
  /// terminal.
  private static func progress(_ app: String) -> Explorer.Progress? {
    guard isatty(STDERR_FILENO) == 1 else { return nil }
    return { depth, states in
      writeError("\r\u{1B}[K\(app): depth \(depth), \(grouped(Double(states))) states")
    }
  }

  /// Erases the progress line, when standard error is a terminal.
  private static func eraseProgress() {
    if isatty(STDERR_FILENO) == 1 { writeError("\r\u{1B}[K") }
  }

  /// Checks each Shelf quickly: the product with that Shelf assembles, explores to depth 4
  /// from both launches with every rule held, and all three Shelves assemble together.
  ///
  /// - Returns: Whether every check passed; each check prints one line.
  static func checkShelves() -> Bool {
    var passed = true
    for shelf in shelves {
      do {
        for signedIn in [false, true] {
          let flows = AppCoordinator.productFlows + [shelf]
          let report = Explorer.explore(
            try AppCoordinator(flows: flows), depth: 4, signedIn: signedIn)
          let verdict = report.violation.map { "rule '\($0.rule)' broken: \($0.detail)" }
          passed = passed && verdict == nil
          print(
            "\(shelf.id), \(signedIn ? "signed in" : "guest"), depth 4: "
              + "\(grouped(Double(report.states))) states, \(verdict ?? "every rule holds")")
          if let script = report.violation?.script { print("  " + script.joined(separator: "; ")) }
        }
      } catch {
        passed = false
        print("\(shelf.id): the app does not assemble: \(error)")
      }
    }
    do {
      let app = try AppCoordinator(flows: AppCoordinator.productFlows + shelves)
      print("all three shelves assemble with the product: \(app.tabIDs.joined(separator: ", "))")
    } catch {
      passed = false
      print("all three shelves do not assemble: \(error)")
    }
    return passed
  }
}

extension Duration {
  /// The duration in seconds.
  fileprivate var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }
}

/// Writes `line` and a new line to standard error.
func printError(_ line: String) {
  writeError(line + "\n")
}

/// Writes `text` to standard error.
func writeError(_ text: String) {
  FileHandle.standardError.write(Data(text.utf8))
}
