import AppCoordinator
import FeedFlow
import Foundation
import SwiftUI
import Testing

@testable import NavLabApp

/// The example app's views, written through the bindings their bodies hand to SwiftUI, as
/// SwiftUI writes them; after each write the app shows what the shell shows for the same move.
@MainActor
@Suite struct ViewBindingTests {
  @Test func backSwipeWritesThePathShortenedByOneAsTheShellsBack() throws {
    let twins = try Twins { try $0.open("navlab://article/3") }
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let path = FeedTab(feed: feed).path  // NavigationStack(path:)
      #expect(twins.app.visible.screen.id == "screen.article.3")
      path.wrappedValue = Array(path.wrappedValue.dropLast())  // the back swipe
      try twins.shell.back()
      #expect(twins.app.visible.screen.id == "screen.feed")
      #expect(try twins.agree())
    }
  }

  @Test func rowLinkAppendsToThePathAsOpeningTheArticle() throws {
    let twins = try Twins()
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let path = FeedTab(feed: feed).path
      path.wrappedValue += [.route(.article(7))]  // NavigationLink(value: .route(.article(7)))
      try twins.shell.open("navlab://article/7")
      #expect(twins.app.visible.screen.id == "screen.article.7")
      #expect(try twins.agree())
    }
  }

  @Test func swipeDownOnTheShareSheetWritesNilAsTheShellsDismiss() throws {
    let twins = try Twins {
      try $0.open("navlab://article/3")
      try #require($0.flow(FeedCoordinator.self)).share()
    }
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let sheet = FeedTab(feed: feed).sheet  // .sheet(item:)
      #expect(sheet.wrappedValue == .share)
      sheet.wrappedValue = nil  // the swipe down
      try twins.shell.dismiss()
      #expect(sheet.wrappedValue == nil)
      #expect(twins.app.visible.screen.id == "screen.article.3")
      #expect(try twins.agree())
    }
  }

  @Test func tapOnATabWritesItsSelectionAsTheShellsTap() throws {
    let twins = try Twins()
    let other = try #require(twins.app.tabIDs.first { $0 != twins.app.selectedTabID })
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let selection = TabsView().selection  // TabView(selection:)
      selection.wrappedValue = other
      try twins.shell.tap(FlowRegistration.itemID(ofTab: other, in: .compact))
      #expect(twins.app.selectedTabID == other)
      #expect(try twins.agree())
    }
  }

  @Test func tapOnTheSelectedTabPopsItsStackToTheRootAsTheShellsTap() throws {
    let twins = try Twins { try $0.open("navlab://article/3") }
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      let selection = TabsView().selection  // TabView(selection:)
      #expect(!feed.path.isEmpty)
      selection.wrappedValue = FeedCoordinator.id  // SwiftUI's write of the selected tab's tag
      try twins.shell.tap(FlowRegistration.itemID(ofTab: FeedCoordinator.id, in: .compact))
      #expect(feed.path.isEmpty)
      #expect(try twins.agree())
    }
  }

  @Test func regularSizeClassShowsTheSidebarAndItsSelectionSelects() throws {
    let twins = try Twins { try $0.open("navlab://article/3") }
    #expect(!twins.app.visible.showsSidebar)
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      MainView().sizeClassChanged(to: .regular)  // .onChange(of: sizeClass)
      twins.shell.resize(to: .regular)
      #expect(twins.app.visible.showsSidebar)
      #expect(try twins.agree())

      let other = try #require(twins.app.tabIDs.first { $0 != twins.app.selectedTabID })
      let selection = SidebarView().selection  // List(selection:)
      selection.wrappedValue = nil  // a deselection: nothing changes
      #expect(try twins.agree())
      selection.wrappedValue = other
      try twins.shell.tap(FlowRegistration.itemID(ofTab: other, in: .regular))
      #expect(twins.app.selectedTabID == other)
      #expect(try twins.agree())

      MainView().sizeClassChanged(to: .compact)
      twins.shell.resize(to: .compact)
      #expect(!twins.app.visible.showsSidebar)
      #expect(try twins.agree())
    }
  }

  @Test func selectedSidebarRowTappedAgainPopsToItsRootAsTheShellsTap() throws {
    let twins = try Twins {
      $0.resize(to: .regular)
      try $0.open("navlab://article/3")
    }
    let feed = try #require(twins.app.flow(FeedCoordinator.self))
    let registration = try #require(twins.app.flows.first { $0.id == FeedCoordinator.id })
    #expect(feed.path == [.article(3)])
    try _withEnvironment(twins.app) {  // as SceneRoot's .environment(app)
      SidebarView().rowTapped(registration)  // the row's simultaneous gesture
      try twins.shell.tap(registration.itemID(in: .regular))
      #expect(feed.path.isEmpty)
      #expect(try twins.agree())
    }
  }
}
