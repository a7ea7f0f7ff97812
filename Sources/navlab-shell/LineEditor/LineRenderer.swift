/// Builds the terminal output for the single-line editor: the redraw sequence for the current line
/// and the layout of completion candidates.
///
/// Pure string functions, so they can be tested without a terminal.
///
/// Lines longer than the terminal scroll horizontally: only a window of the
/// buffer that contains the cursor is drawn, so the line never wraps and `\r`
/// always returns to the prompt's row.
enum LineRenderer {
  /// The visible part of the buffer and where the cursor sits in it.
  struct Layout: Equatable {
    /// Characters to draw after the prompt.
    var text: String
    /// Cursor column counted from the start of `text`.
    var cursorColumn: Int
  }

  /// Chooses the window of `buffer` to draw in `available` columns so the
  /// cursor stays visible (one column is kept free for the cursor at the end).
  ///
  /// The window starts as far left as it can while everything from its start to the cursor fits,
  /// and ends where the next character would not fit.
  ///
  /// - Complexity: O(*w*), where *w* is the number of characters in the window, plus the
  ///   zero-width characters just outside it; never the whole line.
  static func layout(buffer: [Character], cursor: Int, available: Int) -> Layout {
    let room = max(1, available - 1)
    let cursor = min(max(0, cursor), buffer.count)
    var start = cursor
    var beforeCursor = 0
    while start > 0 {
      let width = DisplayWidth.of(buffer[start - 1])
      guard beforeCursor + width <= room else { break }
      beforeCursor += width
      start -= 1
    }
    var end = cursor
    var used = beforeCursor
    while end < buffer.count {
      let width = DisplayWidth.of(buffer[end])
      guard used + width <= room else { break }
      used += width
      end += 1
    }
    return Layout(text: String(buffer[start..<end]), cursorColumn: beforeCursor)
  }

  /// The bytes that redraw the line in place: carriage return, prompt, visible text, erase to end
  /// of line (`ESC[K`), then carriage return and a cursor-forward (`ESC[nC`) to the cursor.
  ///
  /// `prompt` may contain ANSI colour codes; only its visible width counts.
  static func redraw(prompt: String, buffer: [Character], cursor: Int, columns: Int) -> String {
    let promptWidth = DisplayWidth.visible(prompt)
    let layout = layout(buffer: buffer, cursor: cursor, available: columns - promptWidth)
    let column = promptWidth + layout.cursorColumn
    let move = column > 0 ? "\u{1B}[\(column)C" : ""
    return "\r" + prompt + layout.text + "\u{1B}[K" + "\r" + move
  }

  /// Candidates arranged in columns that fit `columns`, filled row by row,
  /// one string per output line (no trailing newlines).
  static func candidateLines(_ candidates: [String], columns: Int) -> [String] {
    guard !candidates.isEmpty else { return [] }
    let cell = (candidates.map { DisplayWidth.of($0) }.max() ?? 0) + 2
    let perRow = max(1, columns / cell)
    return stride(from: 0, to: candidates.count, by: perRow).map { rowStart in
      let row = candidates[rowStart..<min(rowStart + perRow, candidates.count)]
      let padded = row.dropLast().map {
        $0 + String(repeating: " ", count: cell - DisplayWidth.of($0))
      }
      return (padded + [row.last ?? ""]).joined()
    }
  }
}
