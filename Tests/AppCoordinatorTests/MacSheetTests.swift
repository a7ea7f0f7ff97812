import FeedFlow
import LinkRouting
import Testing

@testable import AppCoordinator

/// A sheet on macOS has no swipe to dismiss: Escape runs its button with the cancel action,
/// which is that button's tap, so every sheet closes there by a button it shows
/// (ARCHITECTURE.md, "What the model takes from the platforms").
@MainActor
@Suite("Platform: a sheet on macOS closes by its own buttons only")
struct MacSheetTests {
  private let mac = Device(platform: .macOS, width: .regular)

  private func launched(on platform: Platform) -> AppCoordinator {
    let app = AppCoordinator(platform: platform)
    app.finishLaunch()
    return app
  }

  @Test func aSheetHasNoSwipeOnMacOSWhereAPopoverStillClosesByAClickOutside() {
    #expect(Platform.iOS.swipesSheets)
    #expect(!Platform.macOS.swipesSheets)
    #expect(FeedPresentation.share.closesByGesture(on: .iPhone))
    #expect(!FeedPresentation.share.closesByGesture(on: mac))
    #expect(!FeedPresentation.report(text: "").closesByGesture(on: mac))
    #expect(FeedPresentation.options.closesByGesture(on: mac))
    #expect(!FeedPresentation.photo.closesByGesture(on: mac))
  }

  @Test(arguments: Platform.allCases)
  func commentsCloseByTheirCloseButtonEverywhereAndBySwipeOnIOSOnly(
    _ platform: Platform
  ) throws {
    let app = launched(on: platform)
    try app.open("navlab://article/3")
    try app.tap("button.comments")
    #expect(app.visible.screen.id == "screen.comments.3")
    #expect(app.visible.screen.element("button.close") != nil)
    if platform == .iOS {
      try app.dismiss()
      #expect(app.presentedFlow == nil)
      try app.tap("button.comments")
    } else {
      #expect(
        throws: NavigationError.closesOnlyByControls(
          screen: "screen.comments.3", kind: .sheet, controls: ["button.new", "button.close"])
      ) { try app.dismiss() }
      #expect(app.presentedFlow != nil)
    }
    try app.tap("button.close")
    #expect(app.presentedFlow == nil)
    #expect(app.visible.screen.id == "screen.article.3")
  }

  @Test(arguments: Platform.allCases)
  func theShareSheetSwipesAwayOnIOSOnlyAndItsCloseWorksOnBoth(_ platform: Platform) throws {
    let app = launched(on: platform)
    try app.open("navlab://article/3")
    try app.tap("button.share")
    if platform == .iOS {
      try app.dismiss()
      #expect(app.visible.screen.id == "screen.article.3")
      try app.tap("button.share")
    } else {
      #expect(
        throws: NavigationError.closesOnlyByControls(
          screen: "screen.share.3", kind: .sheet, controls: ["button.close"])
      ) { try app.dismiss() }
      #expect(app.visible.screen.id == "screen.share.3")
    }
    try app.tap("button.close")
    #expect(app.visible.screen.id == "screen.article.3")
  }
}
