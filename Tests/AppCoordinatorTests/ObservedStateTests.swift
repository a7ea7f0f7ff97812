import LinkRouting
import Observation
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The app's own observed properties are written out by hand, each naming its key path once
/// (`AppCoordinator.Keys`): a write of one must tell the observers of that one and no other's,
/// and the explorer's put-back must tell none.
@MainActor
@Suite("The app's observed state")
struct ObservedStateTests {
  /// One property of the app that a view may observe, read and written as the app does.
  struct Property: CustomTestStringConvertible, Sendable {
    let name: String
    let read: @MainActor @Sendable (AppCoordinator) -> Void
    let write: @MainActor @Sendable (AppCoordinator) -> Void
    var testDescription: String { name }
  }

  /// Every observed property of the app a view can reach, each written to a value it does not
  /// hold on a fresh app; the way out the discard alert holds is private to its file and is
  /// observed through `isAskingToDiscard`, which the guard's tests cover.
  nonisolated static let properties: [Property] = [
    Property(name: "root", read: { _ = $0.root }, write: { $0.root = .main }),
    Property(
      name: "selectedTab", read: { _ = $0.selectedTab }, write: { $0.selectedTab += 1 }),
    Property(
      name: "presentedFlow", read: { _ = $0.presentedFlow }, write: { $0.presentedFlow = 0 }),
    Property(
      name: "session", read: { _ = $0.session },
      write: { $0.session = Session(accountName: "reader") }),
    Property(name: "platform", read: { _ = $0.platform }, write: { $0.platform = .macOS }),
    Property(name: "width", read: { _ = $0.width }, write: { $0.width = .regular }),
  ]

  /// Observes each property of `app` apart, and returns the names of those whose observers
  /// were told of a change during `change`.
  private func told(_ app: AppCoordinator, during change: () -> Void) -> [String] {
    let flags = Self.properties.map { property in
      let flag = Flag()
      withObservationTracking({ property.read(app) }, onChange: { flag.raise() })
      return (property.name, flag)
    }
    change()
    return flags.filter { $0.1.isRaised }.map(\.0)
  }

  @Test(arguments: properties)
  func writingAPropertyTellsItsObserversAndNoOthers(_ property: Property) {
    let app = AppCoordinator(platform: .iOS)
    let before = app.explored.snapshot
    let device = app.device
    #expect(told(app) { property.write(app) } == [property.name])
    // The write took: the app's state or its device is not what it was.
    #expect(app.explored.snapshot != before || app.device != device)
  }

  @Test func puttingBackASnapshotTellsNoObserver() throws {
    let explored = AppCoordinator().explored
    explored.finishLaunch()
    let onMain = explored.snapshot
    try explored.open("navlab://article/7/author")
    #expect(!explored.isOnMain, "a gated link while signed out shows login")
    #expect(explored.snapshot != onMain)
    #expect(told(explored.app) { explored.snapshot = onMain } == [])
    #expect(explored.snapshot == onMain)
    #expect(explored.isOnMain)
  }

  /// A walk turns observation off in the app it walks, its flows' included, and back on after:
  /// observers of the app before the walk are told of nothing the walk does, however far it
  /// moves every flow, and are told of a write after it.
  @Test(arguments: [false, true])
  func aWalkTellsTheAppsObserversNothingAndLeavesThemToldAfter(firstLaunch: Bool) throws {
    let explored = AppCoordinator().explored
    let app = explored.app
    if firstLaunch { app.beginFirstLaunch() }
    let told = Flag()
    withObservationTracking(
      {
        for property in Self.properties { property.read(app) }
        _ = app.auth.state
        _ = app.onboarding.state
        for box in app.boxes { _ = box.breadcrumb }
      }, onChange: { told.raise() })

    var walk = Walk(app: explored, signedIn: false, scope: .whole)
    walk.run(depth: 2)
    // Departure: the walk wrote the app's state through its intents: from a first launch,
    // onboarding's pages; else every flow's state and the sign-in flow's.
    let found = walk.found
    #expect(Set(found.map(\.root)).count > 1)
    if firstLaunch {
      #expect(Set(found.map(\.onboarding)).count > 1)
    } else {
      #expect(Set(found.map(\.auth)).count > 1)
      for flow in app.flows.indices {
        let states = Set(found.map { explored.tabStates(in: $0)[flow] })
        #expect(states.count > 1, "the walk never moved \(app.flows[flow].id)")
      }
    }
    #expect(!told.isRaised)

    #expect(app.tellsObservers)
    app.selectedTab = app.selectedTab == 0 ? 1 : 0
    #expect(told.isRaised)
  }

  /// A flow's box keeps what it read of a state only while no observer is told.
  ///
  /// As in a walk, it keeps the crumbs, depth, screen and saved stack until the flow writes its
  /// state again: every read after a write, by an intent or by putting back a snapshot, shows
  /// that write. Once observers are told again, each of those reads reaches the state, so that
  /// a view that made it is told of the next write.
  @Test func whatABoxKeepsOfAStateFollowsEveryWriteAndObserversAreToldAgainAfter() throws {
    let explored = AppCoordinator().explored
    let app = explored.app
    explored.finishLaunch()
    app.tellsObservers = false
    let onRoot = explored.snapshot
    let root = app.visible
    let saved = app.savedPaths
    #expect(root.breadcrumb == ["feed"])
    #expect(app.depth == 1)
    try explored.open("navlab://article/7")
    // Departure: the link pushed the article in the feed.
    #expect(app.visible.breadcrumb == ["feed", "article 7"])
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.depth == 2)
    #expect(app.savedPaths["feed"] == ["article/7"])
    explored.snapshot = onRoot
    #expect(app.visible == root)
    #expect(app.depth == 1)
    #expect(app.savedPaths == saved)

    // Each read the box kept at the root, and the next write, with observers told.
    let feed = app.boxes[app.selectedTab]
    let session = app.session
    let reads: [(String, () -> Void)] = [
      ("breadcrumb", { _ = feed.breadcrumb }), ("depth", { _ = feed.depth }),
      ("screen", { _ = feed.screen(for: session) }), ("saved stack", { _ = feed.savedStack }),
    ]
    for (name, read) in reads {
      app.tellsObservers = false
      explored.snapshot = onRoot
      read()
      app.tellsObservers = true
      let told = Flag()
      withObservationTracking(read, onChange: { told.raise() })
      try explored.open("navlab://article/7")
      #expect(told.isRaised, "reading the \(name) was not told of the write")
    }
    // A write made while observers were told shows once they are not again.
    app.tellsObservers = false
    #expect(feed.savedStack == ["article/7"])
    #expect(feed.depth == 2)
  }

  /// The screen a box keeps is the one drawn for the session asked: the same state read for
  /// another session, with no write between, is drawn again.
  @Test func aScreenKeptForOneSessionIsDrawnAgainForAnother() throws {
    let explored = AppCoordinator().explored
    let app = explored.app
    explored.finishLaunch()
    try explored.open("navlab://account")
    let settings = try #require(app.flows.firstIndex { $0.id == "settings" })
    let box = app.boxes[settings]
    let guest = app.session
    var reader = guest
    reader.accountName = "reader"
    // Drawn with observers told, so that nothing is kept: the account screen differs by session.
    let forGuest = box.screen(for: guest)
    let forReader = box.screen(for: reader)
    #expect(forGuest != forReader)
    app.tellsObservers = false
    #expect(box.screen(for: guest) == forGuest)
    #expect(box.screen(for: reader) == forReader)
    #expect(box.screen(for: guest) == forGuest)
  }
}
