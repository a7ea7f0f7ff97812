import AppCoordinator
import LinkRouting

/// Why a shell line failed.
///
/// Each is printed as one `error:` line that names the problem and, where it helps, what would
/// work.
enum CommandError: Error, Equatable {
  case unknownCommand(String, suggestion: String?)
  /// A subcommand of `navlab-shell` (`explore`, `graph`, `coverage`) typed as a shell command.
  case subcommand(String)
  case missingArgument(String, String)
  case unexpectedArgument(String, String, String)
  /// The app refused a tap, a text entry, a back or a dismiss, and said why.
  case navigation(NavigationError)
  /// The app said the visible screen has no element `id`; carries what a tap can act on there.
  case noElement(String, screen: String, tappable: [String])
  case tabBarHidden(screen: String, sidebar: Bool)
  case unknownTab(String, suggestion: String?, tabs: [String])
  case unknownWidth(String, suggestion: String?, widths: [String])
  case badLink(String, suggestion: String?, forms: [String]?)
  case notVisible(String, visible: String)
  case unexpectedlyVisible(String, screen: String)
  case noLink(screen: String)
  case unknownHelpTopic(String, suggestion: String?)
  case stateUnavailable(String)
  case recordingExists(String)
  case cannotRecord(String, reason: String)
  /// A command, typed while recording, that a script line cannot carry as it was typed.
  case unrecordable(String, reason: String)
  case alreadyRecording(String)
  case notRecording
  case recordingDisabled
  case cannotStartRecording(screen: String)
  case ruleBroken(String, detail: String)
}

extension CommandError: CustomStringConvertible {
  var description: String {
    switch self {
    case .unknownCommand(let name, let suggestion):
      "unknown command \(name.quoted)"
        + hint(suggestion, otherwise: "; type 'help' for the commands")
    case .subcommand(let name):
      "'\(name)' is not a shell command but a subcommand of navlab-shell; run it from the command "
        + "line: 'navlab-shell \(name)', or from the package 'swift run navlab-shell \(name)'"
    case .missingArgument(let name, let usage):
      "'\(name)' needs an argument; usage: \(usage)"
    case .unexpectedArgument(let name, let extra, let usage):
      "'\(name)' does not take \(extra.quoted); usage: \(usage)"
    case .noElement(let id, let screen, let tappable):
      "no element \(id.sanitized) on \(screen); "
        + (tappable.closest(to: id).map { "did you mean \($0)? " } ?? "")
        + (tappable.isEmpty
          ? "nothing can be tapped here; 'back' or 'dismiss' leaves"
          : "tappable here: \(tappable.folded)")
    case .navigation(.noField(let id, let screen)):
      "no text field \(id.sanitized) on \(screen); 'show' lists its fields"
    case .navigation(.noElement(let id, let screen)):
      "no element \(id.quoted) on \(screen); 'show' lists what can be tapped"
    case .navigation(.notTappable(let id, let screen)):
      "\(id) on \(screen) cannot be tapped; tap a row, button, link or tab"
    case .navigation(.nothingPresented(let screen)):
      "nothing is presented over \(screen); use 'back' to pop"
    case .navigation(let reason):
      reason.description + (Self.closingHint(for: reason).map { "; " + $0 } ?? "")
    case .tabBarHidden(let screen, let sidebar):
      "the \(sidebar ? "sidebar" : "tab bar") is not visible on \(screen); close or finish this screen first ('show' lists its buttons)"
    case .unknownWidth(let width, let suggestion, let widths):
      "no width \(width.quoted)"
        + hint(suggestion, otherwise: "; widths are " + widths.joined(separator: ", "))
    case .unknownTab(let name, let suggestion, let tabs):
      "no tab \(name.quoted)"
        + hint(suggestion, otherwise: "; tabs are " + tabs.joined(separator: ", "))
    case .badLink(let message, let suggestion, let forms):
      message
        + hint(
          suggestion, otherwise: forms.map { "; links are " + $0.joined(separator: ", ") } ?? "")
    case .notVisible(let id, let visible):
      "expected \(id.sanitized) to be visible; visible now: \(visible)"
    case .unexpectedlyVisible(let id, let screen):
      "expected \(id) not to be visible, but it is on \(screen)"
    case .noLink(let screen):
      "\(screen) has no link"
    case .unknownHelpTopic(let name, let suggestion):
      "no command \(name.quoted)"
        + hint(suggestion, otherwise: "; type 'help' for the commands")
    case .stateUnavailable(let reason):
      "cannot print the state: \(reason)"
    case .recordingExists(let path):
      "\(path.quoted) already exists; 'record --force \(path.spelledOut)' replaces it, or name a new file"
    case .cannotRecord(let path, let reason):
      "cannot record to \(path.quoted): \(reason)"
    case .unrecordable(let text, let reason):
      "cannot record \(text.quoted): \(reason); type it without, or 'record stop' first"
    case .alreadyRecording(let path):
      "already recording to \(path.quoted); 'record stop' ends it first"
    case .notRecording:
      "not recording; 'record FILE' starts a recording"
    case .recordingDisabled:
      "recording is turned off in this shell, so 'record' writes nothing"
    case .ruleBroken(let rule, let detail):
      "rule '\(rule)' is broken: \(detail)"
    case .cannotStartRecording(let screen):
      "cannot start recording on \(screen): a recording starts from saved state, which holds no "
        + "sign-in or presentation; finish or close it, then 'record FILE'"
    }
  }
}

extension CommandError {
  /// The line that closes a presentation that `back` or `dismiss` could not: the gesture where
  /// its kind has one, else the control that keeps what the user did (``keepingControl(of:)``).
  static func closingHint(for error: NavigationError) -> String? {
    switch error {
    case .closesOnlyByControls(_, _, let controls):
      return keepingControl(of: controls).map { "'tap \($0)' closes it" }
    case .noBackButton(_, let kind, let closesByGesture, let controls):
      if closesByGesture {
        return "'dismiss' " + (kind == .sheet ? "swipes it down" : "taps outside it")
      }
      return keepingControl(of: controls).map { "'tap \($0)' closes it" }
    default:
      return nil
    }
  }

  /// The control a hint names: one that closes without acting (cancel, keep, close, done, ok),
  /// so that the hint never suggests sending or discarding what the user typed; else the first.
  static func keepingControl(of controls: [String]) -> String? {
    let closing: Set<Substring> = ["cancel", "keep", "close", "done", "ok"]
    return controls.first { id in id.split(separator: ".").last.map(closing.contains) ?? false }
      ?? controls.first
  }
}
