import CommentsFlow
import FeedFlow
import LinkRouting
import TestFlows
import Testing

@testable import AppCoordinator

/// The product's Comments flow, presented over the Feed by the article's `button.comments`, and
/// typing on main.
@MainActor
@Suite("Comments, the product's presented flow")
struct CommentsFlowAppTests {
  private func launched(signedIn: Bool) throws -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()
    if signedIn {
      try app.open("navlab://account")
      try app.tap("button.signin")
      try app.tap("button.login")
      try app.open("navlab://feed")
    }
    return app
  }

  @Test func commentsButtonOpensTheSheetOverFeedAndKeepsFeedsStack() throws {
    let app = try launched(signedIn: false)
    try app.tap("row.article.4")
    let before = app.visible
    try app.tap("button.comments")
    #expect(app.visible.screen.id == "screen.comments.4")
    #expect(app.visible.breadcrumb == ["feed", "article 4", "comments", "article 4"])
    #expect(app.visible.tabBar.isEmpty)
    #expect(app.isPresenting)
    #expect(app.feed.path == [.article(4)])
    #expect(app.link?.url == "navlab://comments/4")
    try app.tap("row.comment.2")
    #expect(app.visible.screen.id == "screen.comment.4.2")
    try app.dismiss()
    #expect(app.visible == before)
  }

  @Test func backWalksTheCommentsToTheirListWhereOnlyASwipeClosesTheSheet() throws {
    let app = try launched(signedIn: false)
    try app.tap("row.article.2")
    let before = app.visible
    try app.tap("button.comments")
    try app.back()
    #expect(app.visible.screen.id == "screen.comments")
    #expect(throws: NavigationError.self) { try app.back() }
    #expect(app.visible.screen.id == "screen.comments")
    try app.dismiss()
    #expect(app.visible == before)
  }

  @Test func aTypedCommentRefusesTheSwipeAndTheBindingsNilUntilItIsPostedOrCleared() throws {
    let app = try launched(signedIn: true)
    try app.tap("row.article.3")
    let article = app.visible
    try app.tap("button.comments")
    try app.tap("button.new")
    #expect(!app.presentedFlowHoldsInput)
    try app.type("Nice piece", into: "field.comment")
    #expect(app.presentedFlowHoldsInput)
    let typed = app.visible
    #expect(throws: NavigationError.self) { try app.dismiss() }
    app.presentedFlowSheet = nil
    #expect(app.visible == typed)
    #expect(app.flow(CommentsCoordinator.self)?.draft == "Nice piece")

    try app.type("", into: "field.comment")
    #expect(!app.presentedFlowHoldsInput)
    app.presentedFlowSheet = nil
    #expect(app.visible == article)
  }

  @Test func writingAsAGuestSignsInFirstThenLandsOnTheNewComment() throws {
    let app = try launched(signedIn: false)
    try app.tap("row.article.3")
    try app.tap("button.comments")
    try app.tap("button.new")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.new-comment.3")
    #expect(app.feed.path == [.article(3)])
  }

  @Test func gatedLinkAsAGuestParksAndResumesAfterSignIn() throws {
    let app = try launched(signedIn: false)
    try app.open("navlab://comments/5/new")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.new-comment.5")
    #expect(app.visible.breadcrumb == ["feed", "comments", "article 5", "new"])
  }

  @Test func typingIntoTheCommentShowsItAndPostingReturnsToTheComments() throws {
    let app = try launched(signedIn: true)
    try app.open("navlab://comments/5/new")
    try app.type("Well argued", into: "field.comment")
    #expect(app.visible.screen.element("field.comment")?.label == "Well argued")
    try app.tap("button.post")
    #expect(app.visible.screen.id == "screen.comments.5")
  }

  @Test func typedTextIsNeverSaved() throws {
    let app = try launched(signedIn: true)
    try app.tap("row.article.5")
    let saved = app.document
    try app.tap("button.comments")
    try app.tap("button.new")
    try app.type("Unsent", into: "field.comment")
    #expect(app.document == saved)
    let store = InMemoryStateStore()
    try app.save(to: store)
    let restored = AppCoordinator()
    #expect(restored.restore(from: store).warnings == [])
    restored.finishLaunch()
    #expect(restored.visible.screen.id == "screen.article.5")
    #expect(!restored.isPresenting)
  }

  @Test(arguments: [
    ("navlab://feed", "screen.feed"), ("navlab://article/2", "screen.article.2"),
    ("navlab://account", "screen.account"), ("navlab://comments/2", "screen.comments.2"),
  ])
  func typingWhereNoFieldShowsNamesTheScreenAndChangesNothing(link: String, screen: String)
    throws
  {
    let app = try launched(signedIn: true)
    try app.open(link)
    let before = app.snapshot
    #expect(throws: NavigationError.noField("field.comment", screen: screen)) {
      try app.type("x", into: "field.comment")
    }
    #expect(app.snapshot == before)
  }

  @Test func typingOnSplashIsRefused() {
    let app = AppCoordinator()
    #expect(throws: NavigationError.noField("field.username", screen: "screen.splash")) {
      try app.type("reader", into: "field.username")
    }
  }

  @Test func loginStillTakesTyping() throws {
    let app = try launched(signedIn: false)
    try app.open("navlab://article/1/author")
    try app.type("newcomer", into: "field.username")
    #expect(app.visible.screen.element("field.username")?.label == "newcomer")
  }

  /// Every text field the product shows, reached by every example link of every flow it lists,
  /// declares what the explorer types into it; a field that declares nothing would never be
  /// typed into by the explorer.
  ///
  /// The fields are read from the assembly, never listed here: a team's new flow with a field
  /// of its own is checked by this test, and changes no line of it. Login's field, the app's
  /// own, shows that the reading finds fields at all.
  @Test func everyTextFieldOfEveryProductFlowDeclaresWhatTheExplorerTypes() throws {
    var fields: [String: [String]] = [:]
    for flow in AppCoordinator.productFlows {
      for example in flow.exampleLinks {
        let app = try launched(signedIn: example.requiresSignIn)
        try app.open(example.link)
        for element in app.visible.screen.elements where element.kind == .textField {
          fields[element.id] = element.exploredValues
        }
      }
    }
    let login = try launched(signedIn: false)
    try login.open("navlab://article/1/author")
    for element in login.visible.screen.elements where element.kind == .textField {
      fields[element.id] = element.exploredValues
    }
    #expect(fields["field.username"] != nil, "login's field is read with the flows' \(fields)")
    #expect(fields.values.allSatisfy { !$0.isEmpty }, "\(fields)")
  }

  @Test func commentsAndTheThreadTestFlowAssembleTogether() throws {
    let app = try AppCoordinator(
      flows: AppCoordinator.productFlows + [
        .tab(InboxCoordinator<CorrectInbox>.self), .presented(ThreadCoordinator.self),
      ])
    #expect(app.assemblyWarnings == [])
    app.finishLaunch()
    try app.open("navlab://comments/2")
    #expect(app.visible.screen.id == "screen.comments.2")
    try app.open("navlab://thread/2")
    #expect(app.visible.screen.id == "screen.thread.2")
  }

  @Test func theProductWithInboxStillLeavesInboxsRequestUnanswered() throws {
    let app = try AppCoordinator(
      flows: AppCoordinator.productFlows + [.tab(InboxCoordinator<CorrectInbox>.self)])
    #expect(app.assemblyWarnings == [.unreadRequest(flow: "inbox", form: "navlab://thread/N")])
  }

  @Test func feedWithoutCommentsWarnsThatItsRequestIsUnanswered() throws {
    let app = try AppCoordinator(flows: [.tab(FeedCoordinator.self)])
    #expect(app.assemblyWarnings == [.unreadRequest(flow: "feed", form: "navlab://comments/N")])
    app.finishLaunch()
    try app.open("navlab://article/3")
    let before = app.snapshot
    try app.tap("button.comments")
    #expect(app.snapshot == before)
  }
}
