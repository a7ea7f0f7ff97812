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
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// The first word, and everything after the single blank that ends it.
  var splitAtFirstBlank: (word: String, rest: String) {
    guard let blank = firstIndex(where: { $0 == " " || $0 == "\t" }) else {
      return (String(self), "")
    }
    return (String(self[..<blank]), String(self[index(after: blank)...]))
  }

  /// The text made safe to print: control characters and line breaks spelled out, long text
  /// shortened.
  var sanitized: String { sanitized(limit: 80) }

  /// The text with control, format and line-break characters spelled out (so it stays on one
  /// line and cannot steer a terminal), shortened to `limit` characters.
  func sanitized(limit: Int) -> String {
    var result = ""
    for scalar in unicodeScalars.prefix(limit) {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator:
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return unicodeScalars.count > limit ? result + "…" : result
  }

  /// The text in single quotes, made safe to print.
  var quoted: String { "'" + sanitized + "'" }
}
