import Foundation

/// A JSON value as far as a payload adapter reads it: the top-level value, and for an object its
/// members, each by kind, with text kept.
///
/// Reading every value as a kind, rather than asking for a link of a type, is what lets an error
/// say what was there instead (a number, `null`, an array).
indirect enum JSONValue: Equatable {
  case string(String)
  case number
  case boolean
  case null
  case array
  /// An object; at the top level with its members, one level down without (nothing reads them).
  case object([String: JSONValue])
  /// A string no Swift string can hold: one with a lone surrogate escape (`"\uD800"`).
  case unreadable

  /// The value read from `data`: checked by RFC 8259 (``StrictJSON``), then its strings read by
  /// Foundation.
  ///
  /// - Throws: A ``JSONSyntaxError`` saying where `data` is not one JSON value.
  /// - Complexity: O(*n*) in the bytes of `data`.
  init(data: Data) throws(JSONSyntaxError) {
    let bytes = Array(data)
    let checked = try StrictJSON.check(bytes)
    if let members = checked.members {
      self = .object(members.mapValues { Self(checked: bytes[$0]) })
    } else {
      self = Self(checked: bytes[checked.value])
    }
  }

  /// A value ``StrictJSON`` checked, by its first byte; a string decoded by Foundation, which
  /// refuses a lone surrogate escape that the check lets through.
  private init(checked value: ArraySlice<UInt8>) {
    switch value.first {
    case UInt8(ascii: "\""):
      let text = try? JSONDecoder().decode(String.self, from: Data(value))
      self = text.map(Self.string) ?? .unreadable
    case UInt8(ascii: "{"): self = .object([:])
    case UInt8(ascii: "["): self = .array
    case UInt8(ascii: "t"), UInt8(ascii: "f"): self = .boolean
    case UInt8(ascii: "n"): self = .null
    default: self = .number
    }
  }

  /// The value's kind in words, for an error: `a number`, `an array`, `null`.
  var kind: String {
    switch self {
    case .string: "a string"
    case .number: "a number"
    case .boolean: "true or false"
    case .null: "null"
    case .array: "an array"
    case .object: "an object"
    case .unreadable: "a value that cannot be read"
    }
  }
}
