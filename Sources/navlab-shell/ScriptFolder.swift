import AppCoordinator
import AppExplorer
import FileStore
import Foundation
import LinkRouting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `navlab-shell coverage --write-scripts DIR`: explores the map on each device, then writes
/// into DIR a script for each screen and transition that `scenarios` miss of it (of the parts of
/// `--flow`'s flows alone, if given), each replayed and checked first; returns the exit status.
///
/// It exits 0 when every script was written; 1 when a miss's script fails (it is named, and the
/// others are written), when DIR already holds a file of a script's name without `--force`
/// (nothing is written), or when a file cannot be written; 2 for an unknown flow, or a DIR no
/// script can be written into (a file, a folder the user cannot write in), before the walk.
@MainActor
func runScriptWriting(
  _ options: CoverageOptions, folder: String, scenarios: [(path: String, lines: [String])]
) -> Int32 {
  let flows = AppCoordinator().flows
  let parts = flows.map(\.id) + ["login"]
  if let part = options.flowIDs.first(where: { !parts.contains($0) }) {
    let error = UsageError.unknownFlow(part, suggestion: parts.closest(to: part), flows: parts)
    printError(Renderer().error("\(error)"))
    return 2
  }
  if let refusal = ScriptFolder(path: folder).refusal() {
    printError(Renderer().error(refusal))
    return 2
  }
  guard
    let maps = exploredMaps(
      depth: options.depth, firstLaunch: options.firstLaunch, maxStates: options.maxStates,
      devices: options.devices)
  else {
    return 1
  }
  let missing: MissingScripts
  do {
    missing = try MissingScripts(
      after: scenarios.map(\.lines), maps: maps, devices: options.devices, flows: flows,
      parts: options.flowIDs,
      floor: options.minimum)
  } catch {
    printError(Renderer().error("\(error)"))
    return 2
  }
  let written = ScriptFolder(path: folder).write(missing.scripts, force: options.force)
  for script in written.written {
    let only = script.device.map { ", on \($0) only" } ?? ""
    printLine("wrote \(script.name): \(script.miss.description) (\(script.part))\(only)")
  }
  for failure in missing.failures {
    printError(
      Renderer().error(
        "not written: the shortest script to " + failure
          + "; replay it in the shell to see why (the map and the app disagree)"))
  }
  if let refusal = written.refusal {
    printError(Renderer().error(refusal))
    return 1
  }
  let what =
    options.flowIDs.isEmpty
    ? "the map" : "the parts of " + options.flowIDs.joined(separator: ", ")
  if missing.scripts.isEmpty && missing.failures.isEmpty {
    printLine("nothing to write: the scenarios reach all of \(what) on every device reported")
  } else if !written.written.isEmpty {
    let count = written.written.count
    printLine(
      "wrote \(count) script\(count == 1 ? "" : "s") to \(folder.quoted) for what the scenarios "
        + "miss of \(what); read each, keep it in \(CoverageOptions.defaultFolder) or your suite's "
        + "Tests/NAMETests/Scenarios, and run "
        + "'navlab-shell coverage' again")
  }
  return missing.failures.isEmpty ? 0 : 1
}

/// The folder `coverage --write-scripts` writes scripts into, each file whole or not at all.
struct ScriptFolder {
  /// The folder's path as the user gave it.
  var path: String

  /// What a write did: the scripts written, and why it stopped if it did.
  struct Outcome {
    var written: [MissingScript] = []
    /// The `error:` line that says why the rest was not written, if anything was left.
    var refusal: String?
  }

  /// Why no script can be written into the folder, or `nil` when one can.
  ///
  /// It is checked before the walk, so that a path that is a file, a symbolic link to nothing or
  /// a folder the user cannot write in costs nothing and changes nothing. Nothing at the path is
  /// a folder to create.
  func refusal() -> String? {
    let found: FileDescription?
    do {
      found = try FileDescription.at(path, followingLinks: true)
    } catch {
      return "cannot write scripts into \(path.quoted): \(error); name a folder you can write in"
    }
    guard let found else {
      guard exists(path) else { return nil }
      return "cannot write scripts into \(path.quoted): it is a symbolic link to nothing; name a "
        + "folder, or a path where nothing is"
    }
    guard found.kind == .folder else {
      return "cannot write scripts into \(path.quoted): it is not a folder; name a folder, or a "
        + "path where nothing is"
    }
    guard access(path, W_OK | X_OK) == 0 else {
      return "cannot write scripts into \(path.quoted): \(SystemError.last); name a folder you "
        + "can write in"
    }
    return nil
  }

  /// Writes each of `scripts` under its name, creating the folder if needed.
  ///
  /// Without `force`, it writes nothing when a file of any script's name exists, and names it;
  /// each file is written beside its name and linked to it, which fails rather than replaces a
  /// file made meanwhile. With `force`, each replaces what is there as ``AtomicFile`` saves, and
  /// none is written when any is a file `AtomicFile` would not replace or a symbolic link.
  /// Either way a script's file holds all of it or does not exist.
  func write(_ scripts: [MissingScript], force: Bool) -> Outcome {
    var outcome = Outcome()
    guard !scripts.isEmpty else { return outcome }
    let taken = scripts.map { file($0.name) }.filter { exists($0) }
    if !force, let first = taken.first {
      let more = taken.count > 1 ? " and \(taken.count - 1) more" : ""
      outcome.refusal =
        "\(first.quoted)\(more) already exist\(taken.count > 1 ? "" : "s"); nothing was "
        + "written: give '--force' to replace \(taken.count > 1 ? "them" : "it"), or name another "
        + "folder"
      return outcome
    }
    // What `--force` may not replace (a folder, a read-only file, a hard link) stops the run
    // before the first file is written, so that a refusal changes nothing.
    if force {
      for script in scripts {
        let target = file(script.name)
        // A link someone placed at a script's name (in a pull request's folder) would have the
        // script written over whatever it names, as `record --force` never is.
        let found = (try? FileDescription.at(target, followingLinks: false)) ?? nil
        if found?.kind == .symbolicLink {
          outcome.refusal =
            "cannot write \(target.quoted): it is a symbolic link, which is never written "
            + "through; remove it, or name another folder; nothing was written"
          return outcome
        }
        do {
          try AtomicFile(path: target, permissions: 0o644).checkReplaceable()
        } catch {
          outcome.refusal = Self.replaceFailure(target, error) + "; nothing was written"
          return outcome
        }
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      outcome.refusal = "cannot make the folder \(path.quoted): \(error.localizedDescription)"
      return outcome
    }
    for script in scripts {
      let data = Data(script.lines.map { $0 + "\n" }.joined().utf8)
      if let failure = force ? replace(file(script.name), with: data) : create(script.name, data) {
        outcome.refusal = failure
        return outcome
      }
      outcome.written.append(script)
    }
    return outcome
  }

  private func file(_ name: String) -> String {
    (path.hasSuffix("/") ? path : path + "/") + name
  }

  /// Whether anything is at `file`, a symbolic link to nothing included.
  private func exists(_ file: String) -> Bool {
    ((try? FileDescription.at(file, followingLinks: false)) ?? nil) != nil
  }

  /// Writes `data` beside `name`, then links it to `name`, which fails if a file is there.
  private func create(_ name: String, _ data: Data) -> String? {
    let target = file(name)
    let beside = file(".\(name).\(UUID().uuidString).navlab-tmp")
    defer { try? FileManager.default.removeItem(atPath: beside) }
    guard FileManager.default.createFile(atPath: beside, contents: data) else {
      return "cannot write \(beside.quoted) in the folder; nothing more was written"
    }
    do {
      try FileManager.default.linkItem(atPath: beside, toPath: target)
    } catch {
      let reason = exists(target) ? "it exists now" : error.localizedDescription
      return "cannot write \(target.quoted): \(reason); nothing more was written"
    }
    return nil
  }

  private func replace(_ target: String, with data: Data) -> String? {
    do {
      try AtomicFile(path: target, permissions: 0o644).replace(with: data)
    } catch {
      return Self.replaceFailure(target, error) + "; nothing more was written"
    }
    return nil
  }

  /// Why `target` could not be replaced, with what to do about it.
  private static func replaceFailure(_ target: String, _ error: any Error) -> String {
    let hint = (error as? StateFileError)?.hint() ?? "name another folder"
    return "cannot write \(target.quoted): \(error); \(hint)"
  }
}
