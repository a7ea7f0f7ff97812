/// An independent reading of RFC 8259, for a second opinion on the app's payload parser.
///
/// Written from the RFC's grammar rather than from the app's code, and differently: no
/// recursion (an explicit stack of open containers), and keys compared as UTF-16 code units.
/// It answers only whether the text is one JSON value with no key twice in one object, nested
/// at most ``maximumDepth`` deep, as SECURITY.md states the app's limit.
public enum GrammarJSON {
  /// The nesting the app reads, from SECURITY.md.
  public static let maximumDepth = 64

  /// Whether `bytes` are one JSON value by RFC 8259, with no duplicate key and no deeper
  /// nesting than ``maximumDepth``.
  public static func accepts(_ bytes: [UInt8]) -> Bool {
    var scanner = Scanner(bytes: bytes)
    return scanner.document()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var at = 0

    /// An open container: an array, or an object and the keys it has so far.
    enum Open {
      case array
      case object(Set<[UInt16]>)
    }

    var byte: UInt8? { at < bytes.count ? bytes[at] : nil }

    mutating func space() {
      while let byte, [0x20, 0x09, 0x0A, 0x0D].contains(byte) { at += 1 }
    }

    mutating func document() -> Bool {
      var stack: [Open] = []
      space()
      // Each turn reads one value, then closes containers and reads separators up to the
      // start of the next value (or the end).
      while true {
        guard let first = byte else { return false }
        if first == UInt8(ascii: "[") || first == UInt8(ascii: "{") {
          guard stack.count < GrammarJSON.maximumDepth else { return false }
          at += 1
          space()
          let isObject = first == UInt8(ascii: "{")
          let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
          if byte == close {
            at += 1
          } else {
            stack.append(isObject ? .object([]) : .array)
            if isObject, !key(into: &stack) { return false }
            continue
          }
        } else if !scalar() {
          return false
        }
        // After a value: close what ends here, then find the next value.
        while true {
          space()
          guard let open = stack.last else {
            return byte == nil
          }
          let close: UInt8
          if case .array = open { close = UInt8(ascii: "]") } else { close = UInt8(ascii: "}") }
          if byte == close {
            at += 1
            stack.removeLast()
            continue
          }
          guard byte == UInt8(ascii: ",") else { return false }
          at += 1
          space()
          if case .object = open, !key(into: &stack) { return false }
          break
        }
      }
    }

    /// A key, unseen in the object on top of `stack`, its colon and the space after it.
    mutating func key(into stack: inout [Open]) -> Bool {
      guard byte == UInt8(ascii: "\""), let units = string(),
        case .object(var keys) = stack.removeLast(), keys.insert(units).inserted
      else { return false }
      stack.append(.object(keys))
      space()
      guard byte == UInt8(ascii: ":") else { return false }
      at += 1
      space()
      return true
    }

    mutating func scalar() -> Bool {
      switch byte {
      case UInt8(ascii: "\""): return string() != nil
      case UInt8(ascii: "t"): return word("true")
      case UInt8(ascii: "f"): return word("false")
      case UInt8(ascii: "n"): return word("null")
      default: return number()
      }
    }

    mutating func word(_ text: String) -> Bool {
      let expected = Array(text.utf8)
      guard bytes[at...].starts(with: expected) else { return false }
      at += expected.count
      return true
    }

    /// A number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    mutating func number() -> Bool {
      if byte == UInt8(ascii: "-") { at += 1 }
      guard let lead = byte, lead >= 0x30, lead <= 0x39 else { return false }
      at += 1
      if lead != 0x30 { while let digit = byte, digit >= 0x30, digit <= 0x39 { at += 1 } }
      if byte == UInt8(ascii: ".") {
        at += 1
        guard run() else { return false }
      }
      if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
        at += 1
        if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { at += 1 }
        guard run() else { return false }
      }
      // A digit right after a lone zero is a leading zero: the value ends at the zero, and the
      // digit is then no separator, which the caller refuses.
      return true
    }

    /// One or more digits.
    mutating func run() -> Bool {
      let start = at
      while let digit = byte, digit >= 0x30, digit <= 0x39 { at += 1 }
      return at > start
    }

    /// `units` with each surrogate that has no partner replaced by U+FFFD.
    static func pairedOrReplaced(_ units: [UInt16]) -> [UInt16] {
      var result: [UInt16] = []
      var index = 0
      while index < units.count {
        let unit = units[index]
        if (0xD800..<0xDC00).contains(unit), index + 1 < units.count,
          (0xDC00..<0xE000).contains(units[index + 1])
        {
          result += [unit, units[index + 1]]
          index += 2
          continue
        }
        result.append((0xD800..<0xE000).contains(unit) ? 0xFFFD : unit)
        index += 1
      }
      return result
    }

    /// A string's UTF-16 code units, a lone surrogate escape read as U+FFFD (as the app keeps
    /// it), or `nil` when the string breaks the grammar or holds invalid UTF-8.
    mutating func string() -> [UInt16]? {
      at += 1
      var units: [UInt16] = []
      var raw: [UInt8] = []
      func flush() {
        guard !raw.isEmpty else { return }
        units += String(decoding: raw, as: UTF8.self).utf16
        raw = []
      }
      while let next = byte {
        at += 1
        if next == UInt8(ascii: "\"") {
          // Invalid UTF-8 decodes to U+FFFD; compared with a re-encoding, it shows.
          guard String(validating: raw, as: UTF8.self) != nil else { return nil }
          flush()
          return Self.pairedOrReplaced(units)
        }
        if next < 0x20 { return nil }
        guard next == UInt8(ascii: "\\") else {
          raw.append(next)
          continue
        }
        guard String(validating: raw, as: UTF8.self) != nil else { return nil }
        flush()
        guard let escape = byte else { return nil }
        at += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): units.append(UInt16(escape))
        case UInt8(ascii: "b"): units.append(8)
        case UInt8(ascii: "f"): units.append(12)
        case UInt8(ascii: "n"): units.append(10)
        case UInt8(ascii: "r"): units.append(13)
        case UInt8(ascii: "t"): units.append(9)
        case UInt8(ascii: "u"):
          guard at + 4 <= bytes.count,
            let unit = UInt16(String(decoding: bytes[at..<at + 4], as: UTF8.self), radix: 16),
            bytes[at..<at + 4].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
          else { return nil }
          at += 4
          units.append(unit)
        default: return nil
        }
      }
      return nil
    }
  }
}
