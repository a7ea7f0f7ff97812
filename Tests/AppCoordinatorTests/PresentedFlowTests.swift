import FeedFlow
import LinkRouting
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The product's tabs, the Inbox test tab and the Thread test flow presented over them.
@MainActor
func appWithThread() throws -> AppCoordinator {
  try AppCoordinator(flows: PresentedFlowTests.assembly)
}

/// A presented flow: a module shown over any tab, opened by another flow or by a link, with its
/// own stack and the app's gate.
@MainActor
@Suite("Presented flows")
struct PresentedFlowTests {
  nonisolated static let assembly =
    AppCoordinator.productFlows + [
      .tab(InboxCoordinator<CorrectInbox>.self), .presented(ThreadCoordinator.self),
    ]

  private func launched(signedIn: Bool) throws -> AppCoordinator {
    let app = try appWithThread()
    app.finishLaunch()
    if signedIn {
      try app.open("navlab://message/1")
      try app.tap("button.login")
      try app.open("navlab://inbox")
    }
    return app
  }

  @Test func anotherFlowPresentsItByLinkWithoutImportingIt() throws {
    let app = try launched(signedIn: true)
    try app.tap("row.message.3")
    #expect(app.visible.screen.id == "screen.message.3")
    #expect(!app.isPresenting)
    try app.tap("button.thread")
    #expect(app.visible.screen.id == "screen.thread.3")
    #expect(app.visible.breadcrumb == ["inbox", "message 3", "threads", "thread 3"])
    #expect(app.visible.tabBar.isEmpty)
    #expect(app.link?.url == "navlab://thread/3")
    #expect(app.flow(InboxCoordinator<CorrectInbox>.self)?.path == [.message(3)])
  }

  @Test func backPopsItsOwnStackIsRefusedAtItsRootAndASwipeReturnsExactlyWhereTheUserWas() throws {
    let app = try launched(signedIn: true)
    try app.tap("row.message.2")
    let before = app.visible
    try app.tap("button.thread")
    try app.tap("button.write")
    #expect(app.visible.screen.id == "screen.write.2")
    try app.back()
    #expect(app.visible.screen.id == "screen.thread.2")
    try app.back()
    #expect(app.visible.screen.id == "screen.threads")
    #expect(
      throws: NavigationError.noBackButton(
        screen: "screen.threads", kind: .sheet, closesByGesture: true, controls: [])
    ) {
      try app.back()
    }
    #expect(app.visible.screen.id == "screen.threads")
    try app.dismiss()
    #expect(app.visible == before)
    try app.tap("button.thread")
    try app.tap("button.write")
    try app.dismiss()
    #expect(app.visible == before)
    #expect(throws: NavigationError.self) { try app.dismiss() }
  }

  @Test func linkFromAnotherTabPresentsOverItAndKeepsTheTabsStack() throws {
    let app = try launched(signedIn: false)
    try app.tap("row.article.4")
    let before = app.visible
    try app.open("navlab://thread/2")
    #expect(app.visible.screen.id == "screen.thread.2")
    #expect(app.visible.breadcrumb == ["feed", "article 4", "threads", "thread 2"])
    #expect(app.feed.path == [.article(4)])
    try app.open("navlab://thread/5")
    #expect(app.visible.screen.id == "screen.thread.5")
    try app.dismiss()
    #expect(app.visible == before)
  }

  @Test func tabLinkClosesThePresentedFlow() throws {
    let app = try launched(signedIn: false)
    try app.open("navlab://thread/2")
    try app.open("navlab://article/6")
    #expect(app.visible.screen.id == "screen.article.6")
    #expect(!app.isPresenting)
    #expect(app.presentedFlow == nil)
  }

  @Test func gatedLinkParksSignInPresentsTheParkedStackAndCancelPresentsNothing() throws {
    let app = try launched(signedIn: false)
    try app.tap("row.article.4")
    try app.open("navlab://thread/3/write")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.cancel")
    #expect(app.visible.screen.id == "screen.article.4")
    #expect(!app.isPresenting)

    try app.open("navlab://thread/3/write")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.write.3")
    #expect(app.visible.breadcrumb == ["feed", "article 4", "threads", "thread 3", "write"])
  }

  @Test func gatedTapInsideItParksAndCancelReturnsToItWhereItWas() throws {
    let app = try launched(signedIn: false)
    try app.tap("row.article.2")
    try app.open("navlab://thread/1")
    let inside = app.visible
    try app.tap("button.write")
    #expect(app.visible.screen.id == "screen.login")
    #expect(app.visible.tabBar.isEmpty)
    try app.tap("button.cancel")
    #expect(app.visible == inside)
    #expect(app.isPresenting)

    try app.tap("button.write")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.write.1")
    #expect(app.visible.breadcrumb == inside.breadcrumb + ["write"])
  }

  @Test func signOutClosesIt() throws {
    let app = try launched(signedIn: true)
    try app.open("navlab://thread/1/write")
    #expect(app.visible.screen.id == "screen.write.1")
    app.signOut()
    #expect(app.presentedFlow == nil)
    #expect(app.visible.screen.id == "screen.feed")
    #expect(!app.holdsGatedRoute)
  }

  @Test func presentationIsNeitherSavedNorRestored() throws {
    let app = try launched(signedIn: true)
    try app.open("navlab://thread/2")
    let store = InMemoryStateStore()
    try app.save(to: store)
    #expect(app.document.paths["thread"] == nil)
    let restored = try appWithThread()
    #expect(restored.restore(from: store).warnings == [])
    restored.finishLaunch()
    #expect(restored.presentedFlow == nil)
    #expect(!restored.isPresenting)
  }

  @Test(arguments: [
    [ThreadRoute](), [.thread(1)], [.thread(5)], [.thread(3), .write],
  ])
  func linkPrintedForAStackOpensItAgain(stack: [ThreadRoute]) throws {
    let link = try #require(ThreadLinks.link(for: stack))
    #expect(try ThreadLinks.stack(for: DeepLink(parsing: link.url)) == stack)
  }

  @Test(arguments: [
    ("navlab://thread/0", LinkError.idOutOfRange("0")),
    ("navlab://thread/6", .unknownID(kind: "thread", id: 6, known: 1...5)),
    ("navlab://thread/2/read", .unknownDestination("thread/2/read")),
    ("navlab://thread/2/write/1", .extraSegments("1")),
  ])
  func badThreadLinkIsRejectedAndChangesNothing(text: String, error: LinkError) throws {
    let app = try launched(signedIn: true)
    try app.open("navlab://thread/2")
    let before = app.snapshot
    #expect(throws: error) { try app.open(text) }
    #expect(app.snapshot == before)
  }

  // The whole walk of four flows: a guest's to depth 2 here; to depth 3, and signed in to depth
  // 4, where the report's discard alert is reached (`reachability`), in CI (`Walks.heavy`).
  @Test(arguments: Walks.heavy([(false, 2)], [(false, 3), (true, 4)]))
  func everyExplorerRuleHoldsWithAPresentedFlow(signedIn: Bool, depth: Int) throws {
    let report = Explorer.explore(try appWithThread(), depth: depth, signedIn: signedIn)
    #expect(report.violation == nil, "\(String(describing: report.violation))")
  }

  @Test func presentedFlowWhoseDismissLeavesItUpIsCaught() throws {
    // StuckPresentationApp, three moves deep, as the planted faults walk it.
    let report = try PlantedFault.walk(named: "dismiss leaves the presented flow up")
    let violation = try #require(report.violation)
    #expect(violation.rule == "coherence")
    #expect(violation.script.last == "dismiss")
  }

  @Test func presentedFlowThatChangesTheTabUnderneathIsCaught() throws {
    // UnderneathChangingApp, three moves deep, as the planted faults walk it.
    let report = try PlantedFault.walk(named: "taps in a presented flow pop the tab below")
    let violation = try #require(report.violation)
    #expect(violation.rule == "isolation")
  }

  @Test func rejectedLinkThatChangesAPresentedFlowIsCaught() throws {
    // RejectionClosingApp, three moves deep, as the planted faults walk it.
    let report = try PlantedFault.walk(named: "rejected link closes the presented flow")
    let violation = try #require(report.violation)
    #expect(violation.rule == "rejection")
  }
}

/// A double whose `dismiss` over a presented flow says it closed it and leaves it up.
@MainActor
final class StuckPresentationApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { PresentedFlowTests.assembly }

  override func dismiss() throws(NavigationError) {
    guard app.presentedFlow != nil, !app.boxes[app.focusedFlow].isPresenting else {
      return try super.dismiss()
    }
  }
}

/// A double whose taps inside a presented flow also pop the tab underneath.
@MainActor
final class UnderneathChangingApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { PresentedFlowTests.assembly }

  override func tap(_ id: String) throws(NavigationError) {
    let presented = app.presentedFlow != nil
    try super.tap(id)
    if presented { app.boxes[app.selectedTab].popToRoot() }
  }
}

/// A double that closes the presented flow before it reads a link, even one it then rejects.
@MainActor
class RejectionClosingApp: ForwardingApp {
  override class var assembly: [FlowRegistration] { PresentedFlowTests.assembly }

  override func open(_ text: String) throws(LinkError) {
    app.dismissPresentedFlow()
    try super.open(text)
  }
}
