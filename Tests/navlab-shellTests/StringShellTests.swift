import Foundation
import Testing

@testable import navlab_shell

/// The string helpers of the shell: blanks, splitting and making text safe to print.
@Suite("String+Shell")
struct StringShellTests {
  @Test(arguments: [
    ("tap row.article.7", "tap", "row.article.7"),
    ("type field.username Ada  Lovelace ", "type", "field.username Ada  Lovelace "),
    ("tab\tfeed", "tab", "feed"),
    ("show", "show", ""),
    ("show ", "show", ""),
    ("", "", ""),
  ])
  func splitsAtTheFirstBlankOnly(_ text: String, _ word: String, _ rest: String) {
    let split = text.splitAtFirstBlank
    #expect(split.word == word)
    #expect(split.rest == rest)
  }

  @Test(arguments: [
    ("  show  ", "show"),
    ("\t tap  x \t", "tap  x"),
    ("   ", ""),
    ("", ""),
    ("show\n", "show"),
    ("\u{A0}show\u{A0}", "show"),
    ("\u{3000}tap  x\u{2028}", "tap  x"),
    ("\u{2029}\u{A0}", ""),
  ])
  func trimsBlanksAtBothEnds(_ text: String, _ trimmed: String) {
    #expect(text.trimmingBlanks == trimmed)
  }

  @Test(arguments: [
    ("plain", "plain"),
    ("\u{1B}[31mred", "\\u{1B}[31mred"),
    ("nul\u{0}here", "nul\\u{0}here"),
    ("bell\u{7}", "bell\\u{7}"),
    ("line\nbreak", "line\\u{A}break"),
    ("carriage\rreturn", "carriage\\u{D}return"),
    ("next\u{85}line", "next\\u{85}line"),
    ("\u{202E}override", "\\u{202E}override"),
    ("zero\u{200B}width", "zero\\u{200B}width"),
    ("line\u{2028}separator", "line\\u{2028}separator"),
    ("paragraph\u{2029}separator", "paragraph\\u{2029}separator"),
    ("emoji 👍 kept", "emoji 👍 kept"),
    ("accents é kept", "accents é kept"),
  ])
  func sanitizedSpellsOutWhatATerminalWouldObey(_ text: String, _ safe: String) {
    #expect(text.sanitized == safe)
  }

  @Test func sanitizedShortensLongText() {
    #expect(String(repeating: "x", count: 81).sanitized == String(repeating: "x", count: 80) + "…")
    #expect(String(repeating: "x", count: 80).sanitized == String(repeating: "x", count: 80))
    #expect("abcdef".sanitized(limit: 3) == "abc…")
  }

  @Test(arguments: [
    ("maps/nav.map", "maps/nav.map"),
    ("my maps/nav.map", "'my maps/nav.map'"),
    ("it's.map", #"'it'\''s.map'"#),
    ("$(rm -rf ~).map", "'$(rm -rf ~).map'"),
    ("a;b|c&d`e`*?", "'a;b|c&d`e`*?'"),
    ("", "''"),
    ("~/nav.map", "'~/nav.map'"),
    ("esc\u{1B}]0;title\u{7}.map", "'esc\\u{1B}]0;title\\u{7}.map'"),
  ])
  func shellQuotedIsOneWordForAPosixShell(_ text: String, _ word: String) {
    #expect(text.shellQuoted == word)
  }

  @Test func shellQuotedNeverShortensAndAShellReadsItBack() throws {
    let texts = [
      String(repeating: "long folder name/", count: 10) + "nav.map",
      "quotes ' and '' and \" and \\ and $HOME and ${x} and !! and * and #not a comment",
      " leading space and\u{A0}no-break space and émoji 👍",
    ]
    for text in texts {
      let word = text.shellQuoted
      #expect(!word.contains("…"), "\(word)")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "printf '%s' " + word]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      #expect(String(decoding: data, as: UTF8.self) == text, "\(word)")
    }
  }

  @Test func suggestedCommandsQuoteTheirPathWhole() {
    let path = String(repeating: "a folder/", count: 10) + "it's.map"
    let quoted = "'" + String(repeating: "a folder/", count: 10) + #"it'\''s.map'"#
    #expect(
      UsageError.mapOperandWithoutDiff(path).description.hasSuffix(
        "try 'navlab-shell map --check \(quoted)'"))
    #expect(
      UsageError.optionAsValue("--state", value: "--a b", placeholder: "FILE").description
        .contains(", or ''--state=--a b'' if it is its name"))
    #expect(
      UsageError.commandNotFirst("map", rest: ["--check", "my map"]).description.hasSuffix(
        "try 'navlab-shell map --check 'my map''"))
    #expect(
      CommandError.recordingExists(path).description.contains("'record --force \(path)' replaces"))
  }

  @Test func byteByByteReadingAgreesWithTheCharacterReading() {
    for text in ShellTextReference.texts {
      #expect(
        text.trimmingBlanks == ShellTextReference.trimmingBlanks(text), "\(text.debugDescription)")
      let split = text.splitAtFirstBlank
      let expected = ShellTextReference.splitAtFirstBlank(text)
      #expect(
        split.word == expected.word && split.rest == expected.rest, "\(text.debugDescription)")
      for limit in [0, 1, 2, 3, 80] {
        #expect(
          text.sanitized(limit: limit) == ShellTextReference.sanitized(text, limit: limit),
          "\(text.debugDescription) limit \(limit)")
      }
    }
  }

  @Test(arguments: [
    (" \u{301}tap x", " \u{301}tap", "x"),  // a space with a combining mark is not a blank
    ("tap\r\nx", "tap\r\nx", ""),
    ("tap\t\u{301}x", "tap", "\u{301}x"),
  ])
  func blankJoinedByAMarkIsNotABlank(_ text: String, _ word: String, _ rest: String) {
    #expect(text.splitAtFirstBlank.word == word)
    #expect(text.splitAtFirstBlank.rest == rest)
  }

  @Test func quotedWrapsSafeTextInSingleQuotes() {
    #expect("tpa".quoted == "'tpa'")
    #expect("\u{1B}x".quoted == "'\\u{1B}x'")
  }
}
