/// The shell's text helpers as they read before they were made fast.
///
/// These are `String+Shell.swift` and `Suggestions.swift` as they were: character by
/// character, every distance worked out in full. The fast ones must give the same answer for
/// every text; `StringShellTests` and `SuggestionTests` compare the two over many texts, tabs,
/// line breaks, combining marks and other scalars included.
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

  static func closest(to word: String, among candidates: [String]) -> String? {
    guard !word.isEmpty, word.count <= 200 else { return nil }
    let length = word.count
    let scored = candidates.lazy.filter { abs($0.count - length) <= 3 }
      .map { ($0, editDistance(word, $0)) }
    guard let (best, distance) = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    return distance <= max(1, min(3, best.count / 3)) ? best : nil
  }

  static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = Array(repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = Array(repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      swap(&beforePrevious, &previous)
      swap(&previous, &current)
    }
    return previous[b.count]
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

  /// Each of `words` with each one-piece edit: a piece deleted, inserted or substituted at
  /// every place, and each two neighbours swapped.
  static func typos(of words: [String]) -> [String] {
    let letters = ["x", "a", ".", "1", "é", "\u{301}", "\u{600}", "\r", "\r\n", "\t", " ", "👍"]
    var typos: [String] = []
    for word in words {
      let characters = Array(word)
      for index in characters.indices {
        var deleted = characters
        deleted.remove(at: index)
        typos.append(String(deleted))
        if index > 0 {
          var swapped = characters
          swapped.swapAt(index - 1, index)
          typos.append(String(swapped))
        }
        for letter in letters {
          var substituted = characters.map(String.init)
          substituted[index] = letter
          typos.append(substituted.joined())
          var inserted = characters.map(String.init)
          inserted.insert(letter, at: index)
          typos.append(inserted.joined())
        }
      }
      typos.append(word + word.prefix(2))
      typos.append(String(word.reversed()))
    }
    return typos
  }
}
