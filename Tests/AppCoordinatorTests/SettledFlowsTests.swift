import FeedFlow
import LinkRouting
import Testing

@testable import AppCoordinator

/// A link asks again a flow it found settled (presenting nothing, holding no text) once that
/// flow is written: what it keeps of earlier answers never hides a later presentation or text.
@MainActor
@Suite("The flows a link need not ask again")
struct SettledFlowsTests {
  /// The app on main, after a link that found every flow settled.
  private func launchedAfterALink() throws -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()
    try app.open("navlab://account")
    return app
  }

  @Test func aFlowThatPresentsAfterALinkIsClosedByTheNextLink() throws {
    let app = try launchedAfterALink()
    try app.open("navlab://article/7")
    try app.tap("button.share")
    let feed = try #require(app.flow(FeedCoordinator.self))
    #expect(feed.isPresenting)
    try app.open("navlab://account")
    #expect(!feed.isPresenting)
    try app.open("navlab://article/7")
    #expect(app.visible.screen.id == "screen.article.7")
  }

  @Test func aFlowThatPresentsAgainIsClosedAgain() throws {
    let app = try launchedAfterALink()
    let feed = try #require(app.flow(FeedCoordinator.self))
    for _ in 0..<2 {
      try app.open("navlab://article/7")
      try app.tap("button.share")
      try app.open("navlab://account")
      #expect(!feed.isPresenting)
    }
  }

  @Test func textTypedAfterALinkMakesTheNextLinkAsk() throws {
    let app = try launchedAfterALink()
    try app.open("navlab://article/7")
    try app.tap("button.report")
    try app.type("Spam", into: "field.report")
    try app.open("navlab://account")
    #expect(app.isAskingToDiscard)
    #expect(app.visible.screen.id == "alert.discard")
  }

  @Test func textTypedAfterALinkMakesSignOutAsk() throws {
    let app = try launchedAfterALink()
    let settings = try #require(app.flows.firstIndex { $0.id == "settings" })
    app.handle(.signOut, from: settings)
    try app.open("navlab://article/7")
    try app.tap("button.report")
    try app.type("Spam", into: "field.report")
    app.handle(.signOut, from: settings)
    #expect(app.isAskingToDiscard)
  }
}
