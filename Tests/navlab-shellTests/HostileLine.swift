import Testing

/// A line the shell cannot understand, as raw bytes without its newline.
struct HostileLine: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let bytes: [UInt8]

  init(_ name: String, _ bytes: [UInt8]) {
    testDescription = name
    self.bytes = bytes
  }

  init(_ name: String, _ text: String) {
    self.init(name, Array(text.utf8))
  }

  /// Every kind of line the shell must answer with one error: garbage, very long, binary and
  /// unusual unicode.
  static let all: [HostileLine] =
    [
      HostileLine("a 100 KB word", String(repeating: "x", count: 100_000)),
      HostileLine(
        "tap with a 100 KB id", "tap " + String(repeating: "row.article.7", count: 8_000)),
      HostileLine(
        "open with a 100 KB link", "open navlab://article/" + String(repeating: "7", count: 100_000)
      ),
      HostileLine(
        "type with 100 KB of text into no field",
        "type field.username " + String(repeating: "y ", count: 50_000)),
      HostileLine(
        "expect with 100 KB of spaces then a word",
        "expect" + String(repeating: " ", count: 100_000) + "nothing"),
      HostileLine(
        "one character of 20 000 combining accents",
        "a" + String(repeating: "\u{301}", count: 20_000)),
      HostileLine("a NUL byte", [0x00]),
      HostileLine("a command followed by NUL", Array("show".utf8) + [0x00]),
      HostileLine("a clear-screen escape", [0x1B, 0x5B, 0x32, 0x4A]),
      HostileLine("a title-setting escape as a tap", "tap \u{1B}]0;pwned\u{07}"),
      HostileLine("a colour escape before a command", "\u{1B}[31mshow"),
      HostileLine("invalid UTF-8", [0xFF, 0xFE, 0xC0, 0x80, 0x41]),
      HostileLine("an encoded surrogate", [0x74, 0x61, 0x70, 0x20, 0xED, 0xA0, 0x80]),
      HostileLine("a carriage return inside a tap", "tap row\rarticle.7"),
      HostileLine("a delete and a bell", "\u{7F}\u{07}"),
      HostileLine("right-to-left override", "\u{202E}pat row.article.7"),
      HostileLine("right-to-left override in an id", "tap row.article.\u{202E}7"),
      HostileLine("a line separator in an id", "tap row\u{2028}article.7"),
      HostileLine("a paragraph separator in an id", "expect screen\u{2029}feed"),
      HostileLine("a zero-width space in an id", "expect \u{200B}screen.feed"),
      HostileLine("emoji", "👍"),
      HostileLine("a flag made of joined emoji as a tab", "tab 🏳️‍🌈"),
      HostileLine("full-width letters", "ｓｈｏｗ"),
      HostileLine("an Arabic-Indic digit in an id", "tap row.article.\u{0667}"),
      HostileLine("a full-width digit in a link", "open navlab://article/\u{FF17}"),
    ] + garbage

  /// Deterministic random garbage: each line starts with `@`, so it is neither blank, nor a
  /// comment, nor a command, and then holds any byte but a newline.
  static let garbage: [HostileLine] = {
    var generator = SplitMix64(seed: 0x4E61_764C_6162)
    return (1...24).map { index in
      let count = Int.random(in: 1...300, using: &generator)
      let bytes = (0..<count).map { _ in
        let byte = UInt8.random(in: 0...255, using: &generator)
        return byte == 0x0A ? 0x0B : byte
      }
      return HostileLine("random garbage \(index)", [0x40] + bytes)
    }
  }()
}

/// A small seeded generator, so that the garbage is the same on every run.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
