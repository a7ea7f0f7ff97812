// NavLabAppTests are Linux's (Package.swift): drawings exist only in the declarations of
// Examples/SwiftUI; on a Mac the UI test by id (Examples/NavLabAppUITests) checks what Apple's
// SwiftUI shows.
import AppCoordinator
import AppExplorer
import FeedFlow
import Foundation
import LinkRouting
import ProductWalks
import SwiftUI
import TestFlows
import Testing

@testable import NavLabApp

/// What the example app's views draw, the screen on top with its identifiers and labels,
/// against the shell's `show` for the same state: every kind of screen of the product's
/// navigation map (the catalog README's screen table is made from), on every device.
@MainActor
@Suite struct DrawnScreenTests {
  /// The map four actions deep from a first launch on an iPhone, which the iPhone's drawing
  /// (CI's) walks.
  static let firstLaunchMap = Explorer.maps(depth: 4, launch: .firstLaunch, devices: [.iPhone])[0]

  /// Every screen kind the product's map four actions deep reaches on an iPhone (the map README's
  /// screen table is made from), each replayed by its shortest script on a fresh app and drawn.
  ///
  /// CI's (`Walks.heavy`), as the same maps on every device are: `swift test` draws every kind
  /// the map two actions deep reaches on each device, below.
  @Test(.enabled(if: Walks.heavy))
  func everyScreenKindOfTheMapIsDrawnAsTheShellShowsItOnAnIPhone() throws {
    let firstLaunch = Self.firstLaunchMap
    let checked =
      try Self.check(ProductWalks.map(depth: 4), launch: .guest, on: .iPhone)
      + Self.check(firstLaunch, launch: .firstLaunch, on: .iPhone)
    #expect(checked.count > 15)
  }

  /// Every screen kind the map two actions deep reaches on each device, iOS and macOS, compact
  /// and regular.
  @Test(arguments: Device.all)
  func everyScreenKindNearLaunchIsDrawnAsTheShellShowsIt(device: Device) throws {
    let map = Explorer.maps(depth: 2, devices: [device])[0]
    #expect(try Self.check(map, launch: .guest, on: device).count > 5)
  }

  /// Every screen kind of the map four actions deep, from each launch, on every device: CI's.
  @Test(.enabled(if: Walks.heavy), arguments: Explorer.Launch.allCases)
  func everyScreenKindIsDrawnAsTheShellShowsItOnEveryDevice(launch: Explorer.Launch) throws {
    let maps = Explorer.maps(depth: 4, launch: launch, devices: Device.all)
    for (device, map) in zip(Device.all, maps) {
      #expect(try !Self.check(map, launch: launch, on: device).isEmpty)
    }
  }

  /// Every screen id of README's table is a kind the walks above reach and draw.
  ///
  /// A returning user's kinds are read from the map three actions deep, which other suites walk
  /// too: every kind a flow declares is a place of it already (`NavigationMapTests`), so the
  /// map four deep that the iPhone's drawing walks adds none. A fresh install's own kinds are
  /// its onboarding's, which it shows from launch: the map two actions deep holds them, and what
  /// it reaches deeper is the returning user's app. Each of these maps holds only places the
  /// deeper ones hold, so a table they cover is covered by what the drawing walks.
  @Test func theMapsScreensAreTheREADMEsTable() throws {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../README.md").standardized, encoding: .utf8)
    let screens = readme.components(separatedBy: "<!-- generated: screens -->").last ?? ""
    let rows = screens.components(separatedBy: "<!-- end generated: screens -->")[0]
    let table = rows.split(separator: "\n").filter { $0.hasPrefix("| `") }.compactMap {
      $0.split(separator: "`").dropFirst().first.map(String.init)
    }
    let firstLaunch = Explorer.maps(depth: 2, launch: .firstLaunch, devices: [.iPhone])[0]
    let drawn = Set((ProductWalks.map(depth: 3).places + firstLaunch.places).map(\.kind))
    #expect(table.count > 15)
    #expect(Set(table).subtracting(drawn).isEmpty, "\(Set(table).subtracting(drawn))")
  }

  /// A tab flow the app has no view for: the check sees its screen missing, and the flow is not
  /// one the app draws, so the map's check passes over it.
  @Test func aPlantedScreenWithNoViewIsCaught() throws {
    #expect(!flowsWithViews.contains(GalleryCoordinator.id))
    let app = try AppCoordinator(
      flows: AppCoordinator.productFlows + [.tab(GalleryCoordinator.self)])
    app.finishLaunch()
    try app.tap(FlowRegistration.itemID(ofTab: GalleryCoordinator.id, in: .compact))
    let differences = Self.differences(Drawing(of: SceneRoot(app: app)), app.visible)
    #expect(differences.contains { $0.hasPrefix("screen") })
  }

  /// A view's identifier that differs from the catalog's: the check names it.
  @Test func aPlantedWrongIdentifierIsCaught() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    try app.open("navlab://article/7")
    let drawing = Drawing(of: SceneRoot(app: app))
    #expect(Self.differences(drawing, app.visible).isEmpty)
    var planted = app.visible
    planted.screen.elements[1].id = "button.writer"
    #expect(Self.differences(drawing, planted) != [])
    planted = app.visible
    planted.screen.id = "screen.article.8"
    #expect(Self.differences(drawing, planted).contains { $0.hasPrefix("screen") })
  }

  /// No push outside a bound path: the macOS photo is on the Feed's path, and its back pops it.
  @Test func macPhotoIsPushedThroughTheBoundPath() throws {
    let app = AppCoordinator(platform: .macOS)
    app.finishLaunch()
    try app.open("navlab://article/2")
    let feed = try #require(app.flow(FeedCoordinator.self))
    try feed.showPhoto()
    _withEnvironment(app) {  // as SceneRoot's .environment(app)
      let tab = FeedTab(feed: feed)
      #expect(tab.path.wrappedValue == [.route(.article(2)), .photo])
      #expect(tab.photo.wrappedValue == nil)  // no cover over the push
      let drawing = Drawing(of: SceneRoot(app: app))
      #expect(drawing.top.screenID == "screen.photo.2")
      #expect(drawing.presented.isEmpty)  // pushed, not presented
      #expect(Self.differences(drawing, app.visible).isEmpty)
    }
  }

  // MARK: - The check

  /// Replays the shortest script to each place of `map` on a fresh app on `device`, launched as
  /// `launch`, draws the scene root and expects no difference from the shell's `show`.
  ///
  /// - Returns: The screen kinds checked.
  /// A place on a flow the app has no view of its own for (``flowsWithViews``), which shows a
  /// placeholder, is passed over: a new team's flow passes CI before its views are written.
  static func check(
    _ map: NavigationMap, launch: Explorer.Launch, on device: Device
  ) throws -> [String] {
    try map.places.compactMap { place in
      let app = try launched(launch, on: device)
      try replay(map.shortestScript(toShow: place.kind), on: app)
      // The flow in focus: the presented one, or the selected tab (whose sheet may hide the bar).
      guard flowsWithViews.contains(app.presentedFlowSheet?.id ?? app.selectedTabID) else {
        return nil
      }
      let differences = differences(Drawing(of: SceneRoot(app: app)), app.visible)
      #expect(differences.isEmpty, "\(place.kind) on \(device): \(differences)")
      return place.kind
    }
  }

  /// What the drawing shows on top that differs from `visible`, the shell's `show`: the
  /// screen's identifier (an alert's or a dialog's title, since SwiftUI gives it no view), its
  /// title, each element with an identifier (and its label), in order, and the tab bar's or
  /// sidebar's items; and any problem the drawing found.
  static func differences(_ drawing: Drawing, _ visible: VisibleScreen) -> [String] {
    var differences = drawing.allProblems
    let top = drawing.top
    if !top.isAlert, top.screenID != visible.screen.id {
      differences.append("screen \(top.screenID ?? "none") drawn, \(visible.screen.id) shown")
    }
    if top.title != visible.screen.title {
      differences.append("title \(top.title ?? "none") drawn, \(visible.screen.title) shown")
    }
    let drawn = top.elements.compactMap { element in
      element.identifier.map { "\($0) \(element.label)" }
    }
    let shown = visible.screen.elements.map { "\($0.id) \($0.label)" }
    if drawn != shown { differences.append("elements \(drawn) drawn, \(shown) shown") }
    let drawnItems = top.tabBar.compactMap { item in item.identifier.map { "\($0) \(item.label)" }
    }
    let shownItems = visible.tabBar.map { "\($0.id) \($0.label)" }
    if drawnItems != shownItems {
      differences.append("items \(drawnItems) drawn, \(shownItems) shown")
    }
    return differences
  }

  /// A fresh app on `device`, launched where the map's scripts for `launch` start: a first
  /// launch's on onboarding, every other on the shell's default launch, a guest's (a
  /// signed-in walk's scripts sign in on the way).
  static func launched(_ launch: Explorer.Launch, on device: Device) throws -> AppCoordinator {
    let app = AppCoordinator(platform: device.platform)
    app.resize(to: device.width)
    if launch == .firstLaunch { app.beginFirstLaunch() }
    app.finishLaunch()
    return app
  }

  /// Runs `script`, the shell's lines, on `app`.
  static func replay(_ script: [String], on app: AppCoordinator) throws {
    for line in script {
      let words = line.split(separator: " ", maxSplits: 2).map(String.init)
      switch (words.first, words.count) {
      case ("tap", 2): try app.tap(words[1])
      case ("open", 2): try app.open(words[1])
      case ("back", 1): try app.back()
      case ("dismiss", 1): try app.dismiss()
      case ("type", 3): try app.type(words[2], into: words[1])
      case ("type", 2): try app.type("", into: words[1])
      default: Issue.record("a line this replay does not know: \(line)")
      }
    }
  }
}
