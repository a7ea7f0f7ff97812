import AppCoordinator
import CommentsFlow
import FeedFlow
import Foundation
import SwiftUI
import Testing

@testable import NavLabApp

/// The app's guard on typed text, through the example app's views: the one discard alert, shown
/// from the view on top (the report sheet, Comments), and the Comments view's own back button,
/// against the shell's moves.
@MainActor
@Suite struct DiscardGuardViewTests {
  @Test func aLinkOverATypedReportAsksAndTheAlertsButtonsAnswerAsTheShellsTaps() throws {
    let twins = try Twins {
      try $0.open("navlab://article/3")
      try #require($0.flow(FeedCoordinator.self)).report()
      try $0.type("Spam", into: "field.report")
    }
    let root = SceneRoot(app: twins.app)
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let report = ReportView(feed: feed, id: 3)
      let account = try #require(URL(string: "navlab://account"))
      #expect(!report.discardAsked.wrappedValue)
      root.open(account)  // .onOpenURL
      try twins.shell.open("navlab://account")
      #expect(report.discardAsked.wrappedValue)  // the sheet's .alert(isPresented:) shows
      #expect(!root.discardAsked.wrappedValue)  // not the root's, under the sheet
      #expect(try twins.agree())

      try twins.app.keepInput()  // the alert's Keep editing
      report.discardAsked.wrappedValue = false  // SwiftUI's false after the action changes nothing
      try twins.shell.tap("button.keep")
      #expect(twins.app.visible.screen.id == "screen.report.3")
      #expect(try #require(twins.app.flow(FeedCoordinator.self)).reportText == "Spam")
      #expect(try twins.agree())

      root.open(account)
      try twins.shell.open("navlab://account")
      try twins.app.discardInput()  // the alert's Discard
      report.discardAsked.wrappedValue = false
      try twins.shell.tap("button.discard")
      #expect(twins.app.visible.screen.id == "screen.account")
      #expect(try twins.agree())
    }
  }

  @Test func backOverATypedCommentIsTheViewsOwnAndAsksAsTheShellsBack() throws {
    let twins = try Twins.onNewComment()
    let comments = try #require(twins.app.flow(CommentsCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let view = CommentsView(comments: comments)
      #expect(!view.backAsks)  // empty: the system back button shows
      view.draft.wrappedValue = "Nice"  // TextField(text:)
      try twins.shell.type("Nice", into: "field.comment")
      #expect(view.backAsks)  // .navigationBarBackButtonHidden(true)
      let writing = comments.path
      view.path.wrappedValue = Array(writing.dropLast())  // were SwiftUI to swipe back anyway
      #expect(comments.path == writing)
      #expect(try twins.agree())

      view.back()  // the view's own back button
      try twins.shell.back()
      #expect(view.discardAsked.wrappedValue)  // shown from Comments, the view on top
      #expect(!SceneRoot(app: twins.app).discardAsked.wrappedValue)
      #expect(try twins.agree())

      try twins.app.keepInput()  // the alert's Keep editing
      try twins.shell.tap("button.keep")
      view.comments.close()  // the view's Close, over a typed comment: asks too
      try twins.shell.tap("button.close")
      #expect(view.discardAsked.wrappedValue)
      #expect(try twins.agree())
      try twins.app.discardInput()  // the alert's Discard closes Comments
      try twins.shell.tap("button.discard")
      #expect(twins.app.presentedFlow == nil)
      #expect(try twins.agree())
    }
  }
}
