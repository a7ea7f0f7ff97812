import LinkRouting
import Testing

@testable import FeedFlow

/// The photo's cover, the reading-options popover and the report sheet: each shows over the
/// article, and closes only as its kind allows.
@MainActor
@Suite struct FeedPresentationTests {
  let guest = Session()

  func feed(_ path: [FeedRoute] = [.article(7)]) -> FeedCoordinator {
    let feed = FeedCoordinator(state: FeedState(path: path))
    feed.gate = { _ in true }
    return feed
  }

  @Test func eachPresentationDeclaresItsKind() {
    #expect(FeedPresentation.share.kind == .sheet)
    #expect(FeedPresentation.photo.kind == .fullScreenCover)
    #expect(FeedPresentation.options.kind == .popover)
    #expect(FeedPresentation.report(text: "").kind == .sheet)
    #expect(FeedPresentation.options.staysPopoverInCompact)
    #expect(!FeedPresentation.share.staysPopoverInCompact)
  }

  @Test func theReportKeepsItsIdentityWhileItsTextChanges() {
    #expect(FeedPresentation.report(text: "").id == FeedPresentation.report(text: "Spam").id)
    #expect(FeedPresentation.report(text: "").id != FeedPresentation.share.id)
  }

  @Test func photoCoversTheArticleAndOnlyDoneClosesIt() throws {
    let feed = feed()
    try feed.tap("button.photo", in: guest)
    let cover = feed.screen(for: guest)
    #expect(cover.id == "screen.photo.7")
    #expect(cover.elements.filter { $0.kind == .button }.map(\.id) == ["button.done"])
    #expect(feed.breadcrumb == ["feed", "article 7", "photo"])
    #expect(!feed.back())
    #expect(!feed.dismiss())
    #expect(feed.screen(for: guest).id == "screen.photo.7")
    try feed.tap("button.done", in: guest)
    #expect(feed.state == FeedState(path: [.article(7)]))
  }

  @Test func optionsPopoverClosesByATapOutside() throws {
    let feed = feed()
    try feed.tap("button.options", in: guest)
    #expect(feed.screen(for: guest).id == "popover.options.7")
    #expect(!feed.back())
    #expect(feed.dismiss())
    #expect(feed.state == FeedState(path: [.article(7)]))
  }

  @Test func optionsPopoverClosesByItsButton() throws {
    let feed = feed()
    try feed.tap("button.options", in: guest)
    try feed.tap("button.close", in: guest)
    #expect(feed.state == FeedState(path: [.article(7)]))
  }

  @Test func emptyReportSwipesAway() throws {
    let feed = feed()
    try feed.tap("button.report", in: guest)
    let sheet = feed.screen(for: guest)
    #expect(sheet.id == "screen.report.7")
    #expect(sheet.element("field.report")?.kind == .textField)
    #expect(sheet.element("field.report")?.exploredValues == ["", "Spam"])
    #expect(feed.topPresentation?.closesByGesture == true)
    #expect(!feed.back())
    #expect(feed.dismiss())
    #expect(feed.state == FeedState(path: [.article(7)]))
  }

  @Test func reportWithTextRefusesTheSwipeAndShowsTheText() throws {
    let feed = feed()
    try feed.tap("button.report", in: guest)
    try feed.type("Spam", into: "field.report", in: guest)
    #expect(feed.reportText == "Spam")
    #expect(feed.screen(for: guest).element("field.report")?.label == "Spam")
    #expect(feed.topPresentation == .report(text: "Spam"))
    #expect(feed.topPresentation?.isSwipeDisabled == true)
    #expect(!feed.dismiss())
    #expect(feed.topPresentation == .report(text: "Spam"))
    try feed.type("", into: "field.report", in: guest)
    #expect(feed.dismiss())
    #expect(!feed.isPresenting)
  }

  @Test func sendingAReportClosesItAndKeepsNoText() throws {
    let feed = feed()
    try feed.report()
    feed.reportText = "Spam"
    try feed.tap("button.send", in: guest)
    #expect(feed.state == FeedState(path: [.article(7)]))
    #expect(feed.reportText == "")
  }

  @Test func cancellingAnEmptyReportClosesItWithoutAsking() throws {
    let feed = feed()
    try feed.report()
    try feed.tap("button.cancel", in: guest)
    #expect(feed.state == FeedState(path: [.article(7)]))
  }

  @Test func cancellingAReportWithTextAsksTheAppToCloseItAndPresentsNoAlertOfItsOwn() throws {
    let feed = feed()
    var asked: [AppRequest] = []
    feed.request = { asked.append($0) }
    try feed.report()
    feed.reportText = "Spam"
    try feed.tap("button.cancel", in: guest)
    #expect(asked == [.dismissAll])
    #expect(feed.state.presented.layers == [.report(text: "Spam")])
    #expect(feed.screen(for: guest).id == "screen.report.7")
  }

  @Test func theDiscardAlertsButtonsAreNotTheFeeds() throws {
    let feed = feed()
    try feed.report()
    feed.reportText = "Spam"
    for id in ["button.discard", "button.keep"] {
      #expect(throws: NavigationError.noElement(id, screen: "screen.report.7")) {
        try feed.tap(id, in: guest)
      }
    }
  }

  @Test func aChangeOfStackClosesTheReportAndDropsItsText() throws {
    let feed = feed()
    try feed.report()
    feed.reportText = "Spam"
    feed.show([.article(3)])
    #expect(!feed.isPresenting)
    #expect(feed.reportText == "")
  }
}
