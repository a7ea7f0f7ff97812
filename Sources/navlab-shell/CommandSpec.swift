/// The table of shell commands: the parser, `help` and completion all read it, so they agree.
struct CommandSpec {
  /// The command word.
  let name: String
  /// How to call it, such as `tap ID`.
  let usage: String
  /// One line on what it does.
  let summary: String
  /// The command when it takes no argument.
  let bare: Command?

  static let all: [CommandSpec] = [
    CommandSpec(
      name: "show", usage: "show",
      summary: "print the visible screen: where you are, its elements, the tab bar or sidebar",
      bare: .show),
    CommandSpec(
      name: "tap", usage: "tap ID",
      summary: "tap a visible element: a row, button, link or tab-bar item", bare: nil),
    CommandSpec(
      name: "type", usage: "type ID TEXT",
      summary: "set a visible text field to TEXT (the rest of the line)", bare: nil),
    CommandSpec(
      name: "back", usage: "back",
      summary: "the back button: pop the visible stack; refused where no back button shows",
      bare: .back),
    CommandSpec(
      name: "dismiss", usage: "dismiss",
      summary: "the gesture: swipe a sheet down, tap outside a popover or dialog", bare: .dismiss),
    CommandSpec(
      name: "tab", usage: "tab NAME",
      summary: "select a tab, as 'tap tab.NAME' (in regular width 'tap sidebar.NAME')", bare: nil),
    CommandSpec(
      name: "resize", usage: "resize compact|regular",
      summary: "change the width: compact shows the tab bar, regular a sidebar; keeps every stack",
      bare: nil),
    CommandSpec(
      name: "open", usage: "open URL", summary: "deliver a deep link to the running app", bare: nil),
    CommandSpec(
      name: "notify", usage: "notify JSON",
      summary: "tap a notification: deliver its APNs JSON payload, which carries a 'link'",
      bare: nil),
    CommandSpec(
      name: "activity", usage: "activity TYPE URL|JSON",
      summary: "continue a user activity: a web page's URL, or JSON user info with a 'link'",
      bare: nil),
    CommandSpec(
      name: "expect", usage: "expect [not] ID",
      summary: "check that a screen or element id is (or is not) visible now", bare: nil),
    CommandSpec(
      name: "check", usage: "check",
      summary: "check the explorer's rules on the last move and the state it left", bare: .check),
    CommandSpec(
      name: "link", usage: "link", summary: "print the visible screen's deep link", bare: .link),
    CommandSpec(
      name: "state", usage: "state", summary: "print the navigation state as JSON", bare: .state),
    CommandSpec(
      name: "help", usage: "help [COMMAND]", summary: "list the commands, or explain one",
      bare: nil),
    CommandSpec(
      name: "record", usage: "record FILE",
      summary: "write each command that succeeds to FILE as a scenario, until 'record stop'",
      bare: nil),
    CommandSpec(name: "quit", usage: "quit", summary: "leave the shell", bare: .quit),
  ]

  static let names = all.map(\.name)

  static func named(_ name: String) -> CommandSpec? {
    all.first { $0.name == name }
  }
}
