import Foundation
import Testing

@testable import AppCoordinator

/// Payloads and state files are read by RFC 8259 and nothing looser, with one error that says
/// where, in time that grows with the input and never with its square.
@Suite("Strict JSON")
struct StrictJSONTests {
  /// Text Foundation's parsers read (or read by their own rules) that RFC 8259 refuses, each
  /// with the exact error.
  @Test(arguments: [
    (#"{"link":"navlab://feed",}"#, "a trailing comma before '}' at line 1, column 25"),
    (#"["a",]"#, "a trailing comma before ']' at line 1, column 6"),
    (
      #"{"link":"navlab:\/\/feed\q"}"#,
      #"an invalid escape; JSON escapes are \" \\ \/ \b \f \n \r \t \uXXXX at line 1, column 26"#
    ),
    (#"{"n":01}"#, "a number with a leading zero at line 1, column 7"),
    (#"{"n":-}"#, "expected a digit at line 1, column 7"),
    (#"{"n":1.}"#, "expected a digit after the decimal point at line 1, column 8"),
    (
      "{\"link\":\"navlab://feed\u{0A}\"}",
      "a raw control character in a string; write it as an escape such as \\n at line 1, column 23"
    ),
    (
      #"{"link":"navlab://feed","link":"navlab://account"}"#,
      #"the key "link" a second time in one object at line 1, column 25"#
    ),
    (
      #"{"link":"navlab://feed","\u006Cink":"navlab://account"}"#,
      #"the key "link" a second time in one object at line 1, column 25"#
    ),
    ("{'link':1}", "expected a key in double quotes at line 1, column 2"),
    (
      "{\n  \"a\": tru\n}",
      "an unknown word; JSON's words are true, false and null at line 2, column 8"
    ),
    ("\u{FEFF}{}", "a byte-order mark; save the text as UTF-8 without one at line 1, column 1"),
    ("", "the text ends where a value should be at line 1, column 1"),
    (#"{"a":"b"#, "the text ends inside a string at line 1, column 8"),
  ])
  func textTheGrammarRefusesIsRefusedSayingWhere(text: String, error: String) {
    let result = Result { () throws(JSONSyntaxError) in try StrictJSON.check(Array(text.utf8)) }
    guard case .failure(let found) = result else {
      Issue.record("accepted \(text.debugDescription)")
      return
    }
    #expect(found.description == error)
  }

  @Test(
    arguments: [
      [0x22, 0xFF, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22],
      [0x22, 0xE2, 0x82, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
    ] as [[UInt8]])
  func invalidUTF8IsRefused(bytes: [UInt8]) {
    let result = Result { () throws(JSONSyntaxError) in try StrictJSON.check(bytes) }
    guard case .failure(let error) = result else {
      Issue.record("accepted \(bytes)")
      return
    }
    #expect(error.problem == "invalid UTF-8")
    #expect(error.column == 2)
  }

  @Test(arguments: [
    (#"{"link":"navlab://feed","aps":{"alert":"\u00e9\ud83d\ude00"}}"#, true),
    (#"[1, -0, 0.5, 1e400, 2E-3, true, false, null, "", {}]"#, false),
    (" \t\r\n\"text\" ", false),
  ])
  func textTheGrammarAllowsIsRead(text: String, isObject: Bool) throws {
    let value = try JSONValue(data: Data(text.utf8))
    if case .object = value { #expect(isObject) } else { #expect(!isObject) }
  }

  /// RFC 8259 compares names by their code points: "é" precomposed and "e" with a combining
  /// accent are two keys, though Swift's strings call them equal.
  @Test func keysThatDifferOnlyInTheirCodePointsAreTwoKeys() throws {
    let value = try JSONValue(data: Data(#"{"\u00e9":1,"e\u0301":2,"link":"navlab://feed"}"#.utf8))
    guard case .object(let members) = value else {
      Issue.record("read as \(value)")
      return
    }
    #expect(members["link"] == .string("navlab://feed"))
  }

  @Test func escapesAreDecodedAndALoneSurrogateIsUnreadable() throws {
    #expect(try JSONValue(data: Data(#""a\n\u00e9\ud83d\ude00""#.utf8)) == .string("a\né😀"))
    #expect(try JSONValue(data: Data(#""\ud800""#.utf8)) == .unreadable)
    #expect(try JSONValue(data: Data(#"{"link":"\ud800"}"#.utf8)) == .object(["link": .unreadable]))
  }

  @Test func nestingIsRefusedPastTheLimitAndReadUpToIt() throws {
    let limit = StrictJSON.maximumDepth
    let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(try JSONValue(data: Data(deepest.utf8)) == .array)
    let deeper = "[" + deepest + "]"
    #expect(throws: JSONSyntaxError.self) { try JSONValue(data: Data(deeper.utf8)) }
  }

  /// A payload 64 times as long as a deep one costs about 64 times as much, never its square.
  ///
  /// The probe's payload, 4 KB of nested objects, took 6.5 s, and 20 KB 32 s. Read in one pass,
  /// a payload 64 times as long as a deep one costs about 64 times as much, never its square.
  @Test func costGrowsWithTheLengthOfThePayloadNotItsSquare() throws {
    let nested = String(repeating: #"{"a":"#, count: 60) + "1" + String(repeating: "}", count: 60)
    let small = Data(#"{"link":"navlab://feed","x":[\#(nested)]}"#.utf8)
    let members = (0..<64).map { #""k\#($0)":\#(nested)"# }.joined(separator: ",")
    let large = Data(#"{"link":"navlab://feed",\#(members)}"#.utf8)
    let clock = ContinuousClock()
    var smallTime = Duration.zero
    var largeTime = Duration.zero
    for _ in 0..<3 {
      smallTime += clock.measure { _ = try? JSONValue(data: small) }
      largeTime += clock.measure { _ = try? JSONValue(data: large) }
    }
    #expect(large.count > 50 * small.count)
    #expect(largeTime < smallTime * 400, "\(smallTime) for the small, \(largeTime) for the large")
    #expect(largeTime < .seconds(1))
  }
}
