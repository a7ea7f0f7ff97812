import AppCoordinator
import LinkRouting

/// One line of the shell, parsed.
///
/// Adding a command is a case here, a row in ``CommandSpec/all`` below, and its case in
/// ``Shell/perform(_:)``: parsing, `help`, completion, recording and the README's list of
/// commands read the row.
enum Command: Equatable, Sendable {
  case show
  case tap(String)
  case type(field: String, text: String)
  case back
  case dismiss
  case tab(String)
  /// The window's width changed, as rotation or a resize does.
  case resize(Width)
  case open(String)
  /// A notification tapped: its payload as JSON.
  case notify(String)
  /// A user activity continued: its type, and its webpage URL or its user info as JSON.
  case activity(type: String, content: String)
  case expect(String, visible: Bool)
  case check
  case link
  case state
  case help(String?)
  case record(path: String, force: Bool)
  case recordStop
  case quit

  /// Parses one non-blank, non-comment line.
  ///
  /// Arguments are split on the first spaces only: `type ID TEXT` takes the rest of the line as
  /// TEXT, spaces included, `activity TYPE URL|JSON` its URL or JSON, and `open URL`,
  /// `notify JSON` and `record [--force] FILE` the rest of the line, trimmed. There is no quoting.
  ///
  /// - Throws: ``CommandError`` for an unknown command or wrong arguments.
  static func parse(_ line: String) throws(CommandError) -> Command {
    try CommandSpec.parse(line).command
  }
}

extension CommandSpec {
  /// The shell's commands, in the order `help` lists them.
  static let all: [CommandSpec] = [
    CommandSpec(
      "show", usage: "show",
      summary: "print the visible screen: where you are, its elements, the tab bar or sidebar",
      parse: { arguments throws(CommandError) in try arguments.none(.show) }),
    CommandSpec(
      "tap", usage: "tap ID",
      summary: "tap a visible element: a row, button, link or tab-bar item", moves: true,
      completions: { $0.visible.tappableIdentifiers },
      parse: { arguments throws(CommandError) in .tap(try arguments.oneWord()) }),
    CommandSpec(
      "type", usage: "type ID TEXT",
      summary: "set a visible text field to TEXT (the rest of the line)", moves: true,
      completions: { $0.visible.screen.elements.filter { $0.kind == .textField }.map(\.id) },
      parse: { arguments throws(CommandError) in
        let (field, text) = arguments.rest.trimmingLeadingBlanks.splitAtFirstBlank
        return .type(field: try arguments.required(field), text: text)
      }),
    CommandSpec(
      "back", usage: "back",
      summary: "the back button: pop the visible stack; refused where no back button shows",
      moves: true, parse: { arguments throws(CommandError) in try arguments.none(.back) }),
    CommandSpec(
      "dismiss", usage: "dismiss",
      summary: "the gesture: swipe a sheet down, tap outside a popover or dialog", moves: true,
      parse: { arguments throws(CommandError) in try arguments.none(.dismiss) }),
    CommandSpec(
      "tab", usage: "tab NAME",
      summary: "select a tab, as 'tap tab.NAME' (in regular width 'tap sidebar.NAME')",
      moves: true, completions: { $0.tabIDs },
      parse: { arguments throws(CommandError) in .tab(try arguments.oneWord()) }),
    CommandSpec(
      "resize", usage: "resize compact|regular",
      summary: "change the width: compact shows the tab bar, regular a sidebar; keeps every stack",
      moves: true, completions: { _ in Width.allCases.map(\.rawValue) },
      parse: { arguments throws(CommandError) in
        let word = try arguments.oneWord()
        guard let width = Width(rawValue: word) else {
          let widths = Width.allCases.map(\.rawValue)
          throw .unknownWidth(word, suggestion: widths.closest(to: word), widths: widths)
        }
        return .resize(width)
      }),
    CommandSpec(
      "open", usage: "open URL", summary: "deliver a deep link to the running app", moves: true,
      completions: { Completions.linkCompletions($0.linkForms) },
      details: { app in
        [
          "links: " + app.linkForms.joined(separator: ", "),
          "universal links: "
            + AppCoordinator.associatedDomains.map { "https://\($0)/…" }
            .joined(separator: ", ") + " open as navlab://…",
        ]
      }, parse: { arguments throws(CommandError) in .open(try arguments.required()) }),
    CommandSpec(
      "notify", usage: "notify JSON",
      summary: "tap a notification: deliver its APNs JSON payload, which carries a 'link'",
      moves: true,
      details: { _ in
        [#"example: notify {"aps":{"alert":"New article"},"link":"navlab://article/7"}"#]
      }, parse: { arguments throws(CommandError) in .notify(try arguments.required()) }),
    CommandSpec(
      "activity", usage: "activity TYPE URL|JSON",
      summary: "continue a user activity: a web page's URL, or JSON user info with a 'link'",
      moves: true,
      completions: { _ in [AppCoordinator.browsingWebActivity, AppCoordinator.linkActivity] },
      details: { _ in
        [
          "types: \(AppCoordinator.browsingWebActivity) URL, \(AppCoordinator.linkActivity) JSON",
          "example: activity \(AppCoordinator.browsingWebActivity) https://"
            + AppCoordinator.associatedDomains[0] + "/article/7",
          #"example: activity \#(AppCoordinator.linkActivity) {"link":"navlab://article/7"}"#,
        ]
      },
      parse: { arguments throws(CommandError) in
        let (type, content) = arguments.text.splitAtFirstBlank
        return .activity(
          type: try arguments.required(type),
          content: try arguments.required(content.trimmingBlanks))
      }),
    CommandSpec(
      "expect", usage: "expect [not] ID",
      summary: "check that a screen or element id is (or is not) visible now",
      completions: { $0.visible.identifiers },
      parse: { arguments throws(CommandError) in
        let (first, target) = arguments.text.splitAtFirstBlank
        guard first == "not" else { return .expect(try arguments.oneWord(), visible: true) }
        return .expect(try arguments.oneWord(target.trimmingBlanks), visible: false)
      }),
    CommandSpec(
      "check", usage: "check",
      summary: "check the explorer's rules on the last move and the state it left",
      parse: { arguments throws(CommandError) in try arguments.none(.check) }),
    CommandSpec("link", usage: "link", summary: "print the visible screen's deep link") {
      arguments throws(CommandError) in try arguments.none(.link)
    },
    CommandSpec("state", usage: "state", summary: "print the navigation state as JSON") {
      arguments throws(CommandError) in try arguments.none(.state)
    },
    CommandSpec(
      "help", usage: "help [COMMAND]", summary: "list the commands, or explain one",
      completions: { _ in CommandSpec.names },
      parse: { arguments throws(CommandError) in
        .help(arguments.text.isEmpty ? nil : try arguments.oneWord())
      }),
    CommandSpec(
      "record", usage: "record FILE",
      summary: "write each command that succeeds to FILE as a scenario, until 'record stop'",
      recorded: false, completions: { _ in ["--force", "stop"] },
      details: { _ in ["'record --force FILE' replaces an existing file; quitting also stops"] },
      parse: { arguments throws(CommandError) in
        guard arguments.text != "stop" else { return .recordStop }
        let (first, path) = arguments.text.splitAtFirstBlank
        guard first == "--force" else {
          return .record(path: try arguments.required(), force: false)
        }
        return .record(path: try arguments.required(path.trimmingBlanks), force: true)
      }),
    CommandSpec("quit", usage: "quit", summary: "leave the shell", recorded: false) {
      arguments throws(CommandError) in try arguments.none(.quit)
    },
  ]
}
