import Testing

@testable import navlab_shell

@Suite struct LineRendererTests {
  @Test(arguments: [
    (Character("a"), 1), ("中", 2), ("🙂", 2), ("e\u{301}", 1), ("\u{301}", 0), ("\u{7}", 0),
    ("ｱ", 1), ("Ａ", 2),
  ])
  func characterWidthMatchesTheTerminal(_ character: Character, _ width: Int) {
    #expect(DisplayWidth.of(character) == width)
  }

  @Test func ansiColourCodesTakeNoColumnsInThePrompt() {
    let prompt = "\u{1B}[1;32mnavlab\u{1B}[0m> "
    #expect(DisplayWidth.stripANSI(prompt) == "navlab> ")
    #expect(DisplayWidth.visible(prompt) == 8)
    #expect(DisplayWidth.visible("\u{1B}]0;title\u{07}$ ") == 2)
  }

  @Test func redrawWritesPromptLineEraseAndCursorColumn() {
    let output = LineRenderer.redraw(prompt: "> ", buffer: Array("abc"), cursor: 1, columns: 80)
    #expect(output == "\r> abc\u{1B}[K\r\u{1B}[3C")
  }

  @Test func redrawPlacesTheCursorByVisibleWidthOfColouredPromptAndWideText() {
    let prompt = "\u{1B}[32m>\u{1B}[0m "
    let output = LineRenderer.redraw(prompt: prompt, buffer: Array("中🙂x"), cursor: 2, columns: 80)
    #expect(output == "\r" + prompt + "中🙂x\u{1B}[K\r\u{1B}[6C")
  }

  @Test func redrawWithEmptyLineAndEmptyPromptDoesNotMoveRight() {
    #expect(LineRenderer.redraw(prompt: "", buffer: [], cursor: 0, columns: 80) == "\r\u{1B}[K\r")
  }

  @Test func longLineScrollsSoTheCursorStaysVisible() {
    let buffer = Array("abcdefghijklmnopqrstuvwxyz")
    let atEnd = LineRenderer.layout(buffer: buffer, cursor: 26, available: 10)
    #expect(atEnd == .init(text: "rstuvwxyz", cursorColumn: 9))
    let atStart = LineRenderer.layout(buffer: buffer, cursor: 0, available: 10)
    #expect(atStart == .init(text: "abcdefghi", cursorColumn: 0))
  }

  /// The window the renderer drew before it was made linear: the smallest start whose text up
  /// to the cursor fits, then as much after the cursor as fits.
  private func referenceLayout(_ buffer: [Character], cursor: Int, available: Int)
    -> LineRenderer.Layout
  {
    let room = max(1, available - 1)
    var start = 0
    while start < cursor, DisplayWidth.of(buffer[start..<cursor]) > room { start += 1 }
    var end = cursor
    var used = DisplayWidth.of(buffer[start..<cursor])
    while end < buffer.count, used + DisplayWidth.of(buffer[end]) <= room {
      used += DisplayWidth.of(buffer[end])
      end += 1
    }
    return .init(
      text: String(buffer[start..<end]), cursorColumn: DisplayWidth.of(buffer[start..<cursor]))
  }

  @Test(arguments: [1, 2, 3, 5, 10, 80])
  func windowIsTheOneTheQuadraticLayoutChose(available: Int) {
    // Narrow, wide, zero-width (a combining mark on its own, a control) and emoji characters.
    let alphabet: [Character] = ["a", "語", "\u{301}", "\u{7}", "🙂", "b", "ｱ", "\u{200B}"]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let buffer = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? "a"
      }
      let cursor = Int.random(in: 0...buffer.count, using: &generator)
      #expect(
        LineRenderer.layout(buffer: buffer, cursor: cursor, available: available)
          == referenceLayout(buffer, cursor: cursor, available: available),
        "\(buffer.map { String($0).unicodeScalars.map { $0.value } }) cursor \(cursor)")
    }
  }

  @Test func redrawOfALongLineLooksOnlyAtItsWindow() {
    let buffer = Array(String(repeating: "abcdefgh語", count: 800))  // 7,200 characters
    let started = ContinuousClock.now
    for cursor in [buffer.count, buffer.count / 2, 0] {
      _ = LineRenderer.redraw(prompt: "feed › ", buffer: buffer, cursor: cursor, columns: 80)
    }
    let elapsed = ContinuousClock.now - started
    // Each redraw measured the line up to the cursor once for each character before the window:
    // seconds at this length. Now it measures the window: well under a millisecond. A wide
    // margin, for a loaded machine and a debug build.
    #expect(elapsed < .seconds(1), "\(elapsed)")
  }

  @Test func candidatesAreLaidOutInColumnsThatFit() {
    let lines = LineRenderer.candidateLines(["tab", "tap", "type", "expect"], columns: 20)
    #expect(lines == ["tab     tap", "type    expect"])
    #expect(LineRenderer.candidateLines(["a", "b"], columns: 1) == ["a", "b"])
    #expect(LineRenderer.candidateLines([], columns: 80).isEmpty)
  }
}
