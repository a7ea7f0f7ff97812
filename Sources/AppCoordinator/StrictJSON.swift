/// Reads JSON by RFC 8259 and nothing looser, in one pass over the bytes.
///
/// Foundation's parsers accept a duplicate key (the last one wins) and decode into types,
/// which hides where the text went wrong; a document this reader accepts is exactly one JSON
/// value with no key twice in one object, and a refused one is refused with the place and the
/// rule it broke: a trailing comma, an invalid escape, a leading zero, a raw control character,
/// invalid UTF-8, a duplicate key, or nesting deeper than ``maximumDepth``.
enum StrictJSON {
  /// The deepest nesting of arrays and objects read; deeper text is refused, so that hostile
  /// input can neither exhaust the stack nor cost more than its length.
  static let maximumDepth = 64

  /// The value `bytes` hold, with white space around it allowed.
  ///
  /// - Parameter bytes: The text, in UTF-8.
  /// - Returns: The value, its strings decoded and its objects' members kept.
  /// - Throws: A ``JSONSyntaxError`` naming the first rule broken and where.
  /// - Complexity: O(*n*) in the number of bytes.
  static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
    var reader = Reader(bytes: Array(bytes))
    if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw reader.error("a byte-order mark; save the text as UTF-8 without one")
    }
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.index == reader.bytes.count else {
      throw reader.error("text after the value; a document holds one value")
    }
    return value
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func error(_ problem: String) -> JSONSyntaxError {
      JSONSyntaxError(bytes: bytes, offset: index, problem: problem)
    }

    mutating func skipSpace() {
      while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
      guard current == byte else { return false }
      index += 1
      return true
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONSyntaxError)
      -> JSONValue
    {
      let start = index
      for byte in word.utf8 where !take(byte) {
        index = start
        throw error("an unknown word; JSON's words are true, false and null")
      }
      return value
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      guard let byte = current else { throw error("the text ends where a value should be") }
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard depth < StrictJSON.maximumDepth else {
          throw error("nesting deeper than \(StrictJSON.maximumDepth) arrays and objects")
        }
        return byte == UInt8(ascii: "{") ? try object(depth: depth) : try array(depth: depth)
      case UInt8(ascii: "\""):
        let (text, readable) = try string()
        return readable ? .string(String(decoding: text, as: UTF8.self)) : .unreadable
      case UInt8(ascii: "t"): return try literal("true", .boolean)
      case UInt8(ascii: "f"): return try literal("false", .boolean)
      case UInt8(ascii: "n"): return try literal("null", .null)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        try number()
        return .number
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        throw error("a closing bracket where a value should be")
      case UInt8(ascii: "'"):
        throw error("a single quote; JSON strings are in double quotes")
      default:
        throw error("a character that starts no JSON value")
      }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      index += 1
      skipSpace()
      if take(UInt8(ascii: "]")) { return .array }
      while true {
        _ = try value(depth: depth + 1)
        skipSpace()
        if take(UInt8(ascii: "]")) { return .array }
        guard take(UInt8(ascii: ",")) else { throw error("expected ',' or ']' after an element") }
        skipSpace()
        if current == UInt8(ascii: "]") { throw error("a trailing comma before ']'") }
      }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
      index += 1
      skipSpace()
      var members: [String: JSONValue] = [:]
      // Keys are compared by their code points, as RFC 8259 compares names, not as Swift
      // compares strings (where "é" and "e" with a combining accent are equal).
      var keys: Set<[UInt8]> = []
      if take(UInt8(ascii: "}")) { return .object(members) }
      while true {
        guard current == UInt8(ascii: "\"") else {
          throw error("expected a key in double quotes")
        }
        let keyStart = index
        let (key, _) = try string()
        skipSpace()
        guard take(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
        skipSpace()
        let member = try value(depth: depth + 1)
        let name = String(decoding: key, as: UTF8.self)
        guard keys.insert(key).inserted else {
          index = keyStart
          throw error("the key \(name.debugDescription.prefix(40)) a second time in one object")
        }
        members[name] = member
        skipSpace()
        if take(UInt8(ascii: "}")) { return .object(members) }
        guard take(UInt8(ascii: ",")) else { throw error("expected ',' or '}' after a member") }
        skipSpace()
        if current == UInt8(ascii: "}") { throw error("a trailing comma before '}'") }
      }
    }

    /// A string's UTF-8, its escapes decoded; `readable` is `false` when it holds a lone
    /// surrogate escape, which no Swift string can hold (it is read as U+FFFD).
    private mutating func string() throws(JSONSyntaxError) -> ([UInt8], readable: Bool) {
      index += 1
      var text: [UInt8] = []
      var readable = true
      while let byte = current {
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return (text, readable)
        case UInt8(ascii: "\\"):
          index += 1
          guard let escaped = current else { break }
          switch escaped {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
          case UInt8(ascii: "b"): text.append(0x08)
          case UInt8(ascii: "f"): text.append(0x0C)
          case UInt8(ascii: "n"): text.append(0x0A)
          case UInt8(ascii: "r"): text.append(0x0D)
          case UInt8(ascii: "t"): text.append(0x09)
          case UInt8(ascii: "u"):
            index += 1
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: [0x5C, 0x75]) {
              let save = index
              index += 2
              let low = try hexUnit()
              if (0xDC00..<0xE000).contains(low),
                let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
              {
                text += Array(String(Character(scalar)).utf8)
                continue
              }
              index = save
            }
            guard let scalar = Unicode.Scalar(unit) else {
              readable = false
              text += [0xEF, 0xBF, 0xBD]
              continue
            }
            text += Array(String(Character(scalar)).utf8)
            continue
          default:
            throw error(
              "an invalid escape; JSON escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
          }
          index += 1
        case ..<0x20:
          throw error("a raw control character in a string; write it as an escape such as \\n")
        case ..<0x80:
          text.append(byte)
          index += 1
        default:
          let length = utf8Length()
          guard length > 0 else { throw error("invalid UTF-8") }
          text += bytes[index..<index + length]
          index += length
        }
      }
      throw error("the text ends inside a string")
    }

    /// Four hex digits, as a `\u` escape's code unit.
    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt32 {
      var unit: UInt32 = 0
      for _ in 0..<4 {
        guard let byte = current, let digit = Self.hexValue(byte) else {
          throw error("a \\u escape without four hex digits")
        }
        unit = unit << 4 | digit
        index += 1
      }
      return unit
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
      default: nil
      }
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or 0 when it is not one
    /// (a stray continuation byte, an overlong form, a surrogate, beyond U+10FFFF, cut short).
    private func utf8Length() -> Int {
      let lead = bytes[index]
      let (length, low, high): (Int, UInt8, UInt8) =
        switch lead {
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        default: (0, 0, 0)
        }
      guard length > 0, index + length <= bytes.count else { return 0 }
      guard (low...high).contains(bytes[index + 1]) else { return 0 }
      for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
      return length
    }

    private mutating func number() throws(JSONSyntaxError) {
      _ = take(UInt8(ascii: "-"))
      if take(UInt8(ascii: "0")) {
        if let byte = current, (0x30...0x39).contains(byte) {
          throw error("a number with a leading zero")
        }
      } else {
        try digits("a digit")
      }
      if take(UInt8(ascii: ".")) { try digits("a digit after the decimal point") }
      if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
        if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
        try digits("a digit in the exponent")
      }
    }

    /// One or more decimal digits.
    private mutating func digits(_ what: String) throws(JSONSyntaxError) {
      let start = index
      while let byte = current, (0x30...0x39).contains(byte) { index += 1 }
      guard index > start else { throw error("expected \(what)") }
    }
  }
}

/// Where JSON text breaks RFC 8259, and which rule.
struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  /// The line, from 1.
  let line: Int
  /// The byte in the line, from 1.
  let column: Int
  /// What is wrong there, such as `a trailing comma before '}'`.
  let problem: String

  init(bytes: [UInt8], offset: Int, problem: String) {
    let before = bytes[..<min(offset, bytes.count)]
    let lineStart = (before.lastIndex(of: 0x0A) ?? -1) + 1
    line = before.count { $0 == 0x0A } + 1
    column = offset - lineStart + 1
    self.problem = problem
  }

  /// `a trailing comma before '}' at line 1, column 12`.
  var description: String { "\(problem) at line \(line), column \(column)" }
}
