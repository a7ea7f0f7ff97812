/// The strictness payloads and state files need on top of Foundation's JSON reading.
///
/// RFC 8259 and nothing looser, checked in one pass, each refusal naming the rule and its line
/// and column; Foundation then reads the values (``JSONValue``, `JSONDecoder`). Foundation on
/// Linux cannot be the check (tried on Swift 6.3, `JSONSerialization` and `JSONDecoder`): it
/// accepts a trailing comma, a key twice, a byte-order mark, UTF-16 text and nesting 512 deep;
/// it refuses what the RFC allows (a lone surrogate escape, `1e400`); and it says where by a
/// character offset, naming no rule. So a text this accepts is exactly one JSON value with no key
/// twice in one object and no deeper than ``maximumDepth``, and it decodes keys only, to find a
/// duplicate.
enum StrictJSON {
  /// The deepest nesting of arrays and objects read; deeper text is refused, so that hostile
  /// input can neither exhaust the stack nor cost more than its length.
  static let maximumDepth = 64

  /// Checks that `bytes` hold one JSON value, with white space around it allowed.
  ///
  /// - Parameter bytes: The text, in UTF-8.
  /// - Returns: Where the value is in `bytes` and, when it is an object, where each member's
  ///   value is, by its key (escapes decoded).
  /// - Throws: A ``JSONSyntaxError`` naming the first rule broken and where.
  /// - Complexity: O(*n*) in the number of bytes.
  static func check(_ bytes: [UInt8]) throws(JSONSyntaxError) -> (
    value: Range<Int>, members: [String: Range<Int>]?
  ) {
    var reader = Reader(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      throw reader.error("a byte-order mark; save the text as UTF-8 without one")
    }
    reader.skipSpace()
    let start = reader.index
    try reader.value(depth: 0)
    let value = start..<reader.index
    reader.skipSpace()
    guard reader.index == bytes.count else {
      throw reader.error("text after the value; a document holds one value")
    }
    return (value, reader.members)
  }

  private struct Reader {
    let bytes: [UInt8]
    var index = 0
    /// The top-level object's members: where each value is, by key.
    var members: [String: Range<Int>]?

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

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
      let start = index
      for byte in word.utf8 where !take(byte) {
        index = start
        throw error("an unknown word; JSON's words are true, false and null")
      }
    }

    mutating func value(depth: Int) throws(JSONSyntaxError) {
      guard let byte = current else { throw error("the text ends where a value should be") }
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        guard depth < StrictJSON.maximumDepth else {
          throw error("nesting deeper than \(StrictJSON.maximumDepth) arrays and objects")
        }
        try byte == UInt8(ascii: "{") ? object(depth: depth) : array(depth: depth)
      case UInt8(ascii: "\""): _ = try string()
      case UInt8(ascii: "t"): try literal("true")
      case UInt8(ascii: "f"): try literal("false")
      case UInt8(ascii: "n"): try literal("null")
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        throw error("a closing bracket where a value should be")
      case UInt8(ascii: "'"):
        throw error("a single quote; JSON strings are in double quotes")
      default:
        throw error("a character that starts no JSON value")
      }
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) {
      index += 1
      skipSpace()
      if take(UInt8(ascii: "]")) { return }
      while true {
        try value(depth: depth + 1)
        skipSpace()
        if take(UInt8(ascii: "]")) { return }
        guard take(UInt8(ascii: ",")) else { throw error("expected ',' or ']' after an element") }
        skipSpace()
        if current == UInt8(ascii: "]") { throw error("a trailing comma before ']'") }
      }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) {
      index += 1
      skipSpace()
      if depth == 0 { members = [:] }
      // Keys are compared by their code points, as RFC 8259 compares names, not as Swift
      // compares strings (where "é" and "e" with a combining accent are equal).
      var keys: Set<[UInt8]> = []
      if take(UInt8(ascii: "}")) { return }
      while true {
        guard current == UInt8(ascii: "\"") else {
          throw error("expected a key in double quotes")
        }
        let keyStart = index
        let key = try string(decoding: true)
        skipSpace()
        guard take(UInt8(ascii: ":")) else { throw error("expected ':' after a key") }
        skipSpace()
        let valueStart = index
        try value(depth: depth + 1)
        let name = String(decoding: key, as: UTF8.self)
        guard keys.insert(key).inserted else {
          index = keyStart
          throw error("the key \(name.debugDescription.prefix(40)) a second time in one object")
        }
        if depth == 0 { members?[name] = valueStart..<index }
        skipSpace()
        if take(UInt8(ascii: "}")) { return }
        guard take(UInt8(ascii: ",")) else { throw error("expected ',' or '}' after a member") }
        skipSpace()
        if current == UInt8(ascii: "}") { throw error("a trailing comma before '}'") }
      }
    }

    /// A string checked and, when `decoding`, its UTF-8 with its escapes decoded (a lone
    /// surrogate escape, which no Swift string can hold, as U+FFFD); empty otherwise.
    private mutating func string(decoding: Bool = false) throws(JSONSyntaxError) -> [UInt8] {
      index += 1
      var text: [UInt8] = []
      while let byte = current {
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return text
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
            guard decoding else { continue }
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
            text += Array(String(Character(Unicode.Scalar(unit) ?? "\u{FFFD}")).utf8)
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
        guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
          throw error("a \\u escape without four hex digits")
        }
        unit = unit << 4 | UInt32(digit)
        index += 1
      }
      return unit
    }

    /// The length of the well-formed UTF-8 sequence at `index`, read by the standard library's
    /// decoder, or 0 when it is not one (a stray continuation byte, an overlong form, a
    /// surrogate, beyond U+10FFFF, cut short).
    private func utf8Length() -> Int {
      var parser = Unicode.UTF8.ForwardParser()
      var rest = bytes[index...].makeIterator()
      guard case .valid(let scalar) = parser.parseScalar(from: &rest) else { return 0 }
      return scalar.count
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
