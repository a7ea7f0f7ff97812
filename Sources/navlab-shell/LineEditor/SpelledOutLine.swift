/// The line being edited as the terminal shows it: every control, format and line-break
/// character spelled out (`\u{1B}`), as ``Swift/StringProtocol/sanitized(limit:)`` spells it, so a
/// recalled history entry or a paste cannot steer the terminal.
struct SpelledOutLine: Equatable {
  /// The characters to draw.
  private(set) var buffer: [Character] = []
  /// Where the cursor sits in ``buffer``.
  private(set) var cursor = 0

  /// Spells out `buffer`, keeping `cursor` before the same character.
  ///
  /// - Complexity: O(*n*) in the length of the line; a line with nothing to spell out is copied.
  init(_ buffer: [Character], cursor: Int) {
    guard buffer.contains(where: { $0.unicodeScalars.contains(where: \.spellsOut) }) else {
      self.buffer = buffer
      self.cursor = cursor
      return
    }
    for (index, character) in buffer.enumerated() {
      if index == cursor { self.cursor = self.buffer.count }
      if character.unicodeScalars.contains(where: \.spellsOut) {
        self.buffer += String(character).sanitized(limit: Int.max)
      } else {
        self.buffer.append(character)
      }
    }
    if cursor >= buffer.count { self.cursor = self.buffer.count }
  }
}
