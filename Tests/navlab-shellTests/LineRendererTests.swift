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

  @Test func candidatesAreLaidOutInColumnsThatFit() {
    let lines = LineRenderer.candidateLines(["tab", "tap", "type", "expect"], columns: 20)
    #expect(lines == ["tab     tap", "type    expect"])
    #expect(LineRenderer.candidateLines(["a", "b"], columns: 1) == ["a", "b"])
    #expect(LineRenderer.candidateLines([], columns: 80).isEmpty)
  }
}
