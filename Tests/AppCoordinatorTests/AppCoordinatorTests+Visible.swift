import LinkRouting
import Testing

@testable import AppCoordinator

extension AppCoordinatorTests {
  @Test func sheetShowsOnlyItsElements() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("button.share")
    #expect(app.visible.identifiers == ["screen.share.7", "text.link", "button.close"])
    #expect(app.visible.selectedTabID == nil)
    #expect(app.visible.screen.element("text.link")?.label == "navlab://article/7")
    #expect(throws: NavigationError.self) { try app.tap("tab.settings") }
    #expect(throws: NavigationError.self) { try app.tap("button.author") }
    #expect(app.visible.screen.id == "screen.share.7")
  }

  @Test func backOnTheSheetIsRefusedNamingWhatClosesItAndChangesNothing() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("button.share")
    #expect(app.visible.screen.id == "screen.share.7")
    #expect(
      throws: NavigationError.noBackButton(
        screen: "screen.share.7", kind: .sheet, closesByGesture: true, controls: ["button.close"])
    ) {
      try app.back()
    }
    #expect(app.visible.screen.id == "screen.share.7")
    try app.dismiss()
    try app.back()
    #expect(app.visible.screen.id == "screen.feed")
  }

  @Test func closeAndDismissCloseTheSheet() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    try app.tap("button.share")
    #expect(app.visible.screen.id == "screen.share.7")
    try app.tap("button.close")
    #expect(app.visible.screen.id == "screen.article.7")
    try app.tap("button.share")
    #expect(app.visible.screen.id == "screen.share.7")
    try app.dismiss()
    #expect(app.visible.screen.id == "screen.article.7")
  }

  @Test func backAtRootReturnsFalseAndChangesNothing() throws {
    let app = launchedApp()
    let before = snapshot(app)
    #expect(throws: NavigationError.self) { try app.back() }
    #expect(snapshot(app) == before)
    try app.tap("tab.settings")
    let onSettings = snapshot(app)
    #expect(throws: NavigationError.self) { try app.back() }
    #expect(snapshot(app) == onSettings)
  }

  @Test func dismissWithNothingPresentedReturnsFalseAndChangesNothing() throws {
    let app = launchedApp()
    try app.tap("row.article.7")
    let before = snapshot(app)
    #expect(throws: NavigationError.self) { try app.dismiss() }
    #expect(snapshot(app) == before)
  }

  @Test func tapOfElementNotVisibleReturnsFalseAndChangesNothing() {
    let app = launchedApp()
    let before = snapshot(app)
    #expect(throws: NavigationError.self) { try app.tap("button.author") }
    #expect(throws: NavigationError.self) { try app.tap("link.account") }
    #expect(throws: NavigationError.self) { try app.tap("row.article.11") }
    #expect(throws: NavigationError.self) { try app.tap("tab.nowhere") }
    #expect(snapshot(app) == before)
  }

  @Test func deepStackShowsItsPathInBreadcrumb() throws {
    let app = launchedApp()
    try signIn(app)
    try app.tap("row.article.7")
    try app.tap("button.author")
    try app.tap("row.article.4")
    #expect(app.visible.screen.id == "screen.article.4")
    #expect(app.visible.breadcrumb == ["feed", "article 7", "author 101", "article 4"])
  }

  @Test func linkOfFeedScreens() throws {
    let app = launchedApp()
    try signIn(app)
    #expect(app.link?.url == "navlab://feed")
    try app.tap("row.article.7")
    #expect(app.link?.url == "navlab://article/7")
    try app.tap("button.author")
    #expect(app.link?.url == "navlab://article/7/author")
    try app.tap("row.article.4")
    #expect(app.link?.url == "navlab://article/4")
    try app.tap("button.share")
    #expect(app.link?.url == "navlab://article/4")
  }

  @Test func linkOfSettingsScreens() throws {
    let app = launchedApp()
    try app.tap("tab.settings")
    #expect(app.link?.url == "navlab://settings")
    try app.tap("link.account")
    #expect(app.link?.url == "navlab://account")
  }

  @Test func splashLoginAndAgreementHaveNoLink() throws {
    let app = AppCoordinator()
    #expect(app.link == nil)
    app.finishLaunch()
    try app.tap("row.article.7")
    #expect(app.link != nil)
    try app.tap("button.author")
    #expect(app.visible.screen.id == "screen.login")
    #expect(app.link == nil)
    try app.type("newcomer", into: "field.username")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.agreement")
    #expect(app.link == nil)
  }

  @Test func openingLinkOfVisibleScreenShowsItAgain() throws {
    let app = launchedApp()
    try signIn(app)
    try app.tap("row.article.7")
    try app.tap("button.author")
    try app.tap("row.article.4")
    let shown = app.visible.screen.id
    let link = try #require(app.link)
    try app.open("navlab://feed")
    #expect(app.visible.screen.id != shown)
    try app.open(link.url)
    #expect(app.visible.screen.id == shown)
  }

  @Test func linkFormsCoverEveryTab() throws {
    let app = AppCoordinator()
    let forms = app.linkForms
    for form in [
      "navlab://feed", "navlab://article/N", "navlab://article/N/author", "navlab://settings",
      "navlab://account",
    ] {
      #expect(forms.contains(form))
    }
    #expect(Set(forms).count == forms.count)
    let links = try forms.map { try DeepLink(parsing: String($0.map { $0 == "N" ? "1" : $0 })) }
    #expect(Set(try links.map { try app.destination(for: $0).flow }) == Set(app.flows.indices))
    for link in links {
      let owners = try app.boxes.indices.filter { try app.boxes[$0].stack(for: link) != nil }
      #expect(owners.count == 1, "\(link.url) is owned by \(owners)")
    }
  }
}
