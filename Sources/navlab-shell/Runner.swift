import AppCoordinator
import FileStore
import Foundation
import LinkRouting

/// Runs the shell as the command line asks: a script, or an interactive session.
@MainActor
struct Runner {
  let options: ShellOptions
  let isTerminal: Bool

  /// The exit status of a run whose last moves could not be saved to the `--state` file, when it
  /// would otherwise exit 0.
  static let unsavedStatus: Int32 = 3

  /// Runs everything and returns the exit status.
  ///
  /// A run that ends with moves its `--state` file does not hold (their saves failed) says which,
  /// in one error line, and exits ``unsavedStatus`` instead of 0.
  func run() -> Int32 {
    var saver: StateSaver?
    let status = run(saver: &saver)
    guard let report = saver?.unsavedReport else { return status }
    printError(report)
    return status == 0 ? Self.unsavedStatus : status
  }

  private func run(saver savedBy: inout StateSaver?) -> Int32 {
    let scripted = !options.inputs.isEmpty || !isTerminal
    let lines: [String]
    let startingState: String?
    do {
      (lines, startingState) = try scriptLines()
    } catch {
      printError(Renderer().error("\(error)"))
      return 2
    }
    let app = AppCoordinator(platform: options.device.platform)
    app.resize(to: options.device.width)
    // Colour only where it is seen: each stream on its own terminal test.
    let colours = !scripted && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    let renderer = Renderer(
      colour: colours && Terminal.isTerminal(STDOUT_FILENO),
      errorColour: colours && Terminal.isTerminal(STDERR_FILENO))
    // What the app was assembled with that may be a mistake: one line per requested link form
    // that no flow reads. The product has none.
    for warning in app.assemblyWarnings {
      printError(renderer.warning("\(warning)"))
    }
    let shell = Shell(
      app: app, interactive: !scripted, renderer: renderer,
      write: printLine, fail: printError)
    defer { shell.stopRecording().forEach(printLine) }
    if options.firstLaunch {
      app.beginFirstLaunch()
      shell.launch.firstLaunch = true
    }
    var failed = false
    for arrival in options.arrivals {
      do {
        try arrival.deliver(to: app)
        shell.launch.arrivals.append(arrival)
      } catch {
        printError(shell.renderer.error(error.description))
        failed = true
        if scripted && !options.keepGoing { return 1 }
      }
    }
    let store = options.statePath.map(FileStateStore.init(path:))
    shell.stateStore = store
    if let store, let typedPath = options.statePath, options.firstLaunch {
      // A fresh install, whatever state the file holds: nothing is restored, and the launch is
      // saved, unless the file is no state file at all (a note, a script), which is left alone.
      let report = app.checkWithoutRestoring(store)
      for warning in report.shellWarnings {
        printError(shell.renderer.warning(warning))
      }
      // A file left alone is never written, and every move the run makes is then unsaved.
      let saver = StateSaver(
        app: app, store: store, typedPath: typedPath, renderer: shell.renderer,
        leftAlone: !report.maySave)
      shell.didNavigate = saver.saveIfChanged
      savedBy = saver
    } else if let store, let typedPath = options.statePath {
      let report = app.restore(from: store)
      for warning in report.shellWarnings {
        printError(shell.renderer.warning(warning))
      }
      // A damaged file that could not be moved aside is not overwritten, nor is a file left
      // alone (a folder, a pipe, another tool's file, a link to nothing), and every move the run
      // makes is then unsaved: the run ends saying so, never with exit 0.
      let saver = StateSaver(
        app: app, store: store, typedPath: typedPath, renderer: shell.renderer,
        saved: report.isUnchanged ? try? app.stateDocument() : nil, blocked: !report.maySave,
        leftAlone: report.leftAlone != nil)
      shell.didNavigate = saver.saveIfChanged
      savedBy = saver
      shell.launch.restoredDocument = try? app.stateDocument()
    } else if let startingState {
      // A recording's starting state: restored by the same rules, and saved nowhere.
      let report = app.restore(from: InMemoryStateStore(Data(startingState.utf8)))
      for warning in report.shellWarnings {
        printError(shell.renderer.warning(warning))
      }
      shell.launch.restoredDocument = try? app.stateDocument()
    }
    app.finishLaunch()
    shell.didNavigate()

    guard scripted else {
      interact(shell, saver: savedBy)
      return 0
    }
    for line in options.inputs.isEmpty
      ? AnyIterator(readStandardInput) : AnyIterator(lines.makeIterator())
    {
      savedBy?.command = line.trimmingBlanks
      switch shell.run(line) {
      case .succeeded: continue
      case .quit: return failed ? 1 : 0
      case .failed:
        failed = true
        if !options.keepGoing { return 1 }
      }
    }
    return failed ? 1 : 0
  }

  /// The line an interactive session starts with: how to get help, complete and leave.
  static let startHint = "Type 'help' for the commands; Tab completes; 'quit' or Ctrl-D leaves."

  private func interact(_ shell: Shell, saver: StateSaver?) {
    printLine(Self.startHint)
    shell.renderer.screen(shell.app.visible).forEach(printLine)
    let reader = LineReader(
      completions: { Completions.candidates(for: $0, in: shell.app) },
      writeFailed: { standardOutputFailed($0) })
    shell.historyPath = reader.historyPath
    if let warning = reader.loadHistory() { printError(shell.renderer.warning(warning)) }
    while let line = reader.readLine(
      prompt: shell.renderer.prompt(
        shell.app.visible, on: Device(platform: shell.app.platform, width: shell.app.width)))
    {
      saver?.command = line.trimmingBlanks
      if shell.run(line) == .quit { return }
    }
    printLine("")
  }

  /// The lines of every `-f` script and `-c` command, in order, and the state on the first
  /// script's `# state:` line, if it has one.
  ///
  /// - Throws: ``UsageError/unreadableScript(_:reason:)`` for a script that cannot be read;
  ///   ``UsageError/misplacedStartingState(_:)`` for a `# state:` line in a script that does not
  ///   come first; ``UsageError/startingStateWithStateFile(_:)`` for one given with `--state`;
  ///   ``UsageError/startingStateOnFirstLaunch(_:)`` for one given with `--first-launch`.
  private func scriptLines() throws(UsageError) -> (lines: [String], state: String?) {
    var lines: [String] = []
    var state: String?
    for (position, input) in options.inputs.enumerated() {
      switch input {
      case .command(let command):
        lines.append(command)
      case .script(let path):
        let data: Data
        do {
          data = try readFile(path, .script)
        } catch {
          throw .unreadableScript(path, reason: error.withHint)
        }
        let scriptLines = splitLines(data)
        if let document = Shell.startingState(in: scriptLines) {
          guard position == 0 else { throw .misplacedStartingState(path) }
          guard options.statePath == nil else { throw .startingStateWithStateFile(path) }
          guard !options.firstLaunch else { throw .startingStateOnFirstLaunch(path) }
          state = document
        }
        lines += scriptLines
      }
    }
    return (lines, state)
  }
}

/// The next line piped in, without its line ending; the first without the byte-order mark a
/// Windows editor may put before it, as a script file's is skipped.
@MainActor
private func readStandardInput() -> String? {
  guard var line = readLine(strippingNewline: true) else { return nil }
  if !StandardInput.started {
    StandardInput.started = true
    if line.unicodeScalars.first == "\u{FEFF}" { line.unicodeScalars.removeFirst() }
  }
  return line.hasSuffix("\r") ? String(line.dropLast()) : line
}

/// Whether a line of standard input was read yet.
@MainActor
private enum StandardInput {
  static var started = false
}
