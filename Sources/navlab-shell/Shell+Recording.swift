import AppCoordinator
import FileStore
import LinkRouting

/// `record`: every command that succeeds, appended to a scenario script that replays it.
extension Shell {
  /// The key of the header line that carries the state a recording starts from.
  static let stateKey = "state:"

  /// Starts recording to `path`, writing the header that makes a replay start here.
  ///
  /// Before anything has moved, the header repeats how the session began: its cold-start links
  /// and notifications in `# args:` and the state restored from `--state` in `# state:`. After a
  /// move it carries the state now, which cannot hold a sign-in in progress or a presentation,
  /// so recording refuses to start while one shows.
  ///
  /// - Returns: The line that says recording started.
  /// - Throws: A ``CommandError`` when recording is off, already running, cannot start here or
  ///   cannot create the file.
  func startRecording(to path: String, force: Bool) throws(CommandError) -> String {
    guard allowsRecording else { throw .recordingDisabled }
    if let recorder { throw .alreadyRecording(recorder.path) }
    if let stateStore, stateStore.saves(to: path) {
      throw .cannotRecord(
        path,
        reason: "the session saves its state there (--state), and each save would replace the "
          + "recording; name another file")
    }
    if let historyPath, AtomicFile(path: historyPath).isWritten(byWritingTo: path) {
      throw .cannotRecord(
        path,
        reason: "it is the shell's history file, and the next history save would replace the "
          + "recording; name another file")
    }
    recorder = try Recorder(path: path, force: force, header: try recordingHeader(for: path))
    return "recording to \(path.quoted); 'record stop' ends it"
  }

  /// Ends the recording in progress, if any.
  ///
  /// - Returns: The line that says where it went, or nothing when there was none.
  func stopRecording() -> [String] {
    guard let recorder else { return [] }
    recorder.stop()
    self.recorder = nil
    let count = recorder.commandCount
    return [
      "stopped recording to \(recorder.path.quoted): \(count) command\(count == 1 ? "" : "s")"
    ]
  }

  /// Appends a command that succeeded, and after a move an `expect` of the screen it reached.
  ///
  /// A command a script line cannot carry as it was typed never gets here while recording:
  /// ``unrecordable(_:)`` refuses it first, so the recording never leaves out a move.
  func record(_ text: String, of spec: CommandSpec) {
    guard let recorder, spec.recorded else { return }
    var lines = [text]
    if spec.moves { lines.append("expect " + app.visible.screen.id) }
    report(recorder.record(lines))
  }

  /// Why `text` cannot be recorded as it is, or `nil` when it can, while a recording runs.
  ///
  /// A line break cannot sit inside one script line (only `-c` can pass one), and a control,
  /// format or line-separator character written raw would steer the terminal of whoever reads
  /// the file, while spelt out it would replay as other text. Such a command is refused before
  /// it runs, so the session and its recording never part. A tab steers nothing, and splits
  /// words in a script as a space does: it is kept.
  func unrecordable(_ text: String) -> CommandError? {
    guard recorder != nil else { return nil }
    if text.utf8.contains(UInt8(ascii: "\n")) {
      return .unrecordable(text, reason: "it holds a line break, which one script line cannot")
    }
    guard let bad = text.unicodeScalars.first(where: { $0 != "\t" && $0.spellsOut }) else {
      return nil
    }
    return .unrecordable(
      text, reason: "it holds the control character \(bad.codePoint), which a script cannot carry")
  }

  /// Marks where a command failed: a comment, since a replay must not run it.
  func recordFailure(of text: String) {
    guard let recorder else { return }
    report(recorder.append(["# Not recorded, it failed: " + text.sanitized]))
  }

  private func report(_ failure: String?) {
    guard let failure, let recorder else { return }
    self.recorder = nil
    fail(renderer.warning("stopped recording to \(recorder.path.quoted): \(failure)"))
  }

  private func recordingHeader(for path: String) throws(CommandError) -> [String] {
    var arguments: [String] = []
    var document: String?
    if hasMoved {
      guard !app.visible.tabBar.isEmpty else {
        throw .cannotStartRecording(screen: app.visible.screen.id)
      }
      do {
        document = try app.stateDocument()
      } catch {
        throw .stateUnavailable(String(describing: error))
      }
    } else {
      arguments =
        (launch.firstLaunch ? ["--first-launch"] : []) + launch.arrivals.flatMap(\.arguments)
      document = launch.restoredDocument
    }
    // The device the recording started on: a replay must run on it too.
    if app.platform != Device.iPhone.platform {
      arguments += ["--platform", app.platform.rawValue]
    }
    if app.width != Device.iPhone.width { arguments += ["--width", app.width.rawValue] }
    if document == (try? AppCoordinator().stateDocument()) { document = nil }
    if let reason = Self.reasonNotToCarry(arguments: arguments, path: path) {
      throw .cannotRecord(path, reason: reason)
    }
    let state = document.map(Self.oneLine)
    if let state, state.unicodeScalars.contains(where: \.spellsOut) {
      throw .cannotRecord(path, reason: "the state holds a control character a script cannot carry")
    }
    let words = arguments + ["-f", path]
    let replay = words.joined(separator: " ")
    var header = [
      words.allSatisfy(\.isShellWord)
        ? "# Recorded by navlab-shell. Replay it with 'navlab-shell \(replay)', or from the package "
          + "with 'swift run navlab-shell \(replay)': it must exit 0 on the same screen."
        : "# Recorded by navlab-shell. Replay it with navlab-shell, the words of the 'args:' line "
          + "below, then -f and this file's path: it must exit 0 on the same screen."
    ]
    if !arguments.isEmpty { header.append("# args: " + arguments.joined(separator: " ")) }
    if let state {
      header.append(
        "# It starts from the state below, restored as --state would, without its file.")
      header.append("# \(Self.stateKey) " + state)
    }
    return header
  }

  /// Why the header cannot carry `arguments` (the `# args:` line) or `path`, or `nil`.
  ///
  /// A replay splits `# args:` at spaces and trims each line of white space, with no quoting,
  /// so a word there must hold no white space and be non-empty; and no word of the header may
  /// hold a control character, which would end the comment line or steer a terminal.
  static func reasonNotToCarry(arguments: [String], path: String) -> String? {
    if path.unicodeScalars.contains(where: \.spellsOut) {
      return "the path holds a control character, which the header cannot carry; "
        + "name the file without it"
    }
    for (index, word) in arguments.enumerated()
    where word.isEmpty
      || word.unicodeScalars.contains(where: { $0.spellsOut || $0.properties.isWhitespace })
    {
      let option = index > 0 ? arguments[index - 1] : word
      return "\(option) \(word.quoted) cannot be carried on the header's 'args:' line, which "
        + "splits at spaces and ends at a line break; give it without white space or control "
        + "characters (rename the file), then record again"
    }
    return nil
  }

  /// The state document on one line: its pretty-printed lines joined, which is safe because a
  /// JSON string never holds a raw line break.
  static func oneLine(_ document: String) -> String {
    document.split(separator: "\n").map { $0.trimmingBlanks }.joined(separator: " ")
  }

  /// The document on the `# state:` line of the comment block that starts `lines`, if any.
  static func startingState(in lines: [String]) -> String? {
    for line in lines {
      let text = line.trimmingBlanks
      if text.isEmpty { continue }
      guard text.hasPrefix("#") else { return nil }
      let body = text.dropFirst().trimmingBlanks
      if body.hasPrefix(stateKey) { return body.dropFirst(stateKey.count).trimmingBlanks }
    }
    return nil
  }
}
