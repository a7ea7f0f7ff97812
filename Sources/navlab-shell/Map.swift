import AppCoordinator
import AppExplorer
import FileStore
import Foundation
import LinkRouting

/// Where the checked-in navigation map lives, from the package's root.
let checkedInMapPath = "Docs/navigation-map.txt"

/// Runs `navlab-shell map`: prints, writes or checks the code's map, or compares two saved maps;
/// returns the exit status.
@MainActor
func runMap(_ options: MapOptions) -> Int32 {
  let renderer = Renderer()
  if options.mode == .diff {
    guard let old = readContract(options.files[0]), let new = readContract(options.files[1])
    else { return 2 }
    writeOut(
      options.format == .dot
        ? ContractDrawing(old: old, new: new).dot : report(new.differences(from: old)))
    return 0
  }
  if case .checkPaths(let path) = options.mode { return checkPaths(in: path, options) }
  // What the run reads or replaces is checked before the walk: a refusal costs nothing and
  // changes nothing.
  var saved: NavigationContract?
  switch options.mode {
  case .write(let path):
    if let refusal = mapWriteRefusal(path, force: options.force) {
      printError(renderer.error(refusal))
      return 2
    }
  case .check(let path):
    guard let contract = readContract(path) else { return 2 }
    saved = contract
  case .print, .diff, .checkPaths: break
  }
  guard let contract = productContract(depth: options.depth, maxStates: options.maxStates) else {
    return 1
  }
  switch options.mode {
  case .print, .diff, .checkPaths:
    writeOut(contract.text)
    return 0
  case .write(let path):
    do {
      try AtomicFile(path: path, permissions: 0o644).replace(with: Data(contract.text.utf8))
    } catch {
      printError(renderer.error(mapWriteFailure(path, error)))
      return 2
    }
    return 0
  case .check(let path):
    guard let saved else { return 2 }
    let differences = contract.differences(from: saved)
    if differences.isEmpty { return 0 }
    writeOut(report(differences))
    printError(
      renderer.error(
        "the app's navigation differs from \(path.quoted), as above; review it, then accept it "
          + "with 'navlab-shell map --write \(path.shellQuoted)' and commit the file"))
    return 1
  }
}

/// Why `map --write` must not write the map to `path`, or `nil` when it may.
///
/// It may when nothing is there, an empty file, or a map (its first line is the map's header).
/// Anything else (a note, a README) is replaced only with `force`, as `record --force` replaces
/// a file; what ``AtomicFile`` refuses (a folder, a pipe, a read-only file, a hard link) is
/// refused even then, and before the walk, whose map it would not write.
func mapWriteRefusal(_ path: String, force: Bool) -> String? {
  do {
    try AtomicFile(path: path, permissions: 0o644).checkReplaceable()
  } catch {
    return mapWriteFailure(path, error)
  }
  guard !force else { return nil }
  let lines: [String]
  do {
    lines = try readLines(path, .reviewFile)
  } catch .missing {
    return nil
  } catch .invalidUTF8, .tooLarge {
    return "\(path.quoted) is not a navigation map (it is not UTF-8 text of at most 16 MiB), so "
      + "it is left alone; name another file, or add '--force' to replace it"
  } catch {
    return "cannot write the map to \(path.quoted): \(error.withHint)"
  }
  guard let first = lines.first(where: { !$0.isEmpty }) else { return nil }
  guard first != NavigationContract.header else { return nil }
  return "\(path.quoted) is not a navigation map (its first line is \(first.quoted)), so it is "
    + "left alone; name another file, or add '--force' to replace it"
}

/// The error line for a map `AtomicFile` would not write to `path`, with what to do about it.
private func mapWriteFailure(_ path: String, _ error: any Error) -> String {
  let hint = (error as? StateFileError)?.hint() ?? "name another file"
  return "cannot write the map to \(path.quoted): \(error); \(hint)"
}

/// Runs `map --check-paths FILE`: one line a path, saying whether the app still allows it and,
/// where not, the first step that no longer exists and the nearest path that does; exits 1 when
/// any path is not allowed, 2 when the file cannot be read, holds no path or holds a line that
/// is no path.
@MainActor
func checkPaths(in path: String, _ options: MapOptions) -> Int32 {
  let renderer = Renderer()
  let lines: [String]
  do {
    lines = try readLines(path, .reviewFile)
  } catch {
    printError(renderer.error("cannot read the paths \(path.quoted): \(error.withHint)"))
    return 2
  }
  guard lines.contains(where: { !$0.trimmingBlanks.isEmpty }) else {
    // A check that read nothing would pass having checked nothing.
    printError(
      renderer.error(
        "\(path.quoted) holds no path to check; write one JSON array of screen ids a line, "
          + "such as [\"screen.feed\",\"screen.article.3\"]"))
    return 2
  }
  if let line = lines.firstIndex(where: { $0.unicodeScalars.contains(where: \.spellsOut) }) {
    printError(
      renderer.error(
        "\(path.quoted): line \(line + 1) holds a control or format character, which no screen "
          + "id holds: \(lines[line].quoted); remove it"))
    return 2
  }
  // Every line is read before the walk: a line that is no path costs nothing.
  let paths: [[String]]
  do {
    paths = try NavigationMap.paths(in: lines.joined(separator: "\n"))
  } catch {
    printError(renderer.error("\(path.quoted): \(error)"))
    return 2
  }
  guard
    let map = exploredMap(depth: options.depth, firstLaunch: true, maxStates: options.maxStates)
  else { return 1 }
  let verdicts = map.check(paths: paths)
  // A screen id decoded from a JSON escape (`\u001b`) is spelled out, as every line from a
  // file is.
  for verdict in verdicts { printLine(verdict.description.spelledOut) }
  return verdicts.allSatisfy(\.isAllowed) ? 0 : 1
}

/// `differences` one a line, each spelled out, or a line saying there are none.
func report(_ differences: [String]) -> String {
  differences.isEmpty
    ? "the maps agree\n" : differences.map(\.spelledOut).joined(separator: "\n") + "\n"
}

/// The saved map at `path`; `nil`, having said why on standard error, when it cannot be read or
/// holds no fact (an empty map would make every fact of the other "no longer" true, or agree
/// with nothing).
func readContract(_ path: String) -> NavigationContract? {
  let renderer = Renderer()
  do {
    let contract = try NavigationContract(lines: readLines(path, .reviewFile))
    guard !contract.facts.isEmpty else {
      printError(
        renderer.error(
          "the map \(path.quoted) holds no fact; give a file 'navlab-shell map --write FILE' "
            + "wrote"))
      return nil
    }
    return contract
  } catch let error as FileReadError {
    printError(renderer.error("cannot read the map \(path.quoted): \(error.withHint)"))
  } catch {
    printError(renderer.error("cannot read the map \(path.quoted): \(error)"))
  }
  return nil
}

/// The product's contract, walked `depth` actions deep from each launch on every device, one
/// walk for every device; `nil`, having said so on standard error, when a walk reached
/// `maxStates` first.
@MainActor
func productContract(depth: Int, maxStates: Int) -> NavigationContract? {
  let progress = ProgressLine("mapping")
  defer { progress.finish() }
  var maps: [Explorer.Launch: [NavigationMap]] = [:]
  for launch in Explorer.Launch.allCases {
    let drawn = Explorer.maps(
      depth: depth, launch: launch, maxStates: maxStates, devices: Device.all,
      progress: progress.callback)
    if let budget = drawn.first?.stoppedAtBudget {
      printError(Renderer().error(budgetMessage(budget, depth: depth)))
      return nil
    }
    maps[launch] = drawn
  }
  return NavigationContract { launch, device in
    guard let drawn = maps[launch], let place = Device.all.firstIndex(of: device),
      place < drawn.count
    else { return nil }
    return drawn[place]
  }
}
