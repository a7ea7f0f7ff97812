/// The shell's text helpers as they read before they were made fast.
///
/// These are `String+Shell.swift`'s trimming, splitting and sanitizing as they were: character
/// by character. The fast ones must give the same answer for every text; `StringShellTests`
/// compares the two over many texts, tabs, line breaks, combining marks and other scalars
/// included.
enum ShellTextReference {
  static func trimmingBlanks(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  static func splitAtFirstBlank(_ text: String) -> (word: String, rest: String) {
    guard let blank = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
      return (text, "")
    }
    return (String(text[..<blank]), String(text[text.index(after: blank)...]))
  }

  static func sanitized(_ text: String, limit: Int) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(limit) {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return text.unicodeScalars.count > limit ? result + "…" : result
  }

  /// Pieces that change how text splits into `Character`s or how it prints: blanks, line
  /// breaks (`"\r\n"` is one `Character`), a combining mark (it joins the character before
  /// it, a space too), a prepended mark (U+0600 joins the character after it), controls,
  /// format and separator characters, and plain letters.
  static let pieces = [
    "", " ", "\t", "\r", "\n", "\r\n", "a", "t", "tap", ".", "1", "\u{301}", "\u{600}", "\u{A0}",
    "\u{7F}", "\u{1B}", "é", "e\u{301}", "👍", "\u{2028}", "\u{202E}", "\u{3000}",
  ]

  /// Every text of up to three pieces.
  static let texts: [String] = {
    var texts = pieces
    for first in pieces {
      for second in pieces {
        texts.append(first + second)
        for third in pieces { texts.append(first + second + third) }
      }
    }
    return texts
  }()
}
