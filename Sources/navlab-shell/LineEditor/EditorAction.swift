/// What the caller of `LineEditor.handle(_:)` should do after a key.
enum EditorAction: Equatable, Sendable {
  /// The buffer or cursor changed: redraw the line.
  case redraw
  /// Enter was pressed: the line is finished (already added to history).
  case submit(String)
  /// Ctrl-C: the line was discarded; print `^C`, a newline and a fresh prompt.
  case clearLine
  /// Ctrl-D on an empty line: end of input, the shell should exit.
  case quit
  /// Tab was pressed. `tabCount` is the number of consecutive Tabs so far
  /// (1 for the first), so the caller can list candidates on the second.
  case complete(tabCount: Int)
  /// Ctrl-L: clear the screen, then redraw the line.
  case clearScreen
  /// The key could not do anything (e.g. Left at the start of the line):
  /// nothing changed, optionally ring the bell.
  case bell
}
