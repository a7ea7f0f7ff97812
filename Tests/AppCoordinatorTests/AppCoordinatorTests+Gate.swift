import LinkRouting
import Testing

@testable import AppCoordinator

extension AppCoordinatorTests {
  @Test func authorTapWhileSignedOutSignsInThenShowsAuthor() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("button.author")
    #expect(app.visible.screen.id == "screen.login")
    #expect(app.visible.tabBar.isEmpty)
    try app.tap("button.login")
    #expect(app.session.accountName == "reader")
    #expect(app.visible.screen.id == "screen.author.101")
    try app.back()
    #expect(app.visible.screen.id == "screen.article.7")
  }

  /// The app decides a link's gate once, and the flow's gate answers from that decision only
  /// while the link's stack is shown: a guest's next tap into a gated route asks again.
  @Test func aLinksGateDecisionEndsWithTheLink() throws {
    let app = launchedApp()
    try app.open("navlab://article/7")
    #expect(app.visible.screen.id == "screen.article.7")
    try app.tap("button.author")
    #expect(app.visible.screen.id == "screen.login")
    #expect(!app.session.isSignedIn)
  }

  @Test func cancelAfterAuthorTapLeavesMainWhereItWas() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    let before = snapshot(app)
    try app.tap("button.author")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.cancel")
    #expect(snapshot(app).visible == before.visible)
    #expect(app.snapshot == before.state)
    #expect(!app.session.isSignedIn)
  }

  @Test func cancelLandsOnArticleWithoutAuthor() throws {
    let app = launchedApp()
    try app.tap("tab.settings")
    try app.open("navlab://article/7/author")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.cancel")
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.visible.breadcrumb == ["feed", "article 7"])
    #expect(app.visible.selectedTabID == "tab.feed")
    #expect(!app.session.isSignedIn)
  }

  @Test func declineLandsOnArticleWithoutAuthor() throws {
    let app = launchedApp()
    try app.open("navlab://article/5/author")
    try app.type("newcomer", into: "field.username")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.agreement")
    try app.tap("button.decline")
    #expect(app.visible.screen.id == "screen.article.5")
    #expect(!app.session.isSignedIn)
  }

  @Test func newcomerAcceptsAgreementThenSeesAuthor() throws {
    let app = launchedApp()
    try app.open("navlab://article/5/author")
    try app.type("newcomer", into: "field.username")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.agreement")
    #expect(app.link == nil)
    try app.tap("button.accept")
    #expect(app.session.accountName == "newcomer")
    #expect(app.visible.screen.id == "screen.author.102")
  }

  @Test(arguments: [
    ("suspended", "Account 'suspended' is suspended"),
    ("x", "No account named 'x'"),
    ("", "No account named ''"),
  ])
  func refusedAccountSeesAlertAndStaysSignedOut(name: String, message: String) throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("button.author")
    try app.type(name, into: "field.username")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "alert.login")
    #expect(app.visible.screen.elements.contains { $0.kind == .text && $0.label == message })
    #expect(!app.session.isSignedIn)
    try app.tap("button.ok")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.cancel")
    #expect(app.visible.screen.id == "screen.article.7")
  }

  @Test func theAlertClosesOnlyByItsButtonAndBackPopsTheAgreementToLogin() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("button.author")
    try app.type("x", into: "field.username")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "alert.login")
    #expect(
      throws: NavigationError.noBackButton(
        screen: "alert.login", kind: .alert, closesByGesture: false, controls: ["button.ok"])
    ) {
      try app.back()
    }
    #expect(
      throws: NavigationError.closesOnlyByControls(
        screen: "alert.login", kind: .alert, controls: ["button.ok"])
    ) {
      try app.dismiss()
    }
    #expect(app.visible.screen.id == "alert.login")
    try app.tap("button.ok")
    #expect(app.visible.screen.id == "screen.login")
    try app.type("newcomer", into: "field.username")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.agreement")
    try app.back()
    #expect(app.visible.screen.id == "screen.login")
    let atLogin = snapshot(app)
    #expect(throws: NavigationError.self) { try app.back() }
    #expect(snapshot(app) == atLogin)
  }

  @Test func gatedLinkDuringSignInReplacesParkedDestination() throws {
    let app = launchedApp()
    try app.open("navlab://article/7/author")
    try #require(app.visible.screen.id == "screen.login")
    try app.open("navlab://article/5/author")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.author.102")
    try app.back()
    #expect(app.visible.screen.id == "screen.article.5")
  }

  @Test func gatedLinkDuringSignInFromTapCancelsToLinkedArticle() throws {
    let app = launchedApp()
    try app.tap("row.article.3")
    try app.tap("button.author")
    try app.open("navlab://article/7/author")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.cancel")
    #expect(app.visible.screen.id == "screen.article.7")
  }

  @Test func gatedLinkDuringSignInDismissesAlertAndKeepsTypedName() throws {
    let app = launchedApp()
    try app.open("navlab://article/7/author")
    try app.type("x", into: "field.username")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "alert.login")
    try app.open("navlab://article/5/author")
    #expect(app.visible.screen.id == "screen.login")
    #expect(app.visible.screen.element("field.username")?.label == "x")
  }

  @Test func gatedLinkDuringSignInKeepsAgreementStep() throws {
    let app = launchedApp()
    try app.open("navlab://article/7/author")
    try app.type("newcomer", into: "field.username")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.agreement")
    try app.open("navlab://article/5/author")
    #expect(app.visible.screen.id == "screen.agreement")
    try app.tap("button.accept")
    #expect(app.visible.screen.id == "screen.author.102")
  }

  @Test func ungatedLinkDuringSignInLeavesLoginAndApplies() throws {
    let app = launchedApp()
    try app.open("navlab://article/7/author")
    try #require(app.visible.screen.id == "screen.login")
    try app.open("navlab://account")
    #expect(app.visible.screen.id == "screen.account")
    #expect(app.visible.selectedTabID == "tab.settings")
    #expect(!app.session.isSignedIn)
    try app.tap("button.signin")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.account")
    try app.tap("tab.feed")
    #expect(app.visible.screen.id == "screen.feed")
  }

  @Test func signInFromAccountParksNothingAndReturnsToAccount() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("tab.settings")
    try app.tap("link.account")
    #expect(app.visible.screen.element("button.signin") != nil)
    try app.tap("button.signin")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.account")
    #expect(app.visible.selectedTabID == "tab.settings")
    #expect(app.visible.screen.elements.contains { $0.label == "Signed in as reader" })
    #expect(app.visible.screen.element("button.logout") != nil)
    try app.tap("tab.feed")
    #expect(app.visible.screen.id == "screen.article.7")
  }

  @Test func cancelSignInFromAccountReturnsToAccount() throws {
    let app = launchedApp()
    try app.tap("tab.settings")
    try app.tap("link.account")
    try app.tap("button.signin")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.cancel")
    #expect(app.visible.screen.id == "screen.account")
    #expect(app.visible.screen.element("button.signin") != nil)
  }

  @Test func signInStartsFreshEachTime() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("button.author")
    try app.type("newcomer", into: "field.username")
    try app.tap("button.login")
    try app.tap("button.decline")
    try app.tap("button.author")
    #expect(app.visible.screen.id == "screen.login")
    #expect(app.visible.screen.element("field.username")?.label == "reader")
  }

  @Test func signOutClearsSessionResetsStacksAndSelectsFeed() throws {
    let app = launchedApp()
    try signIn(app)
    try app.tap("row.article.7")
    try app.tap("button.author")
    #expect(app.visible.screen.id == "screen.author.101")
    try app.tap("tab.settings")
    try app.tap("link.account")
    try app.tap("button.logout")
    #expect(app.session.isSignedIn)
    #expect(app.visible.screen.id == "dialog.signout")
    try app.tap("button.confirm")
    #expect(!app.session.isSignedIn)
    #expect(app.visible.screen.id == "screen.feed")
    #expect(app.visible.selectedTabID == "tab.feed")
    #expect(app.feed.path.isEmpty && !app.feed.isPresenting)
    #expect(app.settings.path.isEmpty)
    try app.tap("tab.settings")
    #expect(app.visible.screen.id == "screen.settings")
  }

  /// Sign-out is reachable only from the account screen, where no sheet shows, so this calls it
  /// directly to pin that it closes presentations in every flow, not just the visible one.
  @Test func signOutDismissesEveryPresentation() throws {
    let app = launchedApp()
    try signIn(app)
    try app.tap("row.article.7")
    try app.tap("button.share")
    #expect(app.feed.isPresenting)
    app.signOut()
    #expect(!app.feed.isPresenting)
    #expect(app.visible.screen.id == "screen.feed")
  }

  @Test func typingOutsideSignInChangesNothing() {
    let app = launchedApp()
    let before = snapshot(app)
    #expect(throws: NavigationError.self) { try app.type("newcomer", into: "field.username") }
    #expect(snapshot(app) == before)
  }
}
