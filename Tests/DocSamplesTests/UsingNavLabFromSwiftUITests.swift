import AppCoordinator
import AuthFlow
import FeedFlow
import Foundation
import OnboardingFlow
import Testing

/// What the SwiftUI article's views do, done headless.
///
/// Each test makes the writes the article's bindings and buttons make, in the order a person
/// makes them. The views themselves are not compiled here.
@MainActor
@Suite struct UsingNavLabFromSwiftUITests {
  /// A guest's app showing login, parked on the author of article 7.
  func appOnLogin() throws -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()  // RootView's SplashView .task
    try app.open("navlab://article/7/author")  // .onOpenURL at the scene root
    #expect(app.rootScreen == .login)
    return app
  }

  @Test func newcomerAcceptsTheAgreementAndLandsWhereTheLinkPointed() throws {
    let app = try appOnLogin()
    let auth = app.signIn
    auth.username = "newcomer"  // TextField(text: $auth.username)
    try auth.submit()  // Button("Sign in")
    #expect(auth.path == [.agreement])  // NavigationStack(path: $auth.path) shows AgreementView
    try auth.accept()  // Button("Accept")
    #expect(app.rootScreen == .main)
    #expect(app.visible.screen.id == "screen.author.101")
  }

  @Test func swipingBackFromTheAgreementReturnsToLoginAndDeclineCancels() throws {
    let app = try appOnLogin()
    let auth = app.signIn
    auth.username = "newcomer"
    try auth.submit()
    auth.path = []  // the stack's swipe back
    #expect(app.visible.screen.id == "screen.login")
    try auth.submit()
    try auth.decline()  // Button("Decline")
    #expect(app.rootScreen == .main)
    #expect(app.visible.screen.id == "screen.article.7")
  }

  @Test func refusalAlertClosesByItsButtonAndSwiftUIsLateFalseChangesNothing() throws {
    let app = try appOnLogin()
    let auth = app.signIn
    auth.username = "suspended"
    try auth.submit()
    let shown = auth[.alert]  // presenting: auth[.alert]
    #expect(shown?.message == "Account 'suspended' is suspended")
    #expect(auth[isPresented: shown])  // isPresented: $auth[isPresented: auth[.alert]]
    try auth.acknowledge()  // Button("OK")'s action
    auth[isPresented: shown] = false  // then SwiftUI's write, through the binding it drew
    #expect(auth[.alert] == nil)
    #expect(app.visible.screen.id == "screen.login")
    auth.username = "nobody"
    try auth.submit()
    auth[isPresented: auth[.alert]] = false  // a button with no action: the write closes it
    #expect(auth[.alert] == nil)
  }

  @Test func shareSheetClosesBySwipeAndByItsButton() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    let feed = try #require(app.flow(FeedCoordinator.self))
    feed.path = [.article(3)]  // NavigationLink(value: FeedRoute.article(3))
    try feed.share()  // ArticleView's share button
    #expect(feed[.sheet] == .share)  // .sheet(item: $feed[.sheet])
    #expect(feed[.sheet]?.isSwipeDisabled == false)  // .interactiveDismissDisabled(false)
    feed[.sheet] = nil  // the swipe down
    #expect(app.visible.screen.id == "screen.article.3")
    try feed.share()
    try feed.closeShare()  // ShareView's close button
    feed[.sheet] = nil  // SwiftUI's nil, if it writes one, changes nothing
    #expect(feed.path == [.article(3)])
    #expect(!feed.isPresenting)
  }

  @Test func tabsAreBuiltFromTheTabRegistrationsWithTheirTitles() {
    let app = AppCoordinator()
    app.finishLaunch()
    let tabs = app.flows.filter { $0.kind == .tab }  // MainView's ForEach
    #expect(tabs.map(\.id) == app.tabIDs)
    // .tabItem { Text(registration.title) }, for each tab the product lists
    #expect(
      tabs.map(\.title) == AppCoordinator.productFlows.filter { $0.kind == .tab }.map(\.title))
    #expect(tabs.map(\.title).starts(with: ["Feed", "Settings"]))
    #expect(app.presentedFlowSheet == nil)  // the product presents no flow over main
    app.selectedTabID = tabs[1].id  // TabView(selection: $app.selectedTabID)
    #expect(app.visible.screen.id == "screen.settings")
  }

  @Test func splitViewSelectsThroughTheSidebarAndAResizeKeepsEveryStack() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    app.resize(to: .regular)  // .onChange(of: sizeClass): a regular size class
    let feed = try #require(app.flow(FeedCoordinator.self))
    feed.path = [.article(4)]  // NavigationLink(value: FeedRoute.article(4)) in the detail
    app.sidebarSelection = "settings"  // List(selection: $app.sidebarSelection)
    #expect(app.visible.screen.id == "screen.settings")
    app.sidebarSelection = nil  // a deselection changes nothing
    #expect(app.selectedTabID == "settings")
    app.sidebarSelection = "feed"
    app.resize(to: .compact)  // rotated back: the TabView shows the same stack
    #expect(app.visible.screen.id == "screen.article.4")
    #expect(app.visible.tabBar.map(\.id) == app.tabIDs.map { "tab." + $0 })
  }

  @Test func macPhotoIsPushedAndClosesByBackOrByDoneOntoTheArticle() throws {
    let app = AppCoordinator(platform: .macOS)
    app.finishLaunch()
    let feed = try #require(app.flow(FeedCoordinator.self))
    feed.path = [.article(2)]
    try feed.showPhoto()  // ArticleView's photo button
    // .navigationDestination(item: $feed[.fullScreenCover])
    #expect(feed[.fullScreenCover] == .photo)
    #expect(app.visible.breadcrumb == ["feed", "article 2", "photo"])
    feed[.fullScreenCover] = nil  // the back button: one level
    #expect(app.visible.screen.id == "screen.article.2")
    try feed.showPhoto()
    try feed.closePhoto()  // PhotoView's Done
    feed[.fullScreenCover] = nil  // SwiftUI's nil after it, if any, changes nothing
    #expect(app.visible.screen.id == "screen.article.2")
    #expect(feed.path == [.article(2)])
  }

  /// What the scene root's handlers hand the app, as the article writes them.
  enum Handler: CaseIterable {
    case openURL, webPage, ownActivity, notification

    /// Calls the app the way the handler does; each leads to a different screen.
    @MainActor
    func deliver(to app: AppCoordinator) throws {
      switch self {
      case .openURL:
        try app.open(try #require(URL(string: "https://navlab.example/account")))
      case .webPage:
        let page = try #require(URL(string: "https://navlab.example/article/4"))
        try app.open(
          activityType: AppCoordinator.browsingWebActivity, webpageURL: page.absoluteString,
          userInfo: nil)
      case .ownActivity:
        let info: [AnyHashable: Any] = ["link": "navlab://article/3"]  // NSUserActivity.userInfo
        try app.open(
          activityType: AppCoordinator.linkActivity, webpageURL: nil,
          userInfo: try JSONSerialization.data(withJSONObject: info))
      case .notification:
        let payload: [AnyHashable: Any] = [
          "aps": ["alert": "New article"], "link": "https://navlab.example/article/5",
        ]  // UNNotificationContent.userInfo
        try app.open(notification: try JSONSerialization.data(withJSONObject: payload))
      }
    }

    var screen: String {
      switch self {
      case .openURL: "screen.account"
      case .webPage: "screen.article.4"
      case .ownActivity: "screen.article.3"
      case .notification: "screen.article.5"
      }
    }
  }

  /// Each handler at the scene root reaches the app while splash shows, and its link waits for
  /// launch: a handler on `MainView` would not exist yet.
  @Test(arguments: Handler.allCases)
  func handlerAtTheSceneRootReachesOpenDuringSplash(handler: Handler) throws {
    let app = AppCoordinator()
    try handler.deliver(to: app)
    #expect(app.rootScreen == .splash)
    app.finishLaunch()
    #expect(app.visible.screen.id == handler.screen)
  }

  /// On login a notification's gated link replaces the parked one, as a link does.
  @Test func notificationDuringLoginReachesOpen() throws {
    let app = try appOnLogin()
    let payload: [AnyHashable: Any] = ["aps": [:], "link": "navlab://article/2/author"]
    try app.open(notification: try JSONSerialization.data(withJSONObject: payload))
    try app.signIn.submit()
    #expect(app.visible.screen.id == "screen.author.102")
  }

  @Test func firstLaunchShowsOnboardingAndStartAppliesTheLinkThatWaited() throws {
    let app = AppCoordinator()
    app.beginFirstLaunch()
    app.finishLaunch()  // RootView's SplashView .task
    #expect(app.rootScreen == .onboarding)
    let onboarding = app.onboarding
    try app.open("navlab://article/4")  // .onOpenURL: waits for Start
    try onboarding.next()  // Button("Next") on page 1
    #expect(onboarding.path == [.page(2)])
    onboarding.path = []  // the stack's swipe back
    #expect(app.visible.screen.id == "screen.onboarding.1")
    try onboarding.next()
    try onboarding.next()
    #expect(onboarding.state.page == OnboardingState.pageCount)
    try onboarding.finish()  // Button("Start")
    #expect(app.rootScreen == .main)
    #expect(app.visible.screen.id == "screen.article.4")
  }
}
