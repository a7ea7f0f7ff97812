/// The editing state machine behind the prompt: a buffer of Characters, a cursor, and history
/// browsing.
///
/// It performs no I/O; every key returns an `EditorAction` telling the caller what to draw or do.
///
/// The cursor is an index into `buffer` in Characters (grapheme clusters), so
/// multi-byte scalars such as `é`, `🙂` or CJK are moved over and deleted as
/// one unit.
struct LineEditor {
  /// The line being edited.
  private(set) var buffer: [Character] = []
  /// Insertion point, `0...buffer.count`.
  private(set) var cursor = 0
  /// Submitted lines, browsed with Up/Down.
  ///
  /// Enter adds to it.
  var history: History
  /// Index into `history.entries` while browsing, nil while editing a new line.
  private(set) var historyIndex: Int?
  /// What the user was typing before starting to browse history.
  private var draft: [Character] = []
  /// Number of consecutive Tab presses (reset by any other key).
  private var tabCount = 0

  /// Creates an empty editor browsing `history`.
  init(history: History = History()) {
    self.history = history
  }

  /// The whole line as a String.
  var line: String { String(buffer) }

  /// The text from the start of the line up to the cursor (what completion sees).
  var textBeforeCursor: String { String(buffer[..<cursor]) }

  /// Applies one key and reports what the caller should do.
  mutating func handle(_ key: Key) -> EditorAction {
    if key != .tab { tabCount = 0 }
    switch key {
    case .text(let text):
      insert(text)
      return .redraw
    case .enter:
      let submitted = line
      history.add(submitted)
      reset()
      return .submit(submitted)
    case .tab:
      tabCount += 1
      return .complete(tabCount: tabCount)
    case .backspace:
      guard cursor > 0 else { return .bell }
      cursor -= 1
      buffer.remove(at: cursor)
      return .redraw
    case .delete:
      return deleteUnderCursor()
    case .ctrlD:
      return buffer.isEmpty ? .quit : deleteUnderCursor()
    case .left:
      return moveCursor(to: cursor - 1)
    case .right:
      return moveCursor(to: cursor + 1)
    case .home, .ctrlA:
      return moveCursor(to: 0)
    case .end, .ctrlE:
      return moveCursor(to: buffer.count)
    case .ctrlU:
      return deleteBeforeCursor(from: 0)
    case .ctrlW:
      var start = cursor
      while start > 0, buffer[start - 1].isWhitespace { start -= 1 }
      while start > 0, !buffer[start - 1].isWhitespace { start -= 1 }
      return deleteBeforeCursor(from: start)
    case .ctrlC:
      reset()
      return .clearLine
    case .ctrlL:
      return .clearScreen
    case .up:
      return browseHistory(by: -1)
    case .down:
      return browseHistory(by: 1)
    }
  }

  /// Inserts `text` at the cursor and moves the cursor after it.
  ///
  /// Used for typed text and by the caller to apply a completion. Grapheme clusters are re-formed,
  /// so a combining mark typed after `e` joins it.
  mutating func insert(_ text: String) {
    guard !text.isEmpty else { return }
    let before = String(buffer[..<cursor]) + text
    buffer = Array(before + String(buffer[cursor...]))
    cursor = min(before.count, buffer.count)
  }

  /// Removes the character under the cursor, or rings the bell at the end.
  private mutating func deleteUnderCursor() -> EditorAction {
    guard cursor < buffer.count else { return .bell }
    buffer.remove(at: cursor)
    return .redraw
  }

  /// Removes `buffer[start..<cursor]`, or rings the bell if that is empty.
  private mutating func deleteBeforeCursor(from start: Int) -> EditorAction {
    guard start < cursor else { return .bell }
    buffer.removeSubrange(start..<cursor)
    cursor = start
    return .redraw
  }

  /// Moves the cursor if `position` is inside the line and differs from it.
  private mutating func moveCursor(to position: Int) -> EditorAction {
    guard (0...buffer.count).contains(position), position != cursor else { return .bell }
    cursor = position
    return .redraw
  }

  /// Steps through history: -1 is older, +1 is newer.
  ///
  /// Stepping newer than the newest entry restores the draft the user was typing.
  private mutating func browseHistory(by step: Int) -> EditorAction {
    let entries = history.entries
    let target: Int
    switch historyIndex {
    case nil where step < 0 && !entries.isEmpty:
      draft = buffer
      target = entries.count - 1
    case let index? where index + step >= 0:
      target = index + step
    default:
      return .bell
    }
    if target >= entries.count {
      historyIndex = nil
      buffer = draft
    } else {
      historyIndex = target
      buffer = Array(entries[target])
    }
    cursor = buffer.count
    return .redraw
  }

  /// Empties the line and leaves history browsing.
  private mutating func reset() {
    buffer = []
    cursor = 0
    historyIndex = nil
    draft = []
  }
}
