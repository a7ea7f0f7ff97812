/// Terminal column widths of text, as needed to place the cursor.
///
/// A pragmatic approximation of `wcwidth`: East Asian wide/fullwidth
/// characters and emoji take two columns, combining marks and controls none,
/// everything else one. ANSI escape sequences (e.g. colours in the prompt)
/// take no columns.
enum DisplayWidth {
  /// Scalar ranges drawn two columns wide (East Asian Wide/Fullwidth, emoji blocks).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
    0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
    0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
    0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  /// Columns used by one Character (grapheme cluster): 0, 1 or 2.
  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    let value = first.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if wideRanges.contains(where: { $0.contains(value) }) { return 2 }
    if first.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}") {
      return 2
    }
    return 1
  }

  /// Columns used by a run of Characters.
  static func of<S: Sequence<Character>>(_ characters: S) -> Int {
    characters.reduce(0) { $0 + of($1) }
  }

  /// Columns used by `text` once ANSI escape sequences are removed.
  ///
  /// Use this for prompts that contain colour codes.
  static func visible(_ text: String) -> Int {
    of(stripANSI(text))
  }

  /// `text` without CSI (`ESC [ ... final`), OSC (`ESC ] ... BEL` or
  /// `ESC ] ... ESC \`) and two-byte `ESC x` sequences.
  static func stripANSI(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      guard scalar == "\u{1B}" else {
        result.append(scalar)
        continue
      }
      switch scalars.next() {
      case "["?:
        while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
      case "]"?:
        var previous: Unicode.Scalar = " "
        while let next = scalars.next(), next != "\u{07}", !(previous == "\u{1B}" && next == "\\") {
          previous = next
        }
      default:
        break
      }
    }
    return String(result)
  }
}
