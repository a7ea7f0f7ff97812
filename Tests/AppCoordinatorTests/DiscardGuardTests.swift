import CommentsFlow
import FeedFlow
import Foundation
import LinkRouting
import Testing

@testable import AppCoordinator

/// The one guard every way out of unsaved input passes through: it asks with the discard alert,
/// keep stays where the user was with the text intact, and discard carries out the move asked.
@MainActor
@Suite("The discard guard on every way out of typed text")
struct DiscardGuardTests {
  /// A way out of the screen the user typed on, as the app receives it.
  struct WayOut: Sendable, CustomTestStringConvertible {
    let name: String
    /// The screen it shows once the user discards the text.
    let lands: String
    let take: @MainActor @Sendable (AppCoordinator) throws -> Void

    var testDescription: String { name }
  }

  nonisolated static let waysOutOfTheReport: [WayOut] = [
    WayOut(name: "a link", lands: "screen.account") { try $0.open("navlab://account") },
    WayOut(name: "a universal link", lands: "screen.article.3") {
      try $0.open("https://navlab.example/article/3")
    },
    WayOut(name: "a notification", lands: "screen.article.5") {
      try $0.open(notification: Data(#"{"aps":{},"link":"navlab://article/5"}"#.utf8))
    },
    WayOut(name: "an activity", lands: "screen.account") {
      try $0.open(
        activityType: AppCoordinator.linkActivity, webpageURL: nil,
        userInfo: Data(#"{"link":"navlab://account"}"#.utf8))
    },
    WayOut(name: "a flow's request for a link", lands: "screen.comments.7") { app in
      let feed = try #require(app.flows.firstIndex { $0.id == "feed" })
      app.handle(.open(try DeepLink(parsing: "navlab://comments/7")), from: feed)
    },
    WayOut(name: "sign-out", lands: "screen.feed") { app in
      let settings = try #require(app.flows.firstIndex { $0.id == "settings" })
      app.handle(.signOut, from: settings)
    },
    WayOut(name: "the Feed's item tapped again", lands: "screen.feed") { app in
      app.select(app.selectedTab)
    },
    WayOut(name: "the report's own cancel", lands: "screen.article.7") {
      try $0.tap("button.cancel")
    },
  ]

  /// The app on article 7's report, with `text` typed into it.
  private func writingReport(_ text: String = "Spam") throws -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()
    try app.tap("row.article.7")
    try app.tap("button.report")
    try app.type(text, into: "field.report")
    return app
  }

  /// `app`, signed in, on a new comment on article 3 with "Nice piece" typed into it.
  private func writingComment(in app: AppCoordinator) throws {
    try app.open("navlab://account")
    try app.tap("button.signin")
    try app.tap("button.login")
    try app.open("navlab://comments/3")
    try app.tap("button.new")
    try app.type("Nice piece", into: "field.comment")
  }

  @Test(arguments: waysOutOfTheReport)
  func aWayOutOfATypedReportAsksAndKeepStaysWithTheText(_ way: WayOut) throws {
    let app = try writingReport()
    let before = app.visible
    try way.take(app)
    #expect(app.isAskingToDiscard)
    #expect(app.visible.screen.id == "alert.discard")
    #expect(app.visible.breadcrumb == before.breadcrumb + ["discard"])
    #expect(app.visible.tabBar.isEmpty)
    try app.keepInput()
    #expect(!app.isAskingToDiscard)
    #expect(app.visible == before)
    #expect(app.feed.reportText == "Spam")
  }

  @Test(arguments: waysOutOfTheReport)
  func discardCarriesOutTheWayOutThatWasAsked(_ way: WayOut) throws {
    let app = try writingReport()
    try way.take(app)
    try #require(app.isAskingToDiscard)
    try app.discardInput()
    #expect(!app.isAskingToDiscard)
    #expect(app.visible.screen.id == way.lands)
    #expect(!app.feed.holdsInput)
  }

  @Test func withNothingTypedAWayOutGoesStraightThrough() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    try app.tap("row.article.7")
    try app.tap("button.report")
    try app.open("navlab://account")
    #expect(!app.isAskingToDiscard)
    #expect(app.visible.screen.id == "screen.account")
  }

  @Test func aLinkWhileTheAlertAsksTakesTheWaitingOnesPlace() throws {
    let app = try writingReport()
    try app.open("navlab://account")
    try app.open("navlab://article/2")
    #expect(app.visible.screen.id == "alert.discard")
    try app.tap("button.discard")
    #expect(app.visible.screen.id == "screen.article.2")
  }

  /// The report's cancel and a link are two ways out that the one alert asks about in turn:
  /// never two alerts at once, as UIKit and SwiftUI show one at a time.
  @Test(arguments: waysOutOfTheReport.filter { $0.name != "the report's own cancel" })
  func aWayOutWhileTheReportsCancelAsksReplacesItUnderOneAlert(_ way: WayOut) throws {
    let app = try writingReport()
    try app.tap("button.cancel")
    let asking = app.visible
    #expect(asking.breadcrumb == ["feed", "article 7", "report", "discard"])
    try way.take(app)
    #expect(app.visible.breadcrumb == asking.breadcrumb)
    #expect(app.feed.state.presented.layers == [.report(text: "Spam")])
    try app.discardInput()
    #expect(app.visible.screen.id == way.lands)
  }

  @Test func whileTheAlertAsksOnlyItsButtonsAnswerAndNothingElseMoves() throws {
    let app = try writingReport()
    try app.open("navlab://account")
    let asking = app.visible
    #expect(throws: NavigationError.self) { try app.back() }
    #expect(throws: NavigationError.self) { try app.dismiss() }
    #expect(throws: NavigationError.self) { try app.type("more", into: "field.report") }
    #expect(throws: NavigationError.self) { try app.tap("button.send") }
    #expect(throws: NavigationError.self) { try app.tap("tab.settings") }
    #expect(throws: NavigationError.self) { try app.tap("text.message") }
    app.isAskingToDiscard = false
    #expect(app.visible == asking)
    #expect(app.feed.reportText == "Spam")
  }

  @Test func theAlertsIntentsAreRefusedWhenItDoesNotAsk() throws {
    let app = try writingReport()
    #expect(throws: NavigationError.self) { try app.discardInput() }
    #expect(throws: NavigationError.self) { try app.keepInput() }
    #expect(app.feed.reportText == "Spam")
  }

  @Test func backFromATypedCommentAsksAndDiscardPopsOnlyThatScreen() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    try writingComment(in: app)
    let writing = app.visible
    try app.back()
    #expect(app.visible.screen.id == "alert.discard")
    try app.tap("button.keep")
    #expect(app.visible == writing)
    try app.back()
    try app.tap("button.discard")
    #expect(app.visible.screen.id == "screen.comments.3")
    let comments = try #require(app.flow(CommentsCoordinator.self))
    #expect(!comments.holdsInput)
  }

  @Test func swiftUIsWritesThatWouldLoseTheTextAreRefused() throws {
    let app = try writingReport()
    let feed = app.feed
    feed[.sheet] = nil  // a swipe down, which .interactiveDismissDisabled(true) prevents
    #expect(feed.reportText == "Spam")
    try feed.sendReport()
    #expect(!feed.isPresenting)

    try writingComment(in: app)
    let comments = try #require(app.flow(CommentsCoordinator.self))
    let writing = comments.path
    comments.path = Array(writing.dropLast())  // a back swipe, refused while the text is held
    #expect(comments.path == writing)
    #expect(comments.draft == "Nice piece")
    app.isAskingToDiscard = true  // only the alert's buttons answer it
    #expect(!app.isAskingToDiscard)
  }
}
