import Testing

@testable import navlab_shell

extension LineEditorTests {
  /// An editor whose history holds "show", "tap a", "back" (oldest first).
  static func browsingEditor() -> LineEditor {
    LineEditor(history: History(entries: ["show", "tap a", "back"]))
  }

  @Test func upRecallsTheNewestEntryThenOlderOnes() {
    var editor = Self.browsingEditor()
    #expect(editor.press(.up) == [.redraw])
    #expect(editor.line == "back")
    #expect(editor.cursor == 4)
    editor.press(.up)
    #expect(editor.line == "tap a")
    editor.press(.up)
    #expect(editor.line == "show")
  }

  @Test func upAtTheOldestEntryRingsAndStays() {
    var editor = Self.browsingEditor()
    editor.press(.up, .up, .up)
    #expect(editor.press(.up) == [.bell])
    #expect(editor.line == "show")
    #expect(editor.historyIndex == 0)
  }

  @Test func downPastTheNewestRestoresTheLineBeingTyped() {
    var editor = Self.browsingEditor()
    editor.press(.text("ex"), .home)
    editor.press(.up, .up)
    #expect(editor.line == "tap a")
    editor.press(.down)
    #expect(editor.line == "back")
    #expect(editor.press(.down) == [.redraw])
    #expect(editor.line == "ex")
    #expect(editor.cursor == 2)
    #expect(editor.historyIndex == nil)
    #expect(editor.press(.down) == [.bell])
    #expect(editor.line == "ex")
  }

  @Test func upWithEmptyHistoryRingsAndKeepsTheLine() {
    var editor = LineEditor()
    editor.press(.text("draft"))
    #expect(editor.press(.up) == [.bell])
    #expect(editor.line == "draft")
  }

  @Test func editingARecalledEntrySubmitsTheEditedLineAndKeepsTheOriginal() {
    var editor = Self.browsingEditor()
    editor.press(.up, .backspace, .backspace, .backspace, .backspace, .text("show"))
    #expect(editor.press(.enter) == [.submit("show")])
    #expect(editor.history.entries == ["show", "tap a", "back", "show"])
    #expect(editor.historyIndex == nil)
    #expect(editor.press(.up) == [.redraw])
    #expect(editor.line == "show")
  }

  @Test func submittingStartsTheNextBrowseFromTheNewestEntry() {
    var editor = Self.browsingEditor()
    editor.press(.up, .up, .enter)
    #expect(editor.history.entries.last == "tap a")
    editor.press(.up)
    #expect(editor.line == "tap a")
    editor.press(.up)
    #expect(editor.line == "back")
  }
}
