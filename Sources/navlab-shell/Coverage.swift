import AppCoordinator
import AppExplorer
import Foundation
import LinkRouting

/// What a set of scenario scripts visits of the navigation map.
struct Coverage {
  var places: Set<String> = []
  var transitions: Set<NavigationMap.Transition> = []

  /// Runs `script`, in-process, on a fresh app, and notes every screen kind and transition of
  /// `map` it shows or makes, until its first failure (every line with `--keep-going`).
  ///
  /// It reads files and never writes one: a `record` line is skipped, as if it had succeeded,
  /// since it moves nothing, and recording is off besides; a `--state` file is only read.
  ///
  /// A script whose `# args:` header names a platform or a width runs only on the device it names;
  /// any other script runs on every device, as a UI test suite runs on each of its destinations.
  ///
  /// - Parameters:
  ///   - lines: The script's lines, header included.
  ///   - map: The map whose screens and transitions count.
  ///   - device: The device the map was walked on, and the script runs on.
  /// - Returns: The first thing that failed (a cold-start arrival rejected, a line that
  ///   failed), in one line; `nil` when the script ran through, or does not run on `device`.
  /// - Throws: ``UsageError`` when the script's `# args:` header does not parse, or names a
  ///   notification file that cannot be read (missing, a pipe) or a state file that is there
  ///   but cannot be read (a folder, a pipe): the script cannot run as its header says,
  ///   whatever it expects.
  @MainActor
  @discardableResult
  mutating func run(
    _ lines: [String], against map: NavigationMap, on device: Device = .iPhone
  ) throws(UsageError) -> String? {
    let arguments = Self.headerArguments(in: lines)
    let options = try ShellOptions.parse(arguments)
    // `--platform macos` and `--platform=macos` alike.
    let pinned = arguments.contains { $0.hasPrefix("--platform") || $0.hasPrefix("--width") }
    guard !pinned || options.device == device else { return nil }
    for case .notification(let path) in options.arrivals {
      do {
        _ = try readFile(path, .notification)
      } catch {
        throw .unreadableNotification(path, reason: error.description)
      }
    }
    // Read before anything runs, as the notifications are; never written: a coverage run must
    // not move a damaged file aside.
    var savedState: Data?
    if let path = options.statePath { savedState = try Self.stateDocument(at: path) }
    let app = AppCoordinator(platform: device.platform)
    app.resize(to: device.width)
    if options.firstLaunch { app.beginFirstLaunch() }
    note(app.visible, in: map)
    let failures = FailureLog()
    let shell = Shell(
      app: app, interactive: false, renderer: Renderer(errorColour: false), write: { _ in },
      fail: { failures.note($0) })
    shell.allowsRecording = false
    var lastLink: String?
    for arrival in options.arrivals {
      do {
        if let link = try arrival.deliver(to: app) { lastLink = link }
      } catch {
        failures.note(error.description)
        // A rejected arrival fails the run before the script, as the shell's own run does.
        if !options.keepGoing { return failures.first }
      }
    }
    if options.firstLaunch {
      // A fresh install, whatever a --state file or a '# state:' line holds.
    } else if let document = savedState {
      _ = app.restore(from: InMemoryStateStore(document))
    } else if let state = Shell.startingState(in: lines) {
      _ = app.restore(from: InMemoryStateStore(Data(state.utf8)))
    }
    app.finishLaunch()
    note(app.visible, in: map)
    if let launch = map.launch(to: app.visible) { transitions.insert(launch) }
    // A cold-start link counts as opening it: its form leads to the screen launch ends on.
    if let lastLink,
      let made = map.transition(made: "open " + lastLink, from: app.visible, to: app.visible),
      map.transitions.contains(made)
    {
      transitions.insert(made)
    }
    for line in lines where !Self.writesAFile(line) {
      let before = app.visible
      let outcome = shell.run(line)
      let after = app.visible
      note(after, in: map)
      if let made = map.transition(made: line, from: before, to: after),
        map.transitions.contains(made)
      {
        transitions.insert(made)
      }
      if outcome == .quit || (outcome == .failed && !options.keepGoing) { return failures.first }
    }
    return failures.first
  }

  /// The state file a script's `# args:` names, as `--state` reads it: `nil` when nothing is
  /// there, a first launch as the shell's own run makes.
  ///
  /// - Throws: ``UsageError/unreadableStateFile(_:reason:)`` for anything else that cannot be
  ///   read (a folder, a pipe, a file over the limit): the script would run from a fresh launch
  ///   it does not expect, and its figures would say nothing of what it was written for.
  private static func stateDocument(at path: String) throws(UsageError) -> Data? {
    do {
      return try readFile(path, .stateFile)
    } catch .missing {
      return nil
    } catch {
      throw .unreadableStateFile(path, reason: error.withHint)
    }
  }

  /// The exit status a script's `# exit:` header line says its run ends with; 0 without one.
  static func expectedExit(in lines: [String]) -> Int32 {
    for line in lines {
      let text = line.trimmingBlanks
      if text.isEmpty { continue }
      guard text.hasPrefix("#") else { break }
      let body = text.dropFirst().trimmingBlanks
      if body.hasPrefix("exit:") {
        return Int32(body.dropFirst("exit:".count).trimmingBlanks) ?? 1
      }
    }
    return 0
  }

  /// Whether `line` is a command that writes a file (`record`, `record stop`), which coverage
  /// skips.
  static func writesAFile(_ line: String) -> Bool {
    switch try? Command.parse(line.trimmingBlanks) {
    case .record?, .recordStop?: true
    default: false
    }
  }

  private mutating func note(_ screen: VisibleScreen, in map: NavigationMap) {
    if let place = map.place(showing: screen) { places.insert(place.kind) }
  }

  /// The words of a script's `# args:` header lines, as a scenario's header gives them.
  static func headerArguments(in lines: [String]) -> [String] {
    var arguments: [String] = []
    for line in lines {
      let text = line.trimmingBlanks
      if text.isEmpty { continue }
      guard text.hasPrefix("#") else { break }
      let body = text.dropFirst().trimmingBlanks
      if body.hasPrefix("args:") {
        arguments += body.dropFirst("args:".count).split(separator: " ").map(String.init)
      }
    }
    return arguments
  }
}

/// The error lines a coverage run's shell reports, of which the first is the script's failure.
private final class FailureLog {
  private(set) var first: String?

  func note(_ line: String) {
    if first == nil {
      first =
        line.trimmingBlanks.hasPrefix("error: ")
        ? String(line.trimmingBlanks.dropFirst(7)) : line.trimmingBlanks
    }
  }
}
