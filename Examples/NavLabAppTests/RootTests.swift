import AppCoordinator
import FeedFlow
import OnboardingFlow
import SettingsFlow
import SwiftUI
import Testing

@testable import NavLabApp

/// The root's views, onboarding and login, and the Feed's other presentations, written through
/// the bindings their bodies hand to SwiftUI and compared with the shell's same move.
@MainActor
@Suite struct RootTests {
  /// Two apps showing login, parked on the author of article 7.
  func twinsOnLogin() throws -> Twins {
    let twins = try Twins { try $0.open("navlab://article/7/author") }
    #expect(twins.app.rootScreen == .login)
    return twins
  }

  @Test func newcomerTypesTheNameAcceptsTheAgreementAndLandsWhereTheLinkPointed() throws {
    let twins = try twinsOnLogin()
    let login = LoginView(auth: twins.app.signIn)
    login.username.wrappedValue = "newcomer"  // TextField(text:)
    try twins.shell.type("newcomer", into: "field.username")
    #expect(try twins.agree())
    try twins.app.signIn.submit()  // Button("Sign in")
    try twins.shell.tap("button.login")
    #expect(login.path.wrappedValue == [.agreement])  // NavigationStack(path:) shows it
    try twins.app.signIn.accept()  // Button("Accept")
    try twins.shell.tap("button.accept")
    #expect(twins.app.visible.screen.id == "screen.author.101")
    #expect(try twins.agree())
  }

  @Test func backSwipeFromTheAgreementWritesAnEmptyPathAsTheShellsBack() throws {
    let twins = try twinsOnLogin()
    for app in [twins.app, twins.shell] {
      app.signIn.username = "newcomer"
      try app.signIn.submit()
    }
    let path = LoginView(auth: twins.app.signIn).path
    #expect(twins.app.visible.screen.id == "screen.agreement")
    path.wrappedValue = Array(path.wrappedValue.dropLast())  // the back swipe
    try twins.shell.back()
    #expect(twins.app.visible.screen.id == "screen.login")
    #expect(try twins.agree())
  }

  @Test func refusalAlertsLateFalseAfterItsButtonChangesNothing() throws {
    let twins = try twinsOnLogin()
    for app in [twins.app, twins.shell] {
      app.signIn.username = "suspended"
      try app.signIn.submit()
    }
    let login = LoginView(auth: twins.app.signIn)
    #expect(login.refusal?.message == "Account 'suspended' is suspended")
    let drawn = login.refusalShown  // the binding of the alert's last drawing
    #expect(drawn.wrappedValue)
    try twins.app.signIn.acknowledge()  // Button("OK")'s action
    drawn.wrappedValue = false  // then SwiftUI's write
    try twins.shell.tap("button.ok")
    #expect(login.refusal == nil)
    #expect(try twins.agree())
  }

  @Test func onboardingsBackSwipeAndStartApplyTheLinkThatWaited() throws {
    let app = AppCoordinator()
    app.beginFirstLaunch()
    app.finishLaunch()  // RootView's splash
    #expect(app.rootScreen == .onboarding)
    SceneRoot(app: app).open(try #require(URL(string: "navlab://article/4")))  // waits
    let onboarding = OnboardingView(onboarding: app.onboarding)
    try app.onboarding.next()  // Button("Next") on page 1
    #expect(onboarding.path.wrappedValue == [.page(2)])
    onboarding.path.wrappedValue = []  // the back swipe
    #expect(app.visible.screen.id == "screen.onboarding.1")
    for _ in 1..<OnboardingState.pageCount { try app.onboarding.next() }
    try app.onboarding.finish()  // Button("Start")
    #expect(app.rootScreen == .main)
    #expect(app.visible.screen.id == "screen.article.4")
  }

  @Test func shareSheetsNilAfterItsCloseButtonChangesNothing() throws {
    let twins = try Twins {
      try $0.open("navlab://article/3")
      try #require($0.flow(FeedCoordinator.self)).share()
    }
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let sheet = FeedTab(feed: feed).sheet
      try feed.closeShare()  // ShareView's Close
      sheet.wrappedValue = nil  // SwiftUI's nil after it, if it writes one
      try twins.shell.tap("button.close")
      #expect(try twins.agree())
    }
  }

  @Test func optionsPopoverClosesByATapOutsideAsTheShellsDismiss() throws {
    let twins = try Twins {
      try $0.open("navlab://article/3")
      try #require($0.flow(FeedCoordinator.self)).showOptions()
    }
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let options = FeedTab(feed: feed).options  // .popover(item:)
      #expect(options.wrappedValue == .options)
      options.wrappedValue = nil  // the tap outside
      try twins.shell.dismiss()
      #expect(options.wrappedValue == nil)
      #expect(try twins.agree())
    }
  }

  @Test func macPhotoPushedOnTheStackClosesByBackAsTheShellsBack() throws {
    let twins = try Twins(on: .macOS) {
      try $0.open("navlab://article/2")
      try #require($0.flow(FeedCoordinator.self)).showPhoto()
    }
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let path = FeedTab(feed: feed).path  // the photo is on it, on macOS
      #expect(twins.app.visible.breadcrumb == ["feed", "article 2", "photo"])
      #expect(path.wrappedValue == [.route(.article(2)), .photo])
      path.wrappedValue = Array(path.wrappedValue.dropLast())  // the back button: one level
      try twins.shell.back()
      #expect(twins.app.visible.screen.id == "screen.article.2")
      #expect(try twins.agree())
    }
  }

  @Test func signOutDialogClosesByATapOutsideAsTheShellsDismiss() throws {
    let twins = try Twins {
      try $0.open("navlab://article/7/author")  // login, then signed in as reader
      $0.signIn.username = "reader"
      try $0.signIn.submit()
      try $0.open("navlab://account")
      try #require($0.flow(SettingsCoordinator.self)).askToSignOut()
    }
    let settings = try #require(twins.app.flow(SettingsCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let tab = SettingsTab(settings: settings)
      #expect(tab.signOutQuestion == .signOut)
      tab.signOutShown.wrappedValue = false  // .confirmationDialog's tap outside
      try twins.shell.dismiss()
      #expect(tab.signOutQuestion == nil)
      #expect(twins.app.session.isSignedIn)
      #expect(try twins.agree())
    }
  }
}
