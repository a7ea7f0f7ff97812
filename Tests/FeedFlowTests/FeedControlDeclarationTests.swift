import LinkRouting
import Testing

@testable import FeedFlow

/// What the Feed's controls declare of their taps (`ScreenElement.onTap`), which the explorer's
/// `controls` rule holds them to: each close shows on the layer it closes.
@MainActor
@Suite struct FeedControlDeclarationTests {
  let guest = Session()

  /// Each button of the article, and of each presentation over it (the share sheet, the photo,
  /// the reading options and the report), by what it declares.
  @Test(arguments: [
    ("button.share", "button.close", "screen.share.7"),
    ("button.photo", "button.done", "screen.photo.7"),
    ("button.options", "button.close", "popover.options.7"),
    ("button.report", "button.cancel", "screen.report.7"),
  ])
  func eachPresentationsCloseDeclaresThatItClosesAndDoes(
    opener: String, close: String, screen: String
  ) throws {
    let feed = FeedCoordinator(state: FeedState(path: [.article(7)]))
    feed.gate = { _ in true }
    let article = feed.screen(for: guest)
    // The article's own buttons open something: none says it closes, nor that it does nothing.
    #expect(article.elements.allSatisfy { $0.onTap == .changes })
    try feed.tap(opener, in: guest)
    let shown = feed.screen(for: guest)
    #expect(shown.id == screen)
    let declared = try #require(shown.element(close))
    #expect(declared.onTap == .closes)
    try feed.tap(close, in: guest)
    #expect(feed.state == FeedState(path: [.article(7)]))
  }

  @Test func anElementChangesTheStateUnlessItsFlowSaysOtherwise() {
    #expect(ScreenElement(.button, id: "button.more", label: "More").onTap == .changes)
    let idle = ScreenElement(.button, id: "button.more", label: "More", onTap: .changesNothing)
    #expect(idle.onTap == .changesNothing)
    #expect(idle != ScreenElement(.button, id: "button.more", label: "More"))
  }
}
