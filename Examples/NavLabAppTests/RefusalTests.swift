import AppCoordinator
import CommentsFlow
import FeedFlow
import LinkRouting
import SwiftUI
import Testing

@testable import NavLabApp

/// Where SwiftUI's write would break a rule, the view's modifier keeps SwiftUI from making it,
/// and the app refuses it where the binding is the app's, as the shell's `dismiss` is refused.
@MainActor
@Suite struct RefusalTests {
  @Test func presentedCommentsHoldingADraftRefuseTheSwipeAndDisableIt() throws {
    let twins = try Twins.onNewComment()
    let comments = try #require(twins.app.flow(CommentsCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let main = MainView()
      #expect(main.presentedFlow.wrappedValue?.id == CommentsCoordinator.id)
      #expect(!main.presentedFlowSwipeDisabled)  // empty: the swipe may close it
      // TextField(text:)
      CommentsView(comments: comments).draft.wrappedValue = "Nice"
      try #require(twins.shell.flow(CommentsCoordinator.self)).draft = "Nice"
      #expect(main.presentedFlowSwipeDisabled)  // .interactiveDismissDisabled(true)
      main.presentedFlow.wrappedValue = nil  // were SwiftUI to write it anyway
      #expect(throws: NavigationError.self) { try twins.shell.dismiss() }
      #expect(comments.draft == "Nice")
      #expect(main.presentedFlow.wrappedValue?.id == CommentsCoordinator.id)
      #expect(try twins.agree())
    }
  }

  @Test func emptyPresentedCommentsCloseBySwipeAsTheShellsDismiss() throws {
    let twins = try Twins { try $0.open("navlab://comments/3") }
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let main = MainView()
      #expect(main.presentedFlow.wrappedValue != nil)
      main.presentedFlow.wrappedValue = nil  // the swipe down
      try twins.shell.dismiss()
      #expect(main.presentedFlow.wrappedValue == nil)
      #expect(try twins.agree())
    }
  }

  @Test func reportHoldingTextDisablesItsSwipeAndTheGestureIsRefused() throws {
    let twins = try Twins {
      try $0.open("navlab://article/3")
      try #require($0.flow(FeedCoordinator.self)).report()
    }
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let report = ReportView(feed: feed, id: 3)
      #expect(!report.swipeDisabled)
      report.text.wrappedValue = "Spam"  // TextField(text:)
      try twins.shell.type("Spam", into: "field.report")
      #expect(report.swipeDisabled)  // .interactiveDismissDisabled(true): SwiftUI writes no nil
      #expect(throws: NavigationError.self) { try twins.shell.dismiss() }
      #expect(FeedTab(feed: feed).sheet.wrappedValue == .report(text: "Spam"))
      #expect(try twins.agree())
    }
  }

  @Test func cancelOverTypedTextAsksWithTheAppsOneAlertAndKeepLeavesTheText() throws {
    let twins = try Twins {
      try $0.open("navlab://article/3")
      let feed = try #require($0.flow(FeedCoordinator.self))
      try feed.report()
      feed.reportText = "Spam"
      try feed.cancelReport()  // with text: the app's discard alert
    }
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    let root = SceneRoot(app: twins.app)
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let drawn = ReportView(feed: feed, id: 3).discardAsked  // the sheet's alert
      #expect(!root.discardAsked.wrappedValue)  // an alert shows only from the view on top
      #expect(drawn.wrappedValue)
      #expect(feed.state.presented.layers == [.report(text: "Spam")])  // no alert of its own
      try twins.app.keepInput()  // Button("Keep editing")'s action
      drawn.wrappedValue = false  // then SwiftUI's write: nothing changes
      try twins.shell.tap("button.keep")
      #expect(feed.reportText == "Spam")
      #expect(try twins.agree())
    }
  }

  @Test func coverHasNoSwipeAndOnlyDoneClosesIt() throws {
    let twins = try Twins {
      try $0.open("navlab://article/3")
      try #require($0.flow(FeedCoordinator.self)).showPhoto()
    }
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let tab = FeedTab(feed: feed)
      #expect(tab.photo.wrappedValue == .photo)  // .fullScreenCover(item:), which has no swipe
      #expect(tab.sheet.wrappedValue == nil)  // not the sheet, which has one
      #expect(throws: NavigationError.self) { try twins.shell.dismiss() }  // the gesture: refused
      try feed.closePhoto()  // PhotoView's Done
      try twins.shell.tap("button.done")
      #expect(tab.photo.wrappedValue == nil)
      #expect(try twins.agree())
    }
  }
}
