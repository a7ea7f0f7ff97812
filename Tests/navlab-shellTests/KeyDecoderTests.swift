import Testing

@testable import navlab_shell

/// Decodes `chunks` one `feed` at a time and returns all keys produced.
private func decode(_ chunks: [UInt8]...) -> [Key] {
  var decoder = KeyDecoder()
  return chunks.flatMap { decoder.feed($0) }
}

/// The bytes of `text` as UTF-8.
private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

@Suite struct KeyDecoderTests {
  @Test func printableASCIIIsCoalescedIntoOneTextKey() {
    #expect(decode(bytes("tap x")) == [.text("tap x")])
  }

  @Test(arguments: ["é", "🙂", "中文", "naïve 🙂 中"])
  func multiByteUTF8IsDecodedAsText(_ text: String) {
    #expect(decode(bytes(text)) == [.text(text)])
  }

  @Test(arguments: ["é", "🙂", "中"])
  func utf8ScalarSplitAcrossTwoFeedsIsReassembled(_ text: String) {
    let all = bytes(text)
    for split in 1..<all.count {
      var decoder = KeyDecoder()
      #expect(decoder.feed(Array(all[..<split])) == [], "split at \(split)")
      #expect(decoder.feed(Array(all[split...])) == [.text(text)], "split at \(split)")
    }
  }

  @Test func utf8ScalarSplitAfterTextEmitsTheTextFirst() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x61, 0xF0, 0x9F]) == [.text("a")])
    #expect(decoder.feed([0x99, 0x82, 0x62]) == [.text("🙂b")])
  }

  @Test(
    arguments: [
      ([0x1B, 0x5B, 0x41], Key.up), ([0x1B, 0x5B, 0x42], .down),
      ([0x1B, 0x5B, 0x43], .right), ([0x1B, 0x5B, 0x44], .left),
      ([0x1B, 0x4F, 0x41], .up), ([0x1B, 0x4F, 0x42], .down),
      ([0x1B, 0x4F, 0x43], .right), ([0x1B, 0x4F, 0x44], .left),
      ([0x1B, 0x5B, 0x48], .home), ([0x1B, 0x5B, 0x46], .end),
      ([0x1B, 0x5B, 0x31, 0x7E], .home), ([0x1B, 0x5B, 0x34, 0x7E], .end),
      ([0x1B, 0x4F, 0x48], .home), ([0x1B, 0x4F, 0x46], .end),
      ([0x1B, 0x5B, 0x33, 0x7E], .delete),
      ([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43], .right),  // Ctrl-Right: modifier ignored.
    ] as [([UInt8], Key)])
  func escapeSequenceDecodesToKey(_ sequence: [UInt8], _ key: Key) {
    #expect(decode(sequence) == [key])
  }

  @Test func escapeSequenceSplitAcrossFeedsAtEveryPointDecodesOnce() {
    let delete: [UInt8] = [0x1B, 0x5B, 0x33, 0x7E]
    for split in 1..<delete.count {
      var decoder = KeyDecoder()
      #expect(decoder.feed(Array(delete[..<split])) == [], "split at \(split)")
      #expect(decoder.feed(Array(delete[split...])) == [.delete], "split at \(split)")
    }
  }

  @Test func escapeSequenceSplitOneByteAtATimeDecodes() {
    #expect(decode([0x1B], [0x4F], [0x48]) == [.home])
  }

  @Test(
    arguments: [
      (0x09, Key.tab), (0x7F, .backspace), (0x08, .backspace),
      (0x01, .ctrlA), (0x05, .ctrlE), (0x15, .ctrlU), (0x17, .ctrlW),
      (0x03, .ctrlC), (0x04, .ctrlD), (0x0C, .ctrlL), (0x0D, .enter), (0x0A, .enter),
    ] as [(UInt8, Key)])
  func controlByteDecodesToKey(_ byte: UInt8, _ key: Key) {
    #expect(decode([byte]) == [key])
  }

  @Test func crlfPairIsOneEnterEvenWhenSplit() {
    #expect(decode([0x0D, 0x0A]) == [.enter])
    #expect(decode([0x0D], [0x0A]) == [.enter])
    #expect(decode([0x0D, 0x0D]) == [.enter, .enter])
    #expect(decode([0x0A, 0x0A]) == [.enter, .enter])
  }

  @Test func textAndKeysKeepTheirOrder() {
    #expect(
      decode(bytes("a") + [0x1B, 0x5B, 0x44] + bytes("b\r")) == [
        .text("a"), .left, .text("b"), .enter,
      ])
  }

  @Test(
    arguments: [
      [0x1B, 0x5B, 0x35, 0x7E],  // Page Up
      [0x1B, 0x5B, 0x32, 0x30, 0x30, 0x7E],  // Bracketed paste start
      [0x1B, 0x4F, 0x50],  // F1
      [0x1B, 0x5B, 0x31, 0x35, 0x3B, 0x32, 0x7E],  // Shift-F5
      [0x1B, 0x78],  // Alt-x
    ] as [[UInt8]])
  func unknownEscapeSequenceIsDroppedWhole(_ sequence: [UInt8]) {
    #expect(decode(bytes("a") + sequence + bytes("b")) == [.text("ab")])
  }

  @Test func unknownEscapeSequenceSplitAcrossFeedsIsDroppedWhole() {
    #expect(decode([0x1B, 0x5B, 0x31], [0x35, 0x7E, 0x7A]) == [.text("z")])
  }

  @Test func loneEscapeBeforeAControlKeyIsDroppedAndTheKeyKept() {
    #expect(decode([0x1B], [0x0D]) == [.enter])
    #expect(decode([0x1B, 0x1B, 0x5B, 0x41]) == [.up])
  }

  @Test func overlongControlSequenceIsDroppedWholeEvenAcrossFeeds() {
    let long = [0x1B, 0x5B] + [UInt8](repeating: 0x31, count: 40)
    #expect(decode(long + [0x7E] + bytes("ok")) == [.text("ok")])
    #expect(decode(long, [0x31, 0x3B, 0x7E] + bytes("ok")) == [.text("ok")])
  }

  @Test(
    arguments: [
      [0xFF],  // Never valid
      [0x80],  // Stray continuation
      [0xC3],  // Truncated, followed by ASCII
      [0xC0, 0x80],  // Overlong NUL
      [0xE0, 0x9F, 0xBF],  // Overlong U+07FF
      [0xF0, 0x8F, 0xBF, 0xBF],  // Overlong U+FFFF
      [0xED, 0xA0, 0x80],  // UTF-16 surrogate
      [0xF4, 0x90, 0x80, 0x80],  // Above U+10FFFF
      [0xC2, 0x85],  // C1 control NEL
    ] as [[UInt8]])
  func invalidUTF8IsDroppedAndFollowingTextKept(_ invalid: [UInt8]) {
    #expect(decode(bytes("x") + invalid + bytes("A")) == [.text("xA")])
  }

  @Test func unsupportedControlBytesAreDropped() {
    #expect(decode([0x02, 0x61, 0x00, 0x07, 0x62]) == [.text("ab")])
  }
}
