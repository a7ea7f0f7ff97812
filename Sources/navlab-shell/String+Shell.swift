extension StringProtocol {
  /// The text without leading spaces and tabs.
  var trimmingLeadingBlanks: Substring {
    Substring(self).drop { $0 == " " || $0 == "\t" }
  }

  /// The text without leading or trailing white space.
  ///
  /// Both ends trim the same set, every `Character.isWhitespace`: spaces and tabs, but also
  /// line breaks, a no-break space (U+00A0), an ideographic space (U+3000) and the line and
  /// paragraph separators (U+2028, U+2029), so pasted text runs the same wherever such a
  /// character sits. Inside the line, words are split at spaces and tabs only.
  var trimmingBlanks: String {
    if isASCII {
      // The white space of ASCII: tab, line feed, vertical tab, form feed, carriage return, space.
      func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
      let text = Substring(self)
      guard let first = text.utf8.firstIndex(where: { !isWhitespace($0) }),
        let last = text.utf8.lastIndex(where: { !isWhitespace($0) })
      else { return "" }
      return String(text[first...last])
    }
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// The first word, and everything after the single blank that ends it.
  var splitAtFirstBlank: (word: String, rest: String) {
    let blank =
      isASCII
      ? utf8.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
      : firstIndex { $0 == " " || $0 == "\t" }
    guard let blank else { return (String(self), "") }
    return (String(self[..<blank]), String(self[index(after: blank)...]))
  }

  /// Whether the text is all ASCII.
  ///
  /// Then each byte is one `Character`, but for a carriage return and line feed, which make
  /// one `"\r\n"` (white space, and not a blank): so its blanks and white space can be found
  /// byte by byte, as they are found character by character, without breaking the text into
  /// `Character`s, which cost most of a line's time.
  var isASCII: Bool { everyByte { $0 < 0x80 } }

  /// Whether every byte of the text's UTF-8 satisfies `predicate`, read straight from the
  /// text's storage where it has one: stepping through `utf8` costs several times as much.
  func everyByte(_ predicate: (UInt8) -> Bool) -> Bool {
    utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) }
      ?? utf8.allSatisfy(predicate)
  }

  /// The text made safe to print: control characters and line breaks spelled out, long text
  /// shortened.
  var sanitized: String { sanitized(limit: 80) }

  /// The text with control, format and line-break characters spelled out (so it stays on one
  /// line and cannot steer a terminal), shortened to `limit` characters.
  ///
  /// - Complexity: O(*n*) in the length of the text, but printable ASCII within `limit` (most
  ///   of what the shell prints) is copied without a look at the Unicode tables.
  func sanitized(limit: Int) -> String {
    if utf8.count <= limit, everyByte({ (0x20...0x7E).contains($0) }) { return String(self) }
    if isASCII { return asciiSanitized(limit: limit) }
    let scalars = Substring(self).unicodeScalars
    var result = ""
    // Scalars that print as they are are copied a run at a time, from `kept` up to `index`.
    var kept = scalars.startIndex
    var index = kept
    var taken = 0
    while index != scalars.endIndex, taken < limit {
      let scalar = scalars[index]
      let next = scalars.index(after: index)
      if scalar.spellsOut {
        result += Substring(scalars[kept..<index])
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        kept = next
      }
      index = next
      taken += 1
    }
    result += Substring(scalars[kept..<index])
    return index == scalars.endIndex ? result : result + "…"
  }

  /// ``sanitized(limit:)`` for ASCII text, read byte by byte: each byte is one scalar, so the
  /// same bytes are spelled out without stepping through the scalars and their categories.
  private func asciiSanitized(limit: Int) -> String {
    let kept = utf8.prefix(limit)
    var result: [UInt8] = []
    result.reserveCapacity(kept.count)
    for byte in kept {
      if byte < 0x20 || byte == 0x7F {
        result += "\\u{\(String(byte, radix: 16, uppercase: true))}".utf8
      } else {
        result.append(byte)
      }
    }
    let text = String(decoding: result, as: UTF8.self)
    return kept.count == utf8.count ? text : text + "…"
  }

  /// The text in single quotes, made safe to print.
  var quoted: String { "'" + sanitized + "'" }

  /// The whole text made safe to print, never shortened: what every command prints from a file
  /// or an argument (a map's facts, a path's screen ids, a drawing's labels) goes through it,
  /// so a byte from outside cannot set a terminal's title, move its cursor or reverse its text.
  var spelledOut: String { sanitized(limit: Int.max) }
}

extension String {
  /// Whether a POSIX shell reads the text as one word, unchanged, without quotes: ASCII letters,
  /// digits and `_ . / : = @ % + , -` only, and not empty.
  var isShellWord: Bool {
    !isEmpty
      && utf8.allSatisfy { byte in
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
          || "_./:=@%+,-".utf8.contains(byte)
      }
  }

  /// The text as one word of a command a message suggests, to paste into a POSIX shell.
  ///
  /// It is as it is when it is a shell word (``isShellWord``); else in single quotes, each `'`
  /// written `'\''`. Never shortened; a control or format character is spelled out as
  /// everywhere (`\u{1B}`), since printing it would steer the terminal.
  var shellQuoted: String {
    guard !isShellWord else { return self }
    let escaped = split(separator: "'", omittingEmptySubsequences: false)
      .joined(separator: #"'\''"#)
    return "'" + escaped.spelledOut + "'"
  }
}

extension Unicode.Scalar {
  /// The scalar as Unicode names it: `U+001B`.
  var codePoint: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// Whether `sanitized` spells the scalar out.
  ///
  /// It does for a control or format character, or a line or paragraph separator; in ASCII
  /// only the C0 controls and DEL are, so ASCII needs no look at the Unicode tables.
  var spellsOut: Bool {
    if isASCII { return value < 0x20 || value == 0x7F }
    return switch properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
