import Foundation
import Testing

@testable import AppCoordinator
@testable import AppExplorer

@MainActor
@Suite("State restoration")
struct StateRestorationTests {
  /// An app launched after restoring from `store`.
  private func launchedApp(restoringFrom store: MemoryStateStore) -> (AppCoordinator, RestoreReport)
  {
    let app = AppCoordinator()
    let report = app.restore(from: store)
    app.finishLaunch()
    return (app, report)
  }

  /// A freshly launched app, driven by `steps` of the app's own intents.
  private func launchedApp(_ steps: (AppCoordinator) throws -> Void) rethrows -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()
    try steps(app)
    return app
  }

  private func json(
    account: String?, tab: String = "feed", feed: [String] = [], settings: [String] = []
  ) -> String {
    // A guest's document has no `account`, as the saver writes it; `null` is damage.
    let name = account.map { "\"account\":\"\($0)\"," } ?? ""
    let quoted = { (routes: [String]) in routes.map { "\"\($0)\"" }.joined(separator: ",") }
    return """
      {"version":1,\(name)"tab":"\(tab)","paths":{"feed":[\(quoted(feed))],"settings":[\(quoted(settings))]}}
      """
  }

  nonisolated static let journeys:
    [(String, @MainActor @Sendable (AppCoordinator) throws -> Void)] = [
      ("fresh feed", { _ in }),
      ("article from a row", { try $0.tap("row.article.7") }),
      (
        "author after link sign-in",
        { app in
          try app.open("navlab://article/7/author")
          try app.tap("button.login")
        }
      ),
      (
        "deep stack on two tabs",
        { app in
          try app.open("navlab://article/4/author")
          try app.tap("button.login")
          try app.tap("row.article.1")
          try app.tap("tab.settings")
          try app.tap("link.account")
        }
      ),
      (
        "share sheet over an article",
        { app in
          try app.tap("row.article.2")
          try app.tap("button.share")
        }
      ),
    ]

  @Test("Save then restore gives the identical navigation", arguments: journeys.indices)
  func roundTripIsIdentical(journey: Int) throws {
    let store = MemoryStateStore()
    let original = try launchedApp(Self.journeys[journey].1)
    try original.save(to: store)

    let (restored, report) = launchedApp(restoringFrom: store)

    #expect(report.warnings == [])
    #expect(restored.document == original.document)
    original.dismissAllPresentations()
    #expect(restored.visible == original.visible)
  }

  @Test func missingFileLaunchesFreshWithoutWarnings() {
    let (app, report) = launchedApp(restoringFrom: MemoryStateStore())
    #expect(report.warnings == [])
    #expect(report.maySave == true)
    #expect(app.visible.screen.id == "screen.feed")
  }

  @Test func signInInProgressIsSavedAsIfCancelled() throws {
    let app = try launchedApp { try $0.open("navlab://article/7/author") }
    #expect(app.visible.screen.id == "screen.login")
    #expect(app.document.paths["feed"] == ["article/7"])
    #expect(app.document.account == nil)
  }

  @Test func unknownArticleCutsItsStackThereAndKeepsThePrefix() {
    let store = MemoryStateStore(
      json(account: "reader", feed: ["article/1", "author/101", "article/99"]))
    let (app, report) = launchedApp(restoringFrom: store)
    #expect(app.document.paths["feed"] == ["article/1", "author/101"])
    #expect(report.warnings.count == 1)
    #expect(
      report.warnings.first
        == "dropped 'article/99' from the feed stack: 'article/99' names nothing that exists or cannot follow 'author/101'"
    )
  }

  @Test func authorThatDidNotWriteTheArticleBelowIsCut() {
    let store = MemoryStateStore(json(account: "reader", feed: ["article/7", "author/102"]))
    let (app, _) = launchedApp(restoringFrom: store)
    #expect(app.document.paths["feed"] == ["article/7"])
  }

  @Test func gatedRouteIsCutWithoutASession() {
    let store = MemoryStateStore(
      json(account: nil, feed: ["article/7", "author/101", "article/4"]))
    let (app, report) = launchedApp(restoringFrom: store)
    #expect(app.document.paths["feed"] == ["article/7"])
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(
      report.warnings == [
        "dropped 'author/101' and the 1 after it from the feed stack: 'author/101' needs sign-in"
      ])
  }

  @Test(arguments: ["suspended", "nobody", ""])
  func refusedAccountIsRestoredSignedOut(account: String) {
    let store = MemoryStateStore(json(account: account, feed: ["article/7", "author/101"]))
    let (app, report) = launchedApp(restoringFrom: store)
    #expect(app.session.accountName == nil)
    #expect(app.document.paths["feed"] == ["article/7"])
    #expect(
      report.warnings.first == "account '\(account)' can no longer sign in; restored signed out")
  }

  @Test func acceptedAccountKeepsItsGatedRoutes() throws {
    let store = MemoryStateStore(
      json(
        account: "newcomer", tab: "settings", feed: ["article/7", "author/101"],
        settings: ["account"]))
    let (app, report) = launchedApp(restoringFrom: store)
    #expect(report.warnings == [])
    #expect(app.session.accountName == "newcomer")
    #expect(app.visible.screen.id == "screen.account")
    try app.tap("tab.feed")
    #expect(app.visible.screen.id == "screen.author.101")
  }

  @Test(
    "A damaged document is moved aside and the app launches fresh",
    arguments: [
      ("", "not JSON"),
      ("{\"version\":1,\"account\":null", "not JSON"),
      ("[1,2,3]", "wrong shape"),
      ("{\"account\":null}", "wrong shape"),
      ("{\"version\":2,\"tab\":\"feed\"}", "version 2"),
      ("{\"version\":\"1\"}", "wrong shape"),
      // No build writes null: a null version is damage, and called null, not missing.
      (
        "{\"paths\":{},\"tab\":\"feed\",\"version\":null}",
        "has the wrong shape: 'version' is null; this build writes it as the number 1"
      ),
      // The saver leaves `account` out for a guest; null is not a guest.
      (
        "{\"account\":null,\"paths\":{},\"tab\":\"feed\",\"version\":1}",
        "has the wrong shape: 'account' is null: it names the signed-in account, and is left out"
          + " for a guest"
      ),
      // The saver leaves `onboarding` out once it is done; null is not "done".
      (
        "{\"onboarding\":null,\"paths\":{},\"tab\":\"feed\",\"version\":1}",
        "has the wrong shape: 'onboarding' is null: it is 'pending' while onboarding is"
          + " unfinished, and left out (or 'done') once it is done"
      ),
      ("{\"version\":1.5}", "wrong shape"),
      ("{\"version\":1,\"tab\":\"feed\",\"paths\":{\"feed\":[7]}}", "wrong shape"),
      ("{\"version\":1,\"tab\":\"feed\",\"paths\":[]}", "wrong shape"),
    ])
  func damagedDocumentIsMovedAside(text: String, problem: String) {
    let store = MemoryStateStore(text)
    let (app, report) = launchedApp(restoringFrom: store)
    #expect(store.movedAside == [Data(text.utf8)])
    #expect(report.maySave == true)
    #expect(report.warnings.count == 1)
    #expect(report.warnings.first?.contains(problem) == true)
    #expect(app.visible.screen.id == "screen.feed")
    #expect(app.session.accountName == nil)
  }

  @Test func documentThatCannotBeMovedAsideMustNotBeOverwritten() {
    let store = MemoryStateStore("not json")
    store.failsToMoveAside = true
    let (_, report) = launchedApp(restoringFrom: store)
    #expect(report.maySave == false)
    #expect(store.data == Data("not json".utf8))
  }

  @Test func everyTruncationLaunchesWithoutShowingAGatedScreenSignedOut() throws {
    let full = Data(
      json(
        account: "reader", feed: ["article/7", "author/101", "article/4"], settings: ["account"]
      ).utf8)
    for length in 0..<full.count {
      let (app, report) = launchedApp(restoringFrom: MemoryStateStore(full.prefix(length)))
      #expect(report.warnings.count == 1, "truncated at \(length)")
      try expectNoGatedScreenSignedOut(app, "truncated at \(length)")
    }
  }

  @Test func randomByteFlipsNeverCrashOrShowAGatedScreenSignedOut() throws {
    let full = Array(json(account: "reader", feed: ["article/7", "author/101", "article/4"]).utf8)
    var generator = SplitMix64(state: 0x5EED)
    for _ in 0..<500 {
      var damaged = full
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(
          in: 0...255, using: &generator)
      }
      let (app, _) = launchedApp(restoringFrom: MemoryStateStore(Data(damaged)))
      try expectNoGatedScreenSignedOut(app, String(decoding: damaged, as: UTF8.self))
      for tab in app.tabIDs {
        try app.tap("tab." + tab)
        try expectNoGatedScreenSignedOut(app, String(decoding: damaged, as: UTF8.self))
      }
    }
  }

  /// Checks every registered flow: no stack holds a gated route, and the visible screen is of
  /// no kind that a flow declares gated.
  private func expectNoGatedScreenSignedOut(_ app: AppCoordinator, _ comment: String) throws {
    guard !app.session.isSignedIn else { return }
    let gatedKinds = app.flows.flatMap(\.exampleLinks).filter(\.requiresSignIn)
      .map { ScreenKind.of($0.screen) }
    #expect(!gatedKinds.isEmpty, "the product declares gated screens")
    #expect(
      !gatedKinds.contains(ScreenKind.of(app.visible.screen.id)), Comment(rawValue: comment))
    #expect(!app.holdsGatedRoute, Comment(rawValue: comment))
  }

  @Test(
    "A document from another build restores what this build knows, with one warning each",
    arguments: [
      (
        "{\"version\":1,\"tab\":\"nowhere\",\"paths\":{\"feed\":[\"article/3\"],\"settings\":[]}}",
        "screen.article.3", "saved tab 'nowhere' is not a tab of this build; selected 'feed'"
      ),
      (
        "{\"version\":1,\"tab\":\"feed\",\"paths\":{\"feed\":[\"article/3\",\"comment/1\",\"article/1\"]}}",
        "screen.article.3",
        "dropped 'comment/1' and the 1 after it from the feed stack: 'comment/1' is not a route this build knows"
      ),
      (
        "{\"version\":1,\"tab\":\"feed\",\"paths\":{\"feed\":[\"article/99999999999999999999\"]}}",
        "screen.feed",
        "dropped 'article/99999999999999999999' from the feed stack: 'article/99999999999999999999' is not a route this build knows"
      ),
      // A route is quoted as the file holds it, leading zeros and all.
      (
        "{\"version\":1,\"tab\":\"feed\",\"paths\":{\"feed\":[\"article/00\"]}}",
        "screen.feed",
        "dropped 'article/00' from the feed stack: 'article/00' names nothing that exists or cannot open a stack"
      ),
      (
        "{\"version\":1,\"tab\":\"feed\",\"paths\":{\"feed\":[\"article/07\",\"article/099\"]}}",
        "screen.article.7",
        "dropped 'article/099' from the feed stack: 'article/099' names nothing that exists or cannot follow 'article/07'"
      ),
      (
        "{\"version\":1,\"tab\":\"feed\",\"paths\":{\"feed\":[\"article/07\",\"author/0101\"]}}",
        "screen.article.7",
        "dropped 'author/0101' from the feed stack: 'author/0101' needs sign-in"
      ),
      (
        "{\"version\":1,\"tab\":\"settings\",\"paths\":{\"feed\":[],\"settings\":[\"privacy\"]}}",
        "screen.settings",
        "dropped 'privacy' from the settings stack: 'privacy' is not a route this build knows"
      ),
      (
        "{\"version\":1,\"tab\":\"feed\",\"paths\":{\"feed\":[\"article/2\"],\"inbox\":[\"message/3\",\"reply\"]}}",
        "screen.article.2",
        "dropped 'message/3' and the 1 after it from the inbox stack: this build has no 'inbox' flow"
      ),
      (
        "{\"version\":1,\"tab\":\"feed\",\"paths\":{\"feed\":[\"article/2\"],\"comments\":[\"comment/1\"]}}",
        "screen.article.2",
        "dropped 'comment/1' from the comments stack: 'comments' is presented in this build, not a tab, and a presented flow's stack is never restored"
      ),
    ])
  func documentFromAnotherBuildKeepsWhatThisBuildKnows(text: String, shown: String, warning: String)
  {
    let store = MemoryStateStore(text)
    let (app, report) = launchedApp(restoringFrom: store)
    #expect(store.movedAside.isEmpty)
    #expect(report.maySave)
    #expect(report.warnings == [warning])
    #expect(app.visible.screen.id == shown)
  }

  @Test func documentWrittenBeforeFlowsPluggedInRestoresUnchanged() throws {
    let text = """
      {
        "account" : "reader",
        "paths" : {
          "feed" : [
            "article/7",
            "author/101"
          ],
          "settings" : [
            "account"
          ]
        },
        "tab" : "settings",
        "version" : 1
      }

      """
    let (app, report) = launchedApp(restoringFrom: MemoryStateStore(text))
    #expect(report.warnings == [])
    #expect(app.visible.screen.id == "screen.account")
    let again = MemoryStateStore()
    try app.save(to: again)
    var expected = try StateDocument(decoding: Data(text.utf8))
    for tab in app.tabIDs where expected.paths[tab] == nil { expected.paths[tab] = [] }
    #expect(try StateDocument(decoding: #require(again.data)) == expected)
  }
}
