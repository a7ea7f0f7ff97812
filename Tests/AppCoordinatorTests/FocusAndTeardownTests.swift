import LinkRouting
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

@MainActor
@Suite("Focus: where VoiceOver focus goes after each move")
struct FocusTests {
  private func launched() -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()
    return app
  }

  @Test func pushFocusesTheNewScreenAndBackReturnsToTheRowThatPushedIt() throws {
    let app = launched()
    #expect(app.focusedElement == "row.article.1")
    try app.tap("row.article.2")
    // Departure: the pushed article's own element, not the row.
    #expect(app.focusedElement == "text.title")
    try app.back()
    #expect(app.focusedElement == "row.article.2")
  }

  @Test func closingASheetReturnsFocusToTheButtonThatOpenedIt() throws {
    let app = launched()
    try app.tap("row.article.2")
    try app.tap("button.share")
    #expect(app.focusedElement == "text.link")
    try app.dismiss()
    #expect(app.focusedElement == "button.share")
  }

  @Test func aCoverClosedByItsOwnButtonReturnsFocusToItsOpener() throws {
    let app = launched()
    try app.tap("row.article.3")
    try app.tap("button.photo")
    let photo = app.visible.screen
    #expect(app.focusedElement == photo.elements.first?.id)
    let close = try #require(photo.elements.first { $0.kind == .button }?.id)
    try app.tap(close)
    #expect(app.focusedElement == "button.photo")
  }

  @Test func aLinkGivesFocusToTheLinkedScreenAndForgetsEveryOpener() throws {
    let app = launched()
    try app.tap("row.article.2")
    try app.back()
    try app.open("navlab://article/4")
    #expect(app.focusedElement == "text.title")
    // Nothing tapped opened article 4: back gives the feed's own element, not row.article.2.
    try app.back()
    #expect(app.focusedElement == "row.article.1")
  }

  @Test func aScreenNamesTheElementThatTakesFocusElseItsFirst() {
    let elements = [
      ScreenElement(.text, id: "text.a", label: "A"),
      ScreenElement(.button, id: "button.b", label: "B"),
    ]
    #expect(Screen(id: "s", title: "S", elements: elements).focusedElementID == "text.a")
    #expect(
      Screen(id: "s", title: "S", elements: elements, focus: "button.b").focusedElementID
        == "button.b")
    #expect(
      Screen(id: "s", title: "S", elements: elements, focus: "gone").focusedElementID == "text.a")
    #expect(Screen(id: "s", title: "S").focusedElementID == nil)
  }

  @Test func aCheckLeavesFocusWhereTheMovesPutIt() throws {
    let app = launched()
    let check = RuleCheck(app)
    try app.tap("row.article.2")
    check.willMove()
    try app.tap("button.share")
    check.moved(.tap("button.share"), accepted: true)
    check.willMove()
    try app.dismiss()
    check.moved(.dismiss, accepted: true)
    #expect(check.firstBroken() == nil)
    #expect(app.focusedElement == "button.share")
  }
}

@MainActor
@Suite("Teardown: what a move closes is released")
struct TeardownTests {
  private func galleryShowingTheViewer() throws -> GalleryCoordinator {
    let gallery = GalleryCoordinator()
    #expect(gallery.push(.item(1)))
    gallery.present(.viewer)
    return gallery
  }

  @Test func closingTheViewerReleasesItsCoordinator() throws {
    let gallery = try galleryShowingTheViewer()
    #expect(gallery.screenModels.count == 1)
    let survivors = Teardown.survivors(
      of: { gallery.screenModels }, after: { #expect(gallery.close(.viewer)) })
    #expect(survivors.isEmpty)
  }

  @Test func aClosureThatCapturesTheViewerKeepsItAndIsNamed() throws {
    let gallery = try galleryShowingTheViewer()
    var kept: [@MainActor () -> Void] = []
    let survivors = Teardown.survivors(
      of: { gallery.screenModels },
      after: {
        for model in gallery.screenModels {
          if let viewer = model.object as? ViewerCoordinator { kept.append { viewer.onDone() } }
        }
        #expect(gallery.close(.viewer))
      })
    #expect(survivors == ["viewer coordinator of picture 1"])
    #expect(kept.count == 1)
  }

  @Test func aMoveThatClosesNothingLeavesNothingToReport() throws {
    let gallery = try galleryShowingTheViewer()
    let survivors = Teardown.survivors(of: { gallery.screenModels }, after: {})
    #expect(survivors.isEmpty)
    #expect(gallery.screenModels.count == 1)
  }
}
