import AppCoordinator
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
  func record(_ command: Command, as text: String) {
    guard let recorder else { return }
    switch command {
    case .record, .recordStop: return
    default: break
    }
    guard !text.utf8.contains(UInt8(ascii: "\n")) else {
      // Only `-c` can pass one; a script line cannot hold it, so the replay would diverge here.
      let comment = "# Not recorded, it holds a line break: " + text.sanitized
      report(
        recorder.append([comment]) ?? "a command with a line break cannot be written as one line")
      return
    }
    guard !text.unicodeScalars.contains(where: { $0 != "\t" && $0.spellsOut }) else {
      // Written as it is, an escape sequence would steer the terminal of whoever reads the file.
      // A tab steers nothing, and splits words in a script as a space does: it is kept.
      report(recorder.append(["# Not recorded, it holds a control character: " + text.sanitized]))
      return
    }
    var lines = [text]
    if command.isMove { lines.append("expect " + app.visible.screen.id) }
    report(recorder.record(lines))
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
    let replay = (arguments + ["-f", path.sanitized]).joined(separator: " ")
    var header = [
      "# Recorded by navlab-shell. Replay it with 'navlab-shell \(replay)', or from the package "
        + "with 'swift run navlab-shell \(replay)': it must exit 0 on the same screen."
    ]
    if !arguments.isEmpty { header.append("# args: " + arguments.joined(separator: " ")) }
    if let document {
      header.append(
        "# It starts from the state below, restored as --state would, without its file.")
      header.append("# \(Self.stateKey) " + Self.oneLine(document))
    }
    return header
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
