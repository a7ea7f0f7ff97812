import Testing

@testable import AppExplorer

@Suite("Screen kinds")
struct ScreenKindTests {
  @Test(arguments: [
    ("screen.article.7", "screen.article.N"),
    ("screen.article.7.author", "screen.article.N.author"),
    ("screen.comment.12.3", "screen.comment.N.N"),
    ("screen.feed", "screen.feed"),
    ("screen.a7", "screen.a7"),
    ("screen..7.", "screen..N."),
    ("7", "N"),
    ("", ""),
    ("screen.article.٣", "screen.article.N"),
    ("screen.café.7", "screen.café.N"),
  ])
  func everyPartOfDigitsIsWrittenN(id: String, kind: String) {
    #expect(ScreenKind.of(id) == kind)
  }

  @Test(arguments: [
    "screen.article.7", "screen.photo.007", "sheet.share.18446744073709551615", "alert.x.1.b.22",
    "button..", ".", "..1..", "screen.1a.2", "popover.options.٣٤",
  ])
  func readingByteByByteAgreesWithReadingCharacters(id: String) {
    #expect(ScreenKind.of(id) == ScreenKind.spelledOut(id))
  }
}
