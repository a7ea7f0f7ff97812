import Foundation

/// A JSON value as far as a payload adapter reads it: text kept, objects kept, the rest named.
///
/// Reading every value as a kind, rather than asking for a link of a type, is what lets an error
/// say what was there instead (a number, `null`, an array).
indirect enum JSONValue: Decodable, Equatable {
  case string(String)
  case number
  case boolean
  case null
  case array
  case object([String: JSONValue])
  /// A value Foundation cannot represent, such as a string holding a lone surrogate escape.
  case unreadable

  /// The value read from `data`, or `nil` when `data` is not one JSON value.
  init?(data: Data) {
    guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return nil }
    self = value
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let text = try? container.decode(String.self) {
      self = .string(text)
    } else if (try? container.decode(Bool.self)) != nil {
      self = .boolean
    } else if (try? container.decode(Double.self)) != nil {
      self = .number
    } else if let members = try? container.decode([String: JSONValue].self) {
      self = .object(members)
    } else if (try? container.decode([JSONValue].self)) != nil {
      self = .array
    } else {
      self = .unreadable
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
