import Foundation

extension StateDocument {
  /// Why a saved document cannot be used at all.
  enum Damage: Error, Equatable, CustomStringConvertible {
    /// Not one JSON value by RFC 8259; carries the rule broken and where.
    case notJSON(String)
    case otherVersion(Int)
    case wrongShape(String)

    var description: String {
      switch self {
      case .notJSON(let problem): "is not JSON (it may be truncated): \(problem)"
      case .otherVersion(let version):
        "is version \(version); this build reads version \(StateDocument.currentVersion)"
      case .wrongShape(let detail): "has the wrong shape: \(detail)"
      }
    }
  }

  private struct VersionProbe: Decodable {
    /// The version; `nil` when the key is absent or `null`.
    var version: Int?
    /// Whether the key is there with `null` as its value.
    var isNull = false

    private enum CodingKeys: String, CodingKey { case version }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if container.contains(.version) { isNull = try container.decodeNil(forKey: .version) }
      version = try container.decodeIfPresent(Int.self, forKey: .version)
    }
  }

  /// Decodes a saved document, checking its version before its shape.
  ///
  /// - Throws: ``Damage`` naming what is wrong.
  init(decoding data: Data) throws(Damage) {
    // The text first, by the strict grammar (duplicate keys, escapes, numbers, UTF-8, depth),
    // in one pass; only then is it decoded into the document, so that every text the grammar
    // refuses is "not JSON", and every other failure is the document's shape.
    let members: [String: Range<Int>]?
    do {
      members = try StrictJSON.check(Array(data)).members
    } catch {
      throw .notJSON(error.description)
    }
    let decoder = JSONDecoder()
    if let document = try? decoder.decode(StateDocument.self, from: data),
      document.version == Self.currentVersion
    {
      self = document
      self.unknownKeys = Self.unknownKeys(in: members)
      return
    }
    let probe: VersionProbe
    do {
      probe = try decoder.decode(VersionProbe.self, from: data)
    } catch {
      // Foundation refuses a number too large for any type (`"version": 1e400`) although the
      // grammar allows it: the text is JSON, the value is of the wrong kind.
      throw .wrongShape("'version' must be a whole number in an object")
    }
    guard let version = probe.version else {
      throw .wrongShape(
        probe.isNull
          ? "'version' is null; this build writes it as the number \(Self.currentVersion)"
          : "'version' is missing")
    }
    guard version == Self.currentVersion else { throw .otherVersion(version) }
    do {
      self = try decoder.decode(StateDocument.self, from: data)
    } catch {
      throw .wrongShape(Self.explain(error))
    }
    unknownKeys = Self.unknownKeys(in: members)
  }

  /// The keys of a decoded document's top-level object (`members`, as ``StrictJSON/check(_:)``
  /// found them, escapes decoded) that this build does not read, sorted.
  ///
  /// Read from the grammar's pass rather than by decoding the text a third time, which cost a
  /// tenth of restoring a document: the document decoded, so its keys are the ones Foundation
  /// reads, and two keys Swift calls equal are one here as there.
  private static func unknownKeys(in members: [String: Range<Int>]?) -> [String] {
    (members?.keys).map { $0.filter { !knownKeys.contains($0) }.sorted() } ?? []
  }

  /// Whether `data` may be a state document the app wrote, whole or damaged.
  ///
  /// The saver writes an object with its keys sorted, so a document it wrote, or any part of
  /// one cut short from its start, opens with `{` and a first key that the saver writes
  /// (`account`, `onboarding`, `paths`, `tab` or `version`), or the start of one. So `data` may
  /// be one when, after white space, a byte-order mark and NUL bytes (a block a crash left
  /// zeroed), it holds `{` and then nothing more, a `"` that the text ends after, or such a key;
  /// or when it holds nothing but NUL bytes. A file that is not (a note, a script, an empty
  /// file, another tool's JSON such as a `package.json`, whose first key is `name`) is never
  /// moved aside or replaced as a damaged state file.
  ///
  /// - Complexity: O(*n*) in the bytes of `data` before its first key ends.
  static func mayBeOne(_ data: Data) -> Bool {
    func isBlank(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D, 0x00].contains(byte) }
    var rest = data[...]
    var skippedDamage = false
    while let first = rest.first {
      if isBlank(first) {
        skippedDamage = skippedDamage || first == 0
        rest = rest.dropFirst()
      } else if rest.starts(with: [0xEF, 0xBB, 0xBF]) {
        skippedDamage = true
        rest = rest.dropFirst(3)
      } else {
        break
      }
    }
    guard let first = rest.first else { return skippedDamage }
    guard first == UInt8(ascii: "{") else { return false }
    rest = rest.dropFirst().drop(while: isBlank)
    guard let quote = rest.first else { return true }
    guard quote == UInt8(ascii: "\"") else { return false }
    let name = rest.dropFirst().prefix { $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }
    let key = String(decoding: name, as: UTF8.self)
    let isWhole = rest.dropFirst(1 + name.count).first == UInt8(ascii: "\"")
    return isWhole ? knownKeys.contains(key) : knownKeys.contains { $0.hasPrefix(key) }
  }

  /// Encodes the document as sorted, indented JSON.
  package func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  private static func explain(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .keyNotFound(let key, let context):
      return "'\((context.codingPath + [key]).dotted)' is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      if context.codingPath.dotted == "account", case .valueNotFound = error {
        return "'account' is null: it names the signed-in account, and is left out for a guest"
      }
      if context.codingPath.dotted == "onboarding" {
        let what = if case .valueNotFound = error { "null" } else { "wrong" }
        return "'onboarding' is \(what): it is 'pending' while onboarding is unfinished, and left "
          + "out (or 'done') once it is done"
      }
      return "'\(context.codingPath.dotted)' is wrong: \(context.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }
}

extension [any CodingKey] {
  fileprivate var dotted: String {
    map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
  }
}
