import Foundation

/// A JSON value as far as a payload adapter reads it: text kept, objects kept, the rest named.
///
/// Reading every value as a kind, rather than asking for a link of a type, is what lets an error
/// say what was there instead (a number, `null`, an array).
indirect enum JSONValue: Equatable {
  case string(String)
  case number
  case boolean
  case null
  case array
  case object([String: JSONValue])
  /// A string no Swift string can hold: one with a lone surrogate escape (`"\uD800"`).
  case unreadable

  /// The value read from `data` by RFC 8259 (``StrictJSON``).
  ///
  /// - Throws: A ``JSONSyntaxError`` saying where `data` is not one JSON value.
  /// - Complexity: O(*n*) in the bytes of `data`.
  init(data: Data) throws(JSONSyntaxError) {
    self = try StrictJSON.parse(data)
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
