import AppCoordinator
import Foundation
import SwiftUI
import Testing

@testable import NavLabApp

/// Every way in reaches the one `open` from the scene root, whatever the root shows, and the
/// scene's phase saves the state document the next launch restores.
@MainActor
@Suite struct SceneRootTests {
  /// A way in, as the scene root's handler or the notification delegate receives it.
  enum WayIn: CaseIterable {
    case url, webPage, ownActivity, notification

    /// The link it carries, as the shell's `open` takes it.
    var link: String {
      switch self {
      case .url: "https://navlab.example/account"
      case .webPage: "https://navlab.example/article/4"
      case .ownActivity: "navlab://article/3"
      case .notification: "https://navlab.example/article/5"
      }
    }

    /// Hands the link to `app` as the system hands it to the app's handler.
    @MainActor
    func deliver(to app: AppCoordinator) throws {
      switch self {
      case .url:
        SceneRoot(app: app).open(try #require(URL(string: link)))  // .onOpenURL
      case .webPage:
        let activity = NSUserActivity(activityType: AppCoordinator.browsingWebActivity)
        activity.webpageURL = URL(string: link)
        SceneRoot(app: app).continueActivity(activity)  // .onContinueUserActivity
      case .ownActivity:
        let activity = NSUserActivity(activityType: AppCoordinator.linkActivity)
        activity.userInfo = ["link": link]
        SceneRoot(app: app).continueActivity(activity)
      case .notification:
        let taps = NotificationTaps()
        taps.app = app
        let payload: [AnyHashable: Any] = ["aps": ["alert": "New article"], "link": link]
        taps.tapped(json: try #require(NotificationTaps.json(of: payload)))
      }
    }
  }

  /// Each way in reaches the app while splash shows, and its link waits for launch: a handler
  /// on `MainView` would not exist yet.
  @Test(arguments: WayIn.allCases)
  func wayInDuringSplashWaitsAndShowsAsTheShellsOpen(wayIn: WayIn) throws {
    let app = AppCoordinator()
    let shell = AppCoordinator()
    try wayIn.deliver(to: app)
    try shell.open(wayIn.link)
    #expect(app.rootScreen == .splash)
    app.finishLaunch()
    shell.finishLaunch()
    #expect(app.visible.screen.id != "screen.feed")
    #expect(app.visible == shell.visible)
    #expect(try app.stateDocument() == shell.stateDocument())
  }

  /// On login a gated link replaces the parked one, by any way in.
  @Test(arguments: WayIn.allCases)
  func wayInDuringLoginReplacesTheParkedLink(wayIn: WayIn) throws {
    let twins = try Twins { try $0.open("navlab://article/2/author") }
    #expect(twins.app.rootScreen == .login)
    try wayIn.deliver(to: twins.app)
    try twins.shell.open(wayIn.link)
    #expect(try twins.agree())
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
