import Testing

@testable import navlab_shell

@Suite struct PlainLineBufferTests {
  @Test func completeLinesComeOutWithoutTheirLineEndings() {
    var buffer = PlainLineBuffer()
    buffer.append(Array("show\ntap x\r\n".utf8))
    #expect(buffer.nextLine() == "show")
    #expect(buffer.nextLine() == "tap x")
    #expect(buffer.nextLine() == nil)
  }

  @Test func lineSplitAcrossChunksWaitsForItsNewline() {
    var buffer = PlainLineBuffer()
    buffer.append(Array("ta".utf8) + [0xE4, 0xB8])
    #expect(buffer.nextLine() == nil)
    buffer.append([0xAD] + Array("p\n".utf8))
    #expect(buffer.nextLine() == "ta中p")
  }

  @Test func remainderWithoutNewlineIsReturnedOnceAtEndOfInput() {
    var buffer = PlainLineBuffer()
    buffer.append(Array("last".utf8))
    #expect(buffer.nextLine() == nil)
    #expect(buffer.takeRemainder() == "last")
    #expect(buffer.takeRemainder() == nil)
  }

  @Test func emptyLinesAreKept() {
    var buffer = PlainLineBuffer()
    buffer.append(Array("\n\n".utf8))
    #expect(buffer.nextLine() == "")
    #expect(buffer.nextLine() == "")
    #expect(buffer.nextLine() == nil)
  }
}
