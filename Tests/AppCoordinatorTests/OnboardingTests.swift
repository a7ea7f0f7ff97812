import Foundation
import LinkRouting
import Testing

@testable import AppCoordinator

@MainActor
@Suite("Onboarding as a root stage")
struct OnboardingTests {
  /// An app on a first launch, the links `links` opened during launch, on onboarding's page 1.
  private func firstLaunch(opening links: [String] = []) throws -> AppCoordinator {
    let app = try AppCoordinator(flows: .feedSettingsAndComments)
    app.beginFirstLaunch()
    for link in links { try app.open(link) }
    app.finishLaunch()
    return app
  }

  /// Taps `button.next` until the last page, then `button.start`.
  private func finishOnboarding(_ app: AppCoordinator) throws {
    while app.visible.screen.element("button.next") != nil { try app.tap("button.next") }
    try app.tap("button.start")
  }

  @Test func defaultLaunchNeverShowsOnboarding() {
    let app = AppCoordinator()
    app.finishLaunch()
    #expect(app.rootScreen == .main)
    #expect(app.visible.screen.id == "screen.feed")
    #expect(app.document.onboarding == nil)
  }

  @Test func firstLaunchShowsOnboardingWithoutTabBarThenMain() throws {
    let app = try firstLaunch()
    #expect(app.rootScreen == .onboarding)
    #expect(app.visible.screen.id == "screen.onboarding.1")
    #expect(app.visible.tabBar.isEmpty)
    #expect(app.link == nil)
    try app.tap("button.next")
    #expect(app.visible.screen.id == "screen.onboarding.2")
    #expect(app.visible.breadcrumb == ["onboarding 1", "onboarding 2"])
    try app.back()
    #expect(app.visible.screen.id == "screen.onboarding.1")
    try finishOnboarding(app)
    #expect(app.rootScreen == .main)
    #expect(app.visible.screen.id == "screen.feed")
    #expect(!app.session.isSignedIn)
  }

  @Test func onboardingRefusesTabsBackAtItsFirstPageAndDismiss() throws {
    let app = try firstLaunch()
    let before = app.snapshot
    #expect(throws: NavigationError.noElement("tab.settings", screen: "screen.onboarding.1")) {
      try app.tap("tab.settings")
    }
    #expect(throws: NavigationError.nothingToGoBack(screen: "screen.onboarding.1")) {
      try app.back()
    }
    #expect(throws: NavigationError.nothingPresented(screen: "screen.onboarding.1")) {
      try app.dismiss()
    }
    #expect(app.snapshot == before)
  }

  @Test func linksFromLaunchAndOnboardingWaitInOrderAndApplyAfterStart() throws {
    let app = try firstLaunch(opening: ["navlab://article/3"])
    try app.tap("button.next")
    try app.open("navlab://account")
    let waiting = app.snapshot
    #expect(app.visible.screen.id == "screen.onboarding.2")
    #expect(app.savedPaths == ["feed": [], "settings": []])
    try finishOnboarding(app)
    #expect(app.visible.screen.id == "screen.account")
    #expect(app.savedPaths == ["feed": ["article/3"], "settings": ["account"]])
    // The same links in the other order end on the article: they apply in the order they came.
    app.snapshot = waiting
    try app.open("navlab://article/5")
    try finishOnboarding(app)
    #expect(app.visible.screen.id == "screen.article.5")
  }

  @Test func gatedLinkDuringOnboardingShowsLoginOnlyAfterStart() throws {
    let app = try firstLaunch()
    try app.open("navlab://article/7/author")
    #expect(app.visible.screen.id == "screen.onboarding.1")
    #expect(!app.holdsGatedRoute)
    try finishOnboarding(app)
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.author.101")
  }

  @Test func rejectedLinkDuringOnboardingChangesNothing() throws {
    let app = try firstLaunch()
    let before = app.snapshot
    #expect(throws: LinkError.self) { try app.open("navlab://article/70") }
    #expect(app.snapshot == before)
    try finishOnboarding(app)
    #expect(app.visible.screen.id == "screen.feed")
  }

  @Test func onboardingOnceDoneNeverShowsAgainInThisRunOrTheNext() throws {
    let app = try firstLaunch()
    try finishOnboarding(app)
    try app.tap("row.article.1")
    try app.open("navlab://feed")
    #expect(app.rootScreen == .main)
    app.finishLaunch()
    #expect(app.rootScreen == .main)
    let store = MemoryStateStore()
    try app.save(to: store)
    let next = AppCoordinator()
    _ = next.restore(from: store)
    next.finishLaunch()
    #expect(next.rootScreen == .main)
  }
}

@MainActor
@Suite("The state file's onboarding key")
struct OnboardingStateFileTests {
  private func launched(from json: String) -> (AppCoordinator, RestoreReport) {
    let app = AppCoordinator()
    let report = app.restore(from: MemoryStateStore(json))
    app.finishLaunch()
    return (app, report)
  }

  private func document(onboarding: String?) -> String {
    let key = onboarding.map { #","onboarding":"\#($0)""# } ?? ""
    return #"{"version":1,"tab":"feed","paths":{"feed":["article/2"],"settings":[]}\#(key)}"#
  }

  @Test func documentWithoutTheKeyRestoresAsBeforeWithOnboardingDone() {
    let (app, report) = launched(from: document(onboarding: nil))
    #expect(report.warnings.isEmpty)
    #expect(report.isUnchanged)
    #expect(app.visible.screen.id == "screen.article.2")
    #expect(app.document.onboarding == nil)
  }

  @Test func pendingDocumentShowsOnboardingAgainThenItsStacks() throws {
    let (app, report) = launched(from: document(onboarding: "pending"))
    #expect(report.warnings.isEmpty)
    #expect(report.isUnchanged)
    #expect(app.visible.screen.id == "screen.onboarding.1")
    #expect(app.document.onboarding == .pending)
    try app.tap("button.next")
    try app.tap("button.next")
    try app.tap("button.start")
    #expect(app.visible.screen.id == "screen.article.2")
    #expect(app.document.onboarding == nil)
  }

  @Test func doneDocumentRestoresOnMainAndTheNextSaveLeavesTheKeyOut() throws {
    let (app, report) = launched(from: document(onboarding: "done"))
    #expect(report.warnings.isEmpty)
    #expect(report.isUnchanged, "done is what an absent key says, so nothing needs saving")
    #expect(app.visible.screen.id == "screen.article.2")
    #expect(!(try app.stateDocument()).contains("onboarding"))
  }

  @Test func documentSavedDuringOnboardingSaysPendingAndOneSavedAfterDoesNot() throws {
    let app = AppCoordinator()
    app.beginFirstLaunch()
    app.finishLaunch()
    try app.tap("button.next")
    #expect(try app.stateDocument().contains(#""onboarding" : "pending""#))
    try app.tap("button.next")
    try app.tap("button.start")
    #expect(!(try app.stateDocument()).contains("onboarding"))
  }

  @Test func documentSavedDuringLaunchOfAFirstLaunchSaysPending() throws {
    let app = AppCoordinator()
    app.beginFirstLaunch()
    #expect(app.document.onboarding == .pending)
  }

  @Test(arguments: ["later", "", "PENDING"])
  func unknownValueIsAWrongShapeMovedAsideAndLaunchesFresh(value: String) {
    let store = MemoryStateStore(document(onboarding: value))
    let app = AppCoordinator()
    let report = app.restore(from: store)
    app.finishLaunch()
    #expect(store.movedAside.count == 1)
    #expect(report.warnings.count == 1)
    #expect(
      report.warnings.first?.contains("'onboarding' is wrong: it is 'pending' while") == true,
      "\(report.warnings)")
    #expect(app.visible.screen.id == "screen.feed")
  }
}
