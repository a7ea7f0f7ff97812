import AppCoordinator
import Foundation
import SwiftUI
import Testing

@testable import NavLabApp

/// Every way in reaches the one `open` from the scene root, whatever the root shows, and the
/// scene's phase saves the state document the next launch restores.
@MainActor
@Suite struct SceneRootTests {
  /// Two apps still on splash.
  func launching() -> (app: AppCoordinator, shell: AppCoordinator) {
    (AppCoordinator(), AppCoordinator())
  }

  @Test func urlAtTheSceneRootDuringSplashWaitsAndShowsAsTheShellsOpen() throws {
    let (app, shell) = launching()
    SceneRoot(app: app).open(try #require(URL(string: "navlab://article/5")))  // .onOpenURL
    try shell.open("navlab://article/5")
    #expect(app.rootScreen == .splash)
    app.finishLaunch()
    shell.finishLaunch()
    #expect(app.visible.screen.id == "screen.article.5")
    #expect(app.visible == shell.visible)
  }

  @Test func webPageContinuedAtTheSceneRootOpensItsLink() throws {
    let (app, shell) = launching()
    app.finishLaunch()
    shell.finishLaunch()
    let activity = NSUserActivity(activityType: AppCoordinator.browsingWebActivity)
    activity.webpageURL = URL(string: "https://navlab.example/article/5")
    SceneRoot(app: app).continueActivity(activity)  // .onContinueUserActivity
    try shell.open("https://navlab.example/article/5")
    #expect(app.visible.screen.id == "screen.article.5")
    #expect(app.visible == shell.visible)
  }

  @Test func appsOwnActivityCarriesItsLinkInUserInfo() throws {
    let (app, shell) = launching()
    app.finishLaunch()
    shell.finishLaunch()
    let activity = NSUserActivity(activityType: AppCoordinator.linkActivity)
    activity.userInfo = ["link": "navlab://article/4"]
    SceneRoot(app: app).continueActivity(activity)
    try shell.open("navlab://article/4")
    #expect(app.visible.screen.id == "screen.article.4")
    #expect(app.visible == shell.visible)
  }

  @Test func notificationTapOpensItsLink() throws {
    let (app, shell) = launching()
    app.finishLaunch()
    shell.finishLaunch()
    let taps = NotificationTaps()
    taps.app = app
    let payload: [AnyHashable: Any] = [
      "aps": ["alert": "New article"], "link": "navlab://article/7",
    ]
    taps.tapped(json: try #require(NotificationTaps.json(of: payload)))
    try shell.open("navlab://article/7")
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.visible == shell.visible)
  }

  @Test func firstLaunchWithNoDocumentShowsOnboarding() {
    let launch = Launch(store: InMemoryStateStore())
    launch.app.finishLaunch()  // RootView's splash
    #expect(launch.app.rootScreen == .onboarding)
  }

  @Test func backgroundSavesTheDocumentTheNextLaunchRestores() throws {
    let store = InMemoryStateStore()
    let first = Launch(store: store)
    first.app.finishLaunch()
    try first.app.onboarding.next()
    try first.app.onboarding.next()
    try first.app.onboarding.finish()
    try first.app.open("navlab://article/3")
    first.sceneMoved(to: .inactive)  // Control Center, the app switcher: no save
    #expect(try store.load() == nil)
    first.sceneMoved(to: .background)
    #expect(try store.load() != nil)

    let next = Launch(store: store)
    next.app.finishLaunch()
    #expect(next.app.rootScreen == .main)
    #expect(next.app.visible == first.app.visible)
  }
}
