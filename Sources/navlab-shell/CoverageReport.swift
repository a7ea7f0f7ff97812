import AppCoordinator
import AppExplorer
import Foundation

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
  guard
    let map = exploredMap(
      depth: options.depth, firstLaunch: options.firstLaunch, maxStates: options.maxStates)
  else {
    return 1
  }
  var coverage = Coverage()
  for script in scripts {
    do {
      try coverage.run(script.lines, against: map)
    } catch {
      printError(
        Renderer().error("script \(script.path.quoted) has a bad '# args:' header: \(error)"))
      return 2
    }
  }
  coverage.report(on: map).forEach(printLine)
  let share = percent(coverage.transitions.count, of: map.transitions.count)
  if let minimum = options.minimum, share < minimum {
    printError(
      Renderer().error(
        "transitions \(format(share))% are below the floor of \(format(minimum))%; "
          + "add scenarios for the transitions listed above"))
    return 1
  }
  return 0
}

extension Coverage {
  /// The report: the two summary lines, then each screen and transition missed, with the
  /// shortest script that reaches it.
  func report(on map: NavigationMap) -> [String] {
    let (screens, moves) = (map.places.count, map.transitions.count)
    var lines = [
      "screens \(places.count)/\(screens) (\(format(percent(places.count, of: screens)))%)",
      "transitions \(transitions.count)/\(moves) "
        + "(\(format(percent(transitions.count, of: moves)))%)",
    ]
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

/// `part` as a percentage of `whole`; 100 when there is nothing to visit.
func percent(_ part: Int, of whole: Int) -> Double {
  whole == 0 ? 100 : Double(part) * 100 / Double(whole)
}

/// A percentage with one decimal, such as `72.5`.
private func format(_ value: Double) -> String {
  String(format: "%.1f", value)
}

/// The scripts at `paths`, or every `.nav` file of `Tests/Scenarios` when there are none.
///
/// - Throws: ``UsageError/unreadableScript(_:reason:)`` for a script or folder that cannot be
///   read.
func readScripts(_ paths: [String]) throws(UsageError) -> [(path: String, lines: [String])] {
  var chosen = paths
  if chosen.isEmpty {
    let folder = CoverageOptions.defaultFolder
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
      throw .unreadableScript(
        folder + "/*.nav", reason: "no such folder here; run from the package root or name scripts")
    }
    chosen = names.filter { $0.hasSuffix(".nav") }.sorted().map { folder + "/" + $0 }
  }
  var scripts: [(path: String, lines: [String])] = []
  for path in chosen {
    do {
      scripts.append((path, splitLines(try readFile(path, specialFiles: true))))
    } catch {
      throw .unreadableScript(path, reason: error.description)
    }
  }
  return scripts
}
