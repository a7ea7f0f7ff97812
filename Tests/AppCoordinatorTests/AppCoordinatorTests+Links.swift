import FeedFlow
import LinkRouting
import Testing

@testable import AppCoordinator

extension AppCoordinatorTests {
  @Test func launchShowsSplashThenFeed() {
    let app = AppCoordinator()
    #expect(app.visible.screen.id == "screen.splash")
    #expect(app.visible.tabBar.isEmpty)
    app.finishLaunch()
    #expect(app.visible.screen.id == "screen.feed")
    #expect(app.visible.tabBar.map(\.id) == app.tabIDs.map { "tab.\($0)" })
    #expect(app.visible.tabBar.map(\.id).starts(with: ["tab.feed", "tab.settings"]))
    #expect(app.visible.selectedTabID == "tab.feed")
  }

  @Test func splashHasNothingToTapOrGoBackFrom() {
    let app = AppCoordinator()
    let before = snapshot(app)
    #expect(throws: NavigationError.self) { try app.tap("row.article.7") }
    #expect(throws: NavigationError.self) { try app.tap("tab.settings") }
    #expect(throws: NavigationError.self) { try app.back() }
    #expect(throws: NavigationError.self) { try app.dismiss() }
    #expect(snapshot(app) == before)
  }

  /// R3.
  @Test func coldStartArticleLinkWaitsForLaunch() throws {
    let app = AppCoordinator()
    try app.open("navlab://article/7")
    #expect(app.visible.screen.id == "screen.splash")
    app.finishLaunch()
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.visible.breadcrumb == ["feed", "article 7"])
    #expect(app.visible.selectedTabID == "tab.feed")
  }

  /// R4.
  @Test func coldStartAuthorLinkSignsInThenShowsAuthorOverItsArticle() throws {
    let app = AppCoordinator()
    try app.open("navlab://article/7/author")
    #expect(app.visible.screen.id == "screen.splash")
    app.finishLaunch()
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.author.101")
    try app.back()
    #expect(app.visible.screen.id == "screen.article.7")
  }

  /// R5.
  @Test func accountLinkFromFeedSelectsSettingsAndShowsAccount() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    #expect(app.visible.selectedTabID == "tab.feed")
    try app.open("navlab://account")
    #expect(app.visible.screen.id == "screen.account")
    #expect(app.visible.selectedTabID == "tab.settings")
    #expect(app.visible.breadcrumb == ["settings", "account"])
  }

  @Test(arguments: [
    (["navlab://article/3", "navlab://account"], "screen.account", "screen.article.3"),
    (["navlab://account", "navlab://article/3"], "screen.article.3", "screen.account"),
    (
      ["navlab://article/3", "navlab://article/5", "navlab://settings"], "screen.settings",
      "screen.article.5"
    ),
    (["navlab://article/7/author", "navlab://account"], "screen.account", "screen.feed"),
  ])
  func linksDuringLaunchApplyInOrder(links: [String], shown: String, otherTab: String) throws {
    let app = AppCoordinator()
    for link in links { try app.open(link) }
    #expect(app.visible.screen.id == "screen.splash")
    app.finishLaunch()
    #expect(app.visible.screen.id == shown)
    let other = app.visible.selectedTabID == "tab.feed" ? "tab.settings" : "tab.feed"
    try app.tap(other)
    #expect(app.visible.screen.id == otherTab)
  }

  @Test func twoGatedLinksDuringLaunchParkTheLatest() throws {
    let app = AppCoordinator()
    try app.open("navlab://article/7/author")
    try app.open("navlab://article/5/author")
    app.finishLaunch()
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.author.102")
    try app.back()
    #expect(app.visible.screen.id == "screen.article.5")
  }

  @Test(arguments: [
    ("navlab://article/11", LinkError.unknownID(kind: "article", id: 11, known: 1...10)),
    ("navlab://article/11/author", .unknownID(kind: "article", id: 11, known: 1...10)),
    ("navlab://nowhere/3", .unknownDestination("nowhere/3")),
    ("http://feed", .unsupportedScheme("http")),
    ("navlab://article/7/author/x", .extraSegments("x")),
    ("navlab://account/x", .extraSegments("x")),
    ("navlab://article/7 ", .invalidCharacter("a space")),
  ])
  func rejectedLinkChangesNothing(text: String, error: LinkError) throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("button.share")
    let before = snapshot(app)
    #expect(throws: error) { try app.open(text) }
    #expect(snapshot(app) == before)
  }

  @Test func rejectedLinkDuringLaunchIsNeverQueued() throws {
    let app = AppCoordinator()
    try app.open("navlab://article/3")
    let before = snapshot(app)
    #expect(throws: LinkError.unknownID(kind: "article", id: 11, known: 1...10)) {
      try app.open("navlab://article/11")
    }
    #expect(snapshot(app) == before)
    app.finishLaunch()
    #expect(app.visible.screen.id == "screen.article.3")
  }

  @Test func rejectedLinkDuringSignInIsNeverParked() throws {
    let app = launchedApp()
    try app.open("navlab://article/7/author")
    try #require(app.visible.screen.id == "screen.login")
    let before = snapshot(app)
    #expect(throws: LinkError.idOutOfRange("0")) { try app.open("navlab://article/0/author") }
    #expect(snapshot(app) == before)
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.author.101")
  }

  @Test func linkReplacesWholeStackOfItsTab() throws {
    let app = launchedApp()
    try signIn(app)
    try app.tap("row.article.7")
    try app.tap("button.author")
    try app.tap("row.article.4")
    #expect(app.visible.breadcrumb == ["feed", "article 7", "author 101", "article 4"])
    try app.open("navlab://article/2")
    #expect(app.visible.breadcrumb == ["feed", "article 2"])
    try app.back()
    #expect(app.visible.screen.id == "screen.feed")
  }

  @Test func signedInAuthorLinkShowsAuthorAtOnce() throws {
    let app = launchedApp()
    try signIn(app)
    #expect(app.visible.screen.id == "screen.feed")
    try app.open("navlab://article/3/author")
    #expect(app.visible.screen.id == "screen.author.100")
    try app.back()
    #expect(app.visible.screen.id == "screen.article.3")
  }

  @Test func linkDismissesPresentationInEveryFlow() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("button.share")
    #expect(app.visible.screen.id == "screen.share.7")
    try app.open("navlab://account")
    #expect(app.visible.screen.id == "screen.account")
    try app.tap("tab.feed")
    #expect(app.visible.screen.id == "screen.article.7")
  }

  @Test func linkToCoveredScreenDismissesSheet() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("button.share")
    #expect(app.visible.screen.id == "screen.share.7")
    try app.open("navlab://article/7")
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.visible.selectedTabID == "tab.feed")
  }

  @Test func finishLaunchAfterLaunchChangesNothing() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    let before = snapshot(app)
    app.finishLaunch()
    #expect(snapshot(app) == before)
  }
}
