import AppCoordinator
import AppExplorer
import FileStore
import Foundation
import LinkRouting

/// Runs shell commands against the app, the way a UI test drives a simulator.
@MainActor
final class Shell {
  /// What one line did.
  enum Outcome: Equatable {
    case succeeded
    case failed
    case quit
  }

  let app: AppCoordinator
  /// Interactive mode shows the whole screen after each move; script mode one line.
  let interactive: Bool
  let renderer: Renderer
  private let write: (String) -> Void
  let fail: (String) -> Void
  /// Called after each command that may have changed navigation or the session.
  var didNavigate: () -> Void = {}
  /// Whether `record` may write files; the fuzz harness turns it off.
  var allowsRecording = true
  /// How the session began, for a recording started before anything moved.
  var launch = SessionStart()
  /// Whether a move has succeeded since launch.
  var hasMoved = false
  /// The recording in progress, if any.
  var recorder: Recorder?
  /// The `--state` file the session saves to, which no recording may write.
  var stateStore: FileStateStore?
  /// The history file an interactive session saves its lines to, which no recording may write.
  var historyPath: String?
  /// The explorer's rules of one state and one move, told of every move, for `check`.
  private lazy var rules = RuleCheck(app)

  /// Creates a shell over `app`, writing normal output with `write` and error lines with `fail`.
  init(
    app: AppCoordinator, interactive: Bool, renderer: Renderer = Renderer(),
    write: @escaping (String) -> Void, fail: @escaping (String) -> Void
  ) {
    self.app = app
    self.interactive = interactive
    self.renderer = renderer
    self.write = write
    self.fail = fail
  }

  /// Runs one line: parses it, performs it and prints its output or one error line.
  ///
  /// Blank lines and lines starting with `#` do nothing and succeed. White space around the line
  /// (the same set at both ends: see ``Swift/StringProtocol/trimmingBlanks``) is not part of it:
  /// what is echoed is exactly what runs.
  func run(_ line: String) -> Outcome {
    let text = line.trimmingBlanks
    guard !text.isEmpty, !text.hasPrefix("#") else { return .succeeded }
    if !interactive { write(renderer.echo(text)) }
    do throws(CommandError) {
      let (spec, command) = try CommandSpec.parse(text)
      if let refusal = unrecordable(text), spec.recorded { throw refusal }
      guard command != .quit else {
        stopRecording().forEach(write)
        return .quit
      }
      for output in try performChecked(command) {
        write(output)
      }
      record(text, of: spec)
      return .succeeded
    } catch {
      fail(renderer.error(error.description))
      recordFailure(of: text)
      return .failed
    }
  }

  /// Performs `command`, telling `check`'s rules of a move, and returns the lines it prints.
  private func performChecked(_ command: Command) throws(CommandError) -> [String] {
    guard let action = command.action(in: app.width) else { return try perform(command) }
    rules.willMove()
    do {
      let lines = try perform(command)
      rules.moved(action, accepted: true)
      return lines
    } catch {
      rules.moved(action, accepted: false)
      throw error
    }
  }

  /// Performs `command` and returns the lines it prints: each command's handler.
  func perform(_ command: Command) throws(CommandError) -> [String] {
    // The screen is read only by the commands that need it: building it is a good part of a
    // command's cost, and most commands never look at it.
    switch command {
    case .show:
      return renderer.screen(app.visible, focus: app.focusedElement)
    case .tap(let id):
      try navigate { () throws(NavigationError) in try app.tap(id) }
    case .type(let id, let text):
      try navigate { () throws(NavigationError) in try app.type(text, into: id) }
    case .back:
      try navigate { () throws(NavigationError) in try app.back() }
    case .dismiss:
      try navigate { () throws(NavigationError) in try app.dismiss() }
    case .tab(let name):
      let tabs = app.tabIDs
      guard tabs.contains(name) else {
        throw .unknownTab(name, suggestion: tabs.closest(to: name), tabs: tabs)
      }
      let before = app.visible
      guard !before.tabBar.isEmpty else {
        throw .tabBarHidden(screen: before.screen.id, sidebar: app.width == .regular)
      }
      try navigate { () throws(NavigationError) in
        try app.tap(FlowRegistration.itemID(ofTab: name, in: app.width))
      }
    case .resize(let width):
      app.resize(to: width)
    case .open(let url):
      do {
        try app.open(url)
      } catch {
        throw rejection(of: error, universal: url.lowercased().hasPrefix("https:"))
      }
    case .notify(let json):
      do {
        try app.open(notification: Data(json.utf8))
      } catch {
        throw rejection(of: error)
      }
    case .activity(let type, let content):
      // The content is the part of the activity its type reads: a web page's URL, or the app's
      // own type's user info.
      let isWeb = type == AppCoordinator.browsingWebActivity
      do {
        try app.open(
          activityType: type, webpageURL: isWeb ? content : nil,
          userInfo: isWeb ? nil : Data(content.utf8))
      } catch {
        throw rejection(of: error, universal: isWeb)
      }
    case .expect(let id, let visible):
      try expect(id, visible: visible, in: app.visible)
      return []
    case .check:
      if let (rule, detail) = rules.firstBroken() { throw .ruleBroken(rule, detail: detail) }
      return [
        "every rule of the last move and this state holds: "
          + RuleCheck.rules.joined(separator: ", ") + "; "
          + RuleCheck.wholeWalkRules.joined(separator: " and ")
          + " are rules of the whole walk: 'navlab-shell explore' checks them"
      ]
    case .link:
      guard let link = app.link else { throw .noLink(screen: app.visible.screen.id) }
      return [link.url]
    case .state:
      do {
        return [try app.stateDocument()]
      } catch {
        throw .stateUnavailable(String(describing: error))
      }
    case .help(let topic):
      return try help(topic)
    case .record(let path, let force):
      return [try startRecording(to: path, force: force)]
    case .recordStop:
      guard recorder != nil else { throw .notRecording }
      return stopRecording()
    case .quit:
      return []
    }
    hasMoved = true
    didNavigate()
    return interactive ? renderer.screen(app.visible) : [renderer.location(app.visible)]
  }

  /// The error line of a rejected link: for an unknown destination, with the nearest link form,
  /// written as the user wrote the link, a universal link's in its universal form.
  private func rejection(of error: LinkError, universal: Bool = false) -> CommandError {
    guard case .unknownDestination(let destination) = error else {
      return .badLink(error.description, suggestion: nil, forms: nil)
    }
    let prefix = "https://\(AppCoordinator.associatedDomains[0])/"
    let written: (String) -> String = { form in
      universal ? prefix + form.dropFirst("navlab://".count) : form
    }
    let forms = app.linkForms
    return .badLink(
      error.description, suggestion: forms.closestForm(to: destination).map(written),
      forms: forms.map(written))
  }

  /// The error line of a rejected notification or activity: its link's, when that was the
  /// problem, with suggestions in the universal form for a web page's URL.
  private func rejection(of error: PayloadError, universal: Bool = false) -> CommandError {
    guard case .link(let linkError) = error else {
      return .badLink(error.description, suggestion: nil, forms: nil)
    }
    return rejection(of: linkError, universal: universal)
  }

  /// Runs one of the app's actions, passing on the reason it gives when it refuses.
  private func navigate(_ action: () throws(NavigationError) -> Void) throws(CommandError) {
    do {
      try action()
    } catch .noElement(let id, let screen) {
      throw .noElement(id, screen: screen, tappable: app.visible.tappableIdentifiers)
    } catch {
      throw .navigation(error)
    }
  }

  private func expect(_ id: String, visible: Bool, in screen: VisibleScreen) throws(CommandError) {
    let isVisible = screen.identifiers.contains(id)
    if visible, !isVisible {
      let suggestion = screen.identifiers.closest(to: id).map { " (did you mean \($0)?)" } ?? ""
      throw .notVisible(id, visible: screen.identifiers.folded + suggestion)
    }
    if !visible, isVisible {
      throw .unexpectedlyVisible(id, screen: screen.screen.id)
    }
  }

  private func help(_ topic: String?) throws(CommandError) -> [String] {
    guard let topic else { return renderer.help(CommandSpec.all) }
    guard let spec = CommandSpec.named(topic) else {
      if ShellOptions.subcommands.contains(where: { $0.name == topic }) { throw .subcommand(topic) }
      throw .unknownHelpTopic(topic, suggestion: CommandSpec.names.closest(to: topic))
    }
    return ["usage: \(spec.usage)", spec.summary] + spec.details(app)
  }
}

extension Command {
  /// The move as the explorer writes it, for a command that may move the app; a resize is none,
  /// since each walk keeps its width.
  fileprivate func action(in width: Width) -> ExplorerAction? {
    switch self {
    case .tap(let id): .tap(id)
    case .type(let field, let text): .type(text, into: field)
    case .back: .back
    case .dismiss: .dismiss
    case .tab(let name): .tap(FlowRegistration.itemID(ofTab: name, in: width))
    case .resize: nil
    case .open(let url): .open(url)
    // The explorer opens links, not payloads: `check` after one holds the state it left to the
    // state rules, and the move rules to the last link, tap or back.
    case .notify, .activity: nil
    // The rest move nothing; a new command is none of the explorer's moves unless named above.
    default: nil
    }
  }
}
