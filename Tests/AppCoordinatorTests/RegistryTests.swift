import FeedFlow
import LinkRouting
import SettingsFlow
import TestFlows
import Testing

@testable import AppCoordinator

/// The product's flows plus the Inbox test tab: an app the product never ships.
@MainActor
func appWithInbox<Variant: InboxVariant>(_: Variant.Type = CorrectInbox.self) throws
  -> AppCoordinator
{
  try AppCoordinator(
    flows: AppCoordinator.productFlows + [.tab(InboxCoordinator<Variant>.self)])
}

/// Assembling an app from a list of flows, and what the app does with a flow it was not built
/// with in mind.
@MainActor
@Suite("Flow registry")
struct RegistryTests {
  @Test func productAssemblesFromItsOneList() throws {
    let app = try AppCoordinator(flows: AppCoordinator.productFlows)
    #expect(app.flow(FeedCoordinator.self) != nil)
    #expect(app.flow(SettingsCoordinator.self) != nil)
    #expect(app.flow(InboxCoordinator<CorrectInbox>.self) == nil)
  }

  /// The one test that pins the product's list of flows, and only its start.
  ///
  /// The shell's tests, the scenarios and the README's transcripts assume Feed is the first tab
  /// and Settings the second. A flow added after them, as CONTRIBUTING.md says, edits no test.
  @Test func productsFirstTabsAreFeedThenSettings() {
    let tabs = AppCoordinator.productFlows.filter { $0.kind == .tab }.map(\.id)
    #expect(tabs.prefix(2) == ["feed", "settings"])
  }

  @Test func aProductListThatDoesNotAssembleStopsTheProgramInEveryBuild() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        _ = AppCoordinator(assembling: [.tab(FeedCoordinator.self), .tab(FeedCoordinator.self)])
      }
    }
  }

  @Test func duplicateFlowIDIsRefusedNamingIt() throws {
    #expect(throws: AssemblyError.duplicateID("feed")) {
      try AppCoordinator(flows: [.tab(FeedCoordinator.self), .tab(FeedCoordinator.self)])
    }
    #expect(
      AssemblyError.duplicateID("feed").description
        == "two flows have the id 'feed'; give each flow an id of its own")
  }

  @Test func twoFlowsClaimingOneHostAreRefusedNamingBoth() throws {
    #expect(throws: AssemblyError.duplicateHost("inbox", first: "inbox", second: "inbox2")) {
      try AppCoordinator(
        flows: [
          .tab(InboxCoordinator<CorrectInbox>.self), .tab(InboxCoordinator<SecondInbox>.self),
        ]
      )
    }
    #expect(
      AssemblyError.duplicateHost("inbox", first: "inbox", second: "inbox2").description
        == "flows 'inbox' and 'inbox2' both claim links to 'inbox'; give 'inbox2' a host of its own"
    )
  }

  @Test func aFlowAskingForALinkNoFlowOfThisAppReadsChangesNothing() throws {
    let app = try appWithInbox()
    app.finishLaunch()
    try app.open("navlab://message/2")
    try app.tap("button.login")
    let before = app.snapshot
    try app.tap("button.thread")
    #expect(app.snapshot == before)
    #expect(app.visible.screen.id == "screen.message.2")

    let withThread = try appWithThread()
    withThread.finishLaunch()
    try withThread.open("navlab://message/2")
    try withThread.tap("button.login")
    try withThread.tap("button.thread")
    #expect(withThread.visible.screen.id == "screen.thread.2")
  }

  @Test func theProductHasNoAssemblyWarning() {
    #expect(AppCoordinator().assemblyWarnings == [])
  }

  @Test func aRequestedFormNoFlowReadsIsAWarningNamingTheFlowAndTheForm() throws {
    let warnings = try appWithInbox().assemblyWarnings
    #expect(warnings == [.unreadRequest(flow: "inbox", form: "navlab://thread/N")])
    #expect(
      warnings.map(\.description) == [
        "flow 'inbox' may ask for navlab://thread/N, which no flow of this app reads, "
          + "so that request changes nothing"
      ])
    #expect(try appWithThread().assemblyWarnings == [])
  }

  @Test func aRequestOfNoFormItsFlowDeclaresIsRefusedAndKept() throws {
    let app = try AppCoordinator(
      flows: AppCoordinator.productFlows + [
        .tab(InboxCoordinator<TypoInbox>.self), .presented(ThreadCoordinator.self),
      ])
    app.finishLaunch()
    try app.open("navlab://message/2")
    try app.tap("button.login")
    #expect(app.takeRefusedRequest() == nil)
    let before = app.snapshot
    try app.tap("button.thread")
    #expect(app.snapshot == before)
    let request = try #require(app.takeRefusedRequest())
    #expect(app.flows[request.flow].id == "inbox")
    #expect(request.link == "navlab://thred/2")
    #expect(app.takeRefusedRequest() == nil)
  }

  @Test func aRequestTheTargetFlowRejectsIsRefusedAndKept() throws {
    let app = try AppCoordinator(
      flows: AppCoordinator.productFlows + [
        .tab(InboxCoordinator<OffByOneInbox>.self), .presented(ThreadCoordinator.self),
      ])
    app.finishLaunch()
    try app.open("navlab://message/4")
    try app.tap("button.login")
    try app.tap("button.thread")
    #expect(app.visible.screen.id == "screen.thread.5")
    #expect(app.takeRefusedRequest() == nil)
    try app.open("navlab://message/5")
    let before = app.snapshot
    try app.tap("button.thread")
    #expect(app.snapshot == before)
    let request = try #require(app.takeRefusedRequest())
    #expect(app.flows[request.flow].id == "inbox")
    #expect(request.link == "navlab://thread/6")
    #expect(request.rejection == .unknownID(kind: "thread", id: 6, known: 1...5))
    #expect(app.takeRefusedRequest() == nil)
  }

  @Test func appWithoutATabFlowIsRefused() {
    #expect(throws: AssemblyError.noFlows) { try AppCoordinator(flows: []) }
    #expect(throws: AssemblyError.noFlows) {
      try AppCoordinator(flows: [.presented(ThreadCoordinator.self)])
    }
  }

  @Test func newTabFlowGetsItsTabLinksAndGateWithoutAnyOtherEdit() throws {
    let app = try appWithInbox()
    app.finishLaunch()
    #expect(
      app.visible.tabBar.map(\.id)
        == AppCoordinator().tabIDs.map { "tab.\($0)" } + ["tab.inbox"])
    #expect(app.linkForms.suffix(2) == ["navlab://inbox", "navlab://message/N"])
    try app.tap("tab.inbox")
    #expect(app.visible.screen.id == "screen.inbox")
    try app.tap("row.message.3")
    #expect(app.visible.screen.id == "screen.login")
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.message.3")
    #expect(app.link?.url == "navlab://message/3")
    let inbox = try #require(app.flow(InboxCoordinator<CorrectInbox>.self))
    #expect(inbox.path == [.message(3)])
  }

  /// A scenario as a shell script would run it, over an app the shell never shows.
  @Test func scenarioOverAnAppWithATestTabRunsAsWritten() throws {
    let app = try appWithInbox()
    app.finishLaunch()
    let script: [(String, String)] = [
      ("open navlab://message/2", "screen.login"),
      ("tap button.cancel", "screen.inbox"),
      ("tap tab.feed", "screen.feed"),
      ("tap row.article.4", "screen.article.4"),
      ("tap tab.inbox", "screen.inbox"),
      ("tap row.message.2", "screen.login"),
      ("tap button.login", "screen.message.2"),
      ("tap button.reply", "screen.reply.2"),
      ("dismiss", "screen.message.2"),
      ("tap tab.feed", "screen.article.4"),
      ("open navlab://account", "screen.account"),
      ("tap button.logout", "dialog.signout"),
      ("tap button.confirm", "screen.feed"),
      ("tap tab.inbox", "screen.inbox"),
    ]
    for (line, screen) in script {
      let (command, argument) = (line.prefix { $0 != " " }, line.drop { $0 != " " }.dropFirst())
      switch command {
      case "open": try app.open(String(argument))
      case "tap": try app.tap(String(argument))
      case "dismiss": try app.dismiss()
      default: Issue.record("unknown line \(line)")
      }
      #expect(app.visible.screen.id == screen, "after \(line)")
    }
  }

  @Test func savedDocumentCarriesEveryFlowAndRestoresIt() throws {
    let app = try appWithInbox()
    app.finishLaunch()
    try app.open("navlab://message/4")
    try app.tap("button.login")
    try app.tap("tab.feed")
    try app.tap("row.article.2")
    try app.tap("tab.inbox")
    let store = InMemoryStateStore()
    try app.save(to: store)
    #expect(Set(app.document.paths.keys) == Set(app.tabIDs))
    #expect(
      app.document.paths.filter { !$0.value.isEmpty }
        == ["feed": ["article/2"], "inbox": ["message/4"]])
    #expect(app.document.tab == "inbox")

    let restored = try appWithInbox()
    #expect(restored.restore(from: store).warnings == [])
    restored.finishLaunch()
    #expect(restored.visible == app.visible)
    #expect(restored.document == app.document)
  }

  @Test func signOutSelectsTheFirstTabAndEmptiesEveryStack() throws {
    let app = try appWithInbox()
    app.finishLaunch()
    try app.open("navlab://message/1")
    try app.tap("button.login")
    try app.tap("button.reply")
    try app.open("navlab://account")
    try app.tap("button.logout")
    try app.tap("button.confirm")
    #expect(app.visible.selectedTabID == "tab.feed")
    #expect(app.document.paths.values.allSatisfy { $0.isEmpty })
    #expect(!app.holdsGatedRoute)
  }
}
