import AppCoordinator
import CommentsFlow
import FeedFlow
import Foundation
import SwiftUI
import Testing

@testable import NavLabApp

/// The app's guard on typed text, through the example app's views: the scene root's alert and
/// the Comments view's own back button, against the shell's moves.
@MainActor
@Suite struct DiscardGuardViewTests {
  @Test func aLinkOverATypedReportAsksAndTheAlertsButtonsAnswerAsTheShellsTaps() throws {
    let twins = try Twins {
      try $0.open("navlab://article/3")
      try #require($0.flow(FeedCoordinator.self)).report()
      try $0.type("Spam", into: "field.report")
    }
    let root = SceneRoot(app: twins.app)
    let account = try #require(URL(string: "navlab://account"))
    #expect(!root.discardAsked.wrappedValue)
    root.open(account)  // .onOpenURL
    try twins.shell.open("navlab://account")
    #expect(root.discardAsked.wrappedValue)  // .alert(isPresented:) shows
    #expect(try twins.agree())

    root.keep()  // the alert's Keep editing
    root.discardAsked.wrappedValue = false  // SwiftUI's false after the action changes nothing
    try twins.shell.tap("button.keep")
    #expect(twins.app.visible.screen.id == "screen.report.3")
    #expect(try #require(twins.app.flow(FeedCoordinator.self)).reportText == "Spam")
    #expect(try twins.agree())

    root.open(account)
    try twins.shell.open("navlab://account")
    root.discard()  // the alert's Discard
    root.discardAsked.wrappedValue = false
    try twins.shell.tap("button.discard")
    #expect(twins.app.visible.screen.id == "screen.account")
    #expect(try twins.agree())
  }

  @Test func backOverATypedCommentIsTheViewsOwnAndAsksAsTheShellsBack() throws {
    let twins = try Twins.onNewComment()
    let comments = try #require(twins.app.flow(CommentsCoordinator.self))
    let view = CommentsView(app: twins.app, comments: comments)
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
    #expect(SceneRoot(app: twins.app).discardAsked.wrappedValue)
    #expect(try twins.agree())
  }
}
