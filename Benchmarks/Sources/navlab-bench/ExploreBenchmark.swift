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
  static let depth = 8

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

  /// The app sizes measured, in tabs: the product's, then one more for each Shelf.
  static var tabCounts: ClosedRange<Int> {
    let product = AppCoordinator.productFlows.count { $0.kind == .tab }
    return product...(product + shelves.count)
  }

  /// An app on its splash screen with the product's flows and the first `count` Shelves.
  static func app(shelves count: Int) throws(AssemblyError) -> AppCoordinator {
    try AppCoordinator(flows: AppCoordinator.productFlows + shelves.prefix(count))
  }

  /// One line per app size, `explore N tabs depth 8: S states, T s`, from a guest launch: T is
  /// the median duration of three walks after a warm-up, S the states the walks reach.
  ///
  /// A rule the walk finds broken, or an app that does not assemble, goes to standard error.
  ///
  /// - Parameter exhaustive: Whether to explore with the full walk.
  static func printLines(exhaustive: Bool) {
    for tabs in tabCounts {
      do {
        var last: ExplorationReport?
        let seconds = try median(runs: 3) {
          let report = Explorer.explore(
            try app(shelves: tabs - tabCounts.lowerBound), depth: depth, signedIn: false,
            exhaustive: exhaustive, progress: progress(tabs: tabs))
          eraseProgress()
          last = report
          return report.duration.seconds
        }
        let states = last?.states ?? 0
        print(
          "explore \(tabs) tabs depth \(depth): \(grouped(Double(states))) states, "
            + String(format: "%.2f s", seconds))
        fflush(nil)
        if let violation = last?.violation {
          printError("  rule '\(violation.rule)' broken: \(violation.detail)")
        }
      } catch {
        printError("explore \(tabs) tabs: the app does not assemble: \(error)")
      }
    }
  }

  /// `explore 5 tabs + 10 presented depth 8: S states, T s`: the product, the three Shelf tabs and
  /// the ten presented Shelves, from a guest launch; T is the median of three walks after a
  /// warm-up.
  static func printPresentedLine(exhaustive: Bool) {
    do {
      var last: ExplorationReport?
      let seconds = try median(runs: 3) {
        let app = try AppCoordinator(flows: AppCoordinator.productFlows + shelves + sheets)
        let report = Explorer.explore(
          app, depth: depth, signedIn: false, exhaustive: exhaustive, progress: progress(tabs: 5))
        eraseProgress()
        last = report
        return report.duration.seconds
      }
      print(
        "explore 5 tabs + \(sheets.count) presented depth \(depth): "
          + "\(grouped(Double(last?.states ?? 0))) states, " + String(format: "%.2f s", seconds))
      fflush(nil)
      if let violation = last?.violation {
        printError("  rule '\(violation.rule)' broken: \(violation.detail)")
      }
      if let budget = last?.stoppedAtBudget {
        printError("  the walk stopped at its budget of \(grouped(Double(budget))) states")
      }
    } catch {
      printError("explore 5 tabs + presented: the app does not assemble: \(error)")
    }
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
            depth: depth, signedIn: signedIn, devices: walked, progress: progress(tabs: 2))
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

  /// Shows how far a walk has got on one line of standard error, when it is a terminal.
  private static func progress(tabs: Int) -> Explorer.Progress? {
    guard isatty(STDERR_FILENO) == 1 else { return nil }
    return { depth, states in
      writeError("\r\u{1B}[K\(tabs) tabs: depth \(depth), \(grouped(Double(states))) states")
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
      let app = try app(shelves: shelves.count)
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
