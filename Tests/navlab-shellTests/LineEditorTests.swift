import Testing

@testable import navlab_shell

extension LineEditor {
  /// Feeds `keys` in order and returns the action for each.
  @discardableResult
  mutating func press(_ keys: Key...) -> [EditorAction] {
    keys.map { handle($0) }
  }
}

@Suite struct LineEditorTests {
  @Test func typingInsertsTextAndMovesCursorToTheEnd() {
    var editor = LineEditor()
    #expect(editor.press(.text("ta"), .text("p")) == [.redraw, .redraw])
    #expect(editor.line == "tap")
    #expect(editor.cursor == 3)
  }

  @Test(arguments: ["é", "🙂", "中", "👍🏽"])
  func multiByteCharacterIsInsertedAndDeletedAsOneCharacter(_ character: String) {
    var editor = LineEditor()
    editor.press(.text("a" + character + "b"))
    #expect(editor.buffer.count == 3)
    editor.press(.left)
    #expect(editor.cursor == 2)
    #expect(editor.press(.backspace) == [.redraw])
    #expect(editor.line == "ab")
    #expect(editor.cursor == 1)
    editor.press(.text(character), .left)
    #expect(editor.press(.delete) == [.redraw])
    #expect(editor.line == "ab")
  }

  @Test func backspaceRemovesWholeCJKAndEmojiCharacters() {
    var editor = LineEditor()
    editor.press(.text("é🙂中"))
    editor.press(.backspace)
    #expect(editor.line == "é🙂")
    editor.press(.backspace)
    #expect(editor.line == "é")
    editor.press(.backspace)
    #expect(editor.line == "")
  }

  @Test func combiningMarkTypedSeparatelyJoinsThePreviousCharacter() {
    var editor = LineEditor()
    editor.press(.text("e"), .text("\u{301}"))
    #expect(editor.buffer == ["e\u{301}"])
    #expect(editor.cursor == 1)
  }

  @Test func textIsInsertedAtTheCursorInTheMiddle() {
    var editor = LineEditor()
    editor.press(.text("ac"), .left, .text("b"))
    #expect(editor.line == "abc")
    #expect(editor.cursor == 2)
  }

  @Test func leftAtStartAndRightAtEndRingWithoutMoving() {
    var editor = LineEditor()
    editor.press(.text("ab"))
    #expect(editor.press(.right) == [.bell])
    #expect(editor.cursor == 2)
    #expect(editor.press(.left, .left) == [.redraw, .redraw])
    #expect(editor.cursor == 0)
    #expect(editor.press(.left) == [.bell])
    #expect(editor.cursor == 0)
    #expect(editor.line == "ab")
  }

  @Test func cursorKeysOnAnEmptyLineDoNothing() {
    var editor = LineEditor()
    #expect(
      editor.press(.left, .right, .home, .end, .backspace, .delete, .ctrlU, .ctrlW)
        == Array(repeating: .bell, count: 8))
    #expect(editor.line == "")
    #expect(editor.cursor == 0)
  }

  @Test(arguments: [(Key.home, Key.end), (.ctrlA, .ctrlE)])
  func homeAndEndJumpToTheEnds(_ home: Key, _ end: Key) {
    var editor = LineEditor()
    editor.press(.text("show"), .left)
    #expect(editor.press(home) == [.redraw])
    #expect(editor.cursor == 0)
    #expect(editor.press(end) == [.redraw])
    #expect(editor.cursor == 4)
  }

  @Test func backspaceAtStartRingsAndKeepsTheLine() {
    var editor = LineEditor()
    editor.press(.text("ab"), .home)
    #expect(editor.press(.backspace) == [.bell])
    #expect(editor.line == "ab")
  }

  @Test func deleteRemovesUnderCursorAndRingsAtEnd() {
    var editor = LineEditor()
    editor.press(.text("abc"), .home)
    #expect(editor.press(.delete) == [.redraw])
    #expect(editor.line == "bc")
    #expect(editor.cursor == 0)
    editor.press(.end)
    #expect(editor.press(.delete) == [.bell])
    #expect(editor.line == "bc")
  }

  @Test func ctrlDOnEmptyLineQuits() {
    var editor = LineEditor()
    #expect(editor.press(.ctrlD) == [.quit])
  }

  @Test func ctrlDOnNonEmptyLineDeletesUnderCursorInsteadOfQuitting() {
    var editor = LineEditor()
    editor.press(.text("ab"), .home)
    #expect(editor.press(.ctrlD) == [.redraw])
    #expect(editor.line == "b")
    editor.press(.end)
    #expect(editor.press(.ctrlD) == [.bell])
    #expect(editor.line == "b")
  }

  @Test func ctrlUKillsFromStartToCursorAndKeepsTheRest() {
    var editor = LineEditor()
    editor.press(.text("tap login"), .left, .left, .left, .left, .left)
    #expect(editor.press(.ctrlU) == [.redraw])
    #expect(editor.line == "login")
    #expect(editor.cursor == 0)
  }

  @Test func ctrlWDeletesTheWordBeforeTheCursorAndTheSpacesAfterIt() {
    var editor = LineEditor()
    editor.press(.text("tap   login   "))
    #expect(editor.press(.ctrlW) == [.redraw])
    #expect(editor.line == "tap   ")
    editor.press(.ctrlW)
    #expect(editor.line == "")
    #expect(editor.press(.ctrlW) == [.bell])
  }

  @Test func ctrlWInsideAWordDeletesOnlyItsLeftPart() {
    var editor = LineEditor()
    editor.press(.text("type   field value"), .left, .left, .left, .left, .left, .left, .left)
    #expect(editor.textBeforeCursor == "type   fiel")
    editor.press(.ctrlW)
    #expect(editor.line == "type   d value")
    #expect(editor.cursor == 7)
  }

  @Test func ctrlCClearsTheLineWithoutAddingToHistory() {
    var editor = LineEditor()
    editor.press(.text("tap x"))
    #expect(editor.press(.ctrlC) == [.clearLine])
    #expect(editor.line == "")
    #expect(editor.cursor == 0)
    #expect(editor.history.entries.isEmpty)
  }

  @Test func enterSubmitsTheLineAddsItToHistoryAndClears() {
    var editor = LineEditor()
    editor.press(.text("show"), .home)
    #expect(editor.press(.enter) == [.submit("show")])
    #expect(editor.history.entries == ["show"])
    #expect(editor.line == "")
    #expect(editor.cursor == 0)
  }

  @Test func ctrlLAsksForAClearScreenAndKeepsTheLine() {
    var editor = LineEditor()
    editor.press(.text("ab"))
    #expect(editor.press(.ctrlL) == [.clearScreen])
    #expect(editor.line == "ab")
  }

  @Test func tabReportsTheCountOfConsecutiveTabs() {
    var editor = LineEditor()
    #expect(
      editor.press(.tab, .tab, .tab) == [
        .complete(tabCount: 1), .complete(tabCount: 2), .complete(tabCount: 3),
      ])
    editor.press(.text("x"))
    #expect(editor.press(.tab) == [.complete(tabCount: 1)])
    #expect(editor.line == "x")
  }

  @Test func insertAppliesACompletionAtTheCursor() {
    var editor = LineEditor()
    editor.press(.text("sh login"), .home, .right, .right)
    editor.insert("ow")
    #expect(editor.line == "show login")
    #expect(editor.cursor == 4)
  }
}
