import AppCoordinator
import Foundation
import LinkRouting
import Testing

/// Every way in other than a typed link: notifications and user activities, one row each, with
/// the exact error a bad one throws and proof that it changed nothing, and the good ones landing
/// where their link does, waiting during launch and meeting the gate as links do.
///
/// Only public API is used, as a scene's handlers would use it.
@MainActor
@Suite struct PayloadTableTests {
  /// One way in: a notification's payload, or a user activity.
  enum Entry: Sendable, CustomTestStringConvertible {
    case notification(String)
    case activity(type: String, webpageURL: String?, userInfo: String?)

    /// Hands it to `app` through the matching adapter.
    @MainActor
    func deliver(to app: AppCoordinator) throws(PayloadError) {
      switch self {
      case .notification(let json):
        try app.open(notification: Data(json.utf8))
      case .activity(let type, let url, let userInfo):
        try app.open(activityType: type, webpageURL: url, userInfo: userInfo.map { Data($0.utf8) })
      }
    }

    var testDescription: String {
      switch self {
      case .notification(let json): "notification \(json.prefix(60))"
      case .activity(let type, let url, let info): "activity \(type) \(url ?? info ?? "nothing")"
      }
    }
  }

  /// One bad way in, the error it must throw and, where a row pins it, the line it prints.
  struct Rejected: Sendable, CustomTestStringConvertible {
    let entry: Entry
    let error: PayloadError
    var message: String?

    var testDescription: String { entry.testDescription }
  }

  nonisolated static func web(_ url: String?) -> Entry {
    .activity(type: AppCoordinator.browsingWebActivity, webpageURL: url, userInfo: nil)
  }

  nonisolated static func own(_ json: String?) -> Entry {
    .activity(type: AppCoordinator.linkActivity, webpageURL: nil, userInfo: json)
  }

  nonisolated static let rejected: [Rejected] = [
    // Notifications: a JSON object with a string `link`.
    Rejected(
      entry: .notification(#"{"aps":{}"#),
      error: .notJSON(
        .notification, problem: "expected ',' or '}' after a member at line 1, column 10"),
      message: #"notification payload is not JSON: expected ',' or '}' after a member at line 1, "#
        + #"column 10; write an object such as"#
        + #" '{"aps":{"alert":"New article"},"link":"navlab://article/7"}'"#),
    Rejected(
      entry: .notification(""),
      error: .notJSON(
        .notification, problem: "the text ends where a value should be at line 1, column 1")),
    Rejected(
      entry: .notification("{} {}"),
      error: .notJSON(
        .notification,
        problem: "text after the value; a document holds one value at line 1, column 4")),
    Rejected(
      entry: .notification(String(repeating: "[", count: 600) + String(repeating: "]", count: 600)),
      error: .notJSON(
        .notification,
        problem: "nesting deeper than 64 arrays and objects at line 1, column 65")),
    Rejected(
      entry: .notification(#"[{"link":"navlab://feed"}]"#),
      error: .notAnObject(.notification, found: "an array"),
      message: #"notification payload is an array, not an object; write one such as"#
        + #" '{"aps":{"alert":"New article"},"link":"navlab://article/7"}'"#),
    Rejected(
      entry: .notification(#""navlab://feed""#),
      error: .notAnObject(.notification, found: "a string")),
    Rejected(
      entry: .notification(#"{"aps":{"alert":"New article"}}"#), error: .missingLink(.notification),
      message: #"notification payload has no 'link'; add one such as"#
        + #" '{"aps":{"alert":"New article"},"link":"navlab://article/7"}'"#),
    Rejected(
      entry: .notification(#"{"aps":{"link":"navlab://feed"}}"#), error: .missingLink(.notification)
    ),
    Rejected(
      entry: .notification(#"{"Link":"navlab://feed"}"#), error: .missingLink(.notification)),
    Rejected(
      entry: .notification(#"{"link":7}"#), error: .linkNotText(.notification, found: "a number"),
      message: #"'link' in the notification payload is a number; write it as a string such as"#
        + #" "link":"navlab://feed""#),
    Rejected(
      entry: .notification(#"{"link":null}"#), error: .linkNotText(.notification, found: "null")),
    Rejected(
      entry: .notification(#"{"link":true}"#),
      error: .linkNotText(.notification, found: "true or false")),
    Rejected(
      entry: .notification(#"{"link":["navlab://feed"]}"#),
      error: .linkNotText(.notification, found: "an array")),
    Rejected(
      entry: .notification(#"{"link":{"url":"navlab://feed"}}"#),
      error: .linkNotText(.notification, found: "an object")),
    // The link itself: judged exactly as `open` judges it.
    Rejected(
      entry: .notification(#"{"aps":{},"link":"navlab://article/99"}"#),
      error: .link(.unknownID(kind: "article", id: 99, known: 1...10)),
      message: "no article has id 99; articles are 1…10"),
    Rejected(
      entry: .notification(#"{"link":"https://evil.example/feed"}"#),
      error: .link(.foreignHost("evil.example", expected: "navlab.example"))),
    Rejected(
      entry: .notification(#"{"link":"javascript:alert(1)"}"#),
      error: .link(.unsupportedScheme("javascript"))),
    Rejected(
      entry: .notification(#"{"link":"navlab://feed\u0000"}"#),
      error: .link(.invalidCharacter("U+0000"))),
    // A number too large for any type is still JSON: the payload's problem is its link.
    Rejected(
      entry: .notification(#"{"aps":{"badge":1e400},"link":"navlab://article/0"}"#),
      error: .link(.idOutOfRange("0"))),

    // Activities: web browsing with a universal link, or the app's own type with user info.
    Rejected(
      entry: .activity(
        type: "com.example.other", webpageURL: nil, userInfo: #"{"link":"navlab://feed"}"#),
      error: .unknownActivityType("com.example.other"),
      message: "unknown activity type 'com.example.other'; NavLab continues"
        + " 'NSUserActivityTypeBrowsingWeb' and 'example.navlab.link'"),
    Rejected(
      entry: .activity(
        type: "nsuseractivitytypebrowsingweb", webpageURL: "https://navlab.example/feed",
        userInfo: nil),
      error: .unknownActivityType("nsuseractivitytypebrowsingweb")),
    Rejected(
      entry: web(nil), error: .missingWebpageURL,
      message: "web-browsing activity has no webpage URL; give one such as"
        + " 'https://navlab.example/feed'"),
    // A web page's URL is https: a link of another form is named, with its universal form.
    Rejected(
      entry: web("http://navlab.example/feed"),
      error: .notAUniversalLink("http://navlab.example/feed"),
      message: "web-browsing activity's URL 'http://navlab.example/feed' is not a universal"
        + " link; write 'https://navlab.example/feed'"),
    Rejected(
      entry: web("navlab://article/7"), error: .notAUniversalLink("navlab://article/7"),
      message: "web-browsing activity's URL 'navlab://article/7' is not a universal link;"
        + " write 'https://navlab.example/article/7'"),
    Rejected(
      entry: web("NAVLAB://Article/7/author"),
      error: .notAUniversalLink("NAVLAB://Article/7/author"),
      message: "web-browsing activity's URL 'NAVLAB://Article/7/author' is not a universal"
        + " link; write 'https://navlab.example/article/7/author'"),
    Rejected(
      entry: web("article/7"), error: .notAUniversalLink("article/7"),
      message: "web-browsing activity's URL 'article/7' is not a universal link;"
        + " write 'https://navlab.example/article/7'"),
    Rejected(
      entry: web(#"{"link":"navlab://feed"}"#),
      error: .notAUniversalLink(#"{"link":"navlab://feed"}"#),
      message: #"web-browsing activity's URL '{"link":"navlab://feed"}' is not a universal link;"#
        + " write one such as 'https://navlab.example/feed', or continue 'example.navlab.link'"
        + " with this user info"),
    Rejected(
      entry: web("ftp://navlab.example/feed"),
      error: .notAUniversalLink("ftp://navlab.example/feed"),
      message: "web-browsing activity's URL 'ftp://navlab.example/feed' is not a universal link;"
        + " write one such as 'https://navlab.example/feed'"),
    Rejected(
      entry: web("http://evil.example/feed"), error: .notAUniversalLink("http://evil.example/feed"),
      message: "web-browsing activity's URL 'http://evil.example/feed' is not a universal link;"
        + " write one such as 'https://navlab.example/feed'"),
    Rejected(
      entry: web("https://evil.example/article/7"),
      error: .link(.foreignHost("evil.example", expected: "navlab.example"))),
    Rejected(
      entry: web("https://navlab.example/article/7/Author"),
      error: .link(.unknownDestination("article/7/Author"))),
    Rejected(
      entry: own(nil), error: .missingUserInfo,
      message: #"activity 'example.navlab.link' has no user info; give it one such as"#
        + #" '{"link":"navlab://article/7"}'"#),
    Rejected(
      entry: own("navlab://feed"),
      error: .notJSON(
        .userInfo,
        problem: "an unknown word; JSON's words are true, false and null at line 1, column 1")),
    Rejected(
      entry: own("{}"), error: .missingLink(.userInfo),
      message: #"activity user info has no 'link'; add one such as '{"link":"navlab://article/7"}'"#
    ),
    Rejected(entry: own(#"{"link":7}"#), error: .linkNotText(.userInfo, found: "a number")),
    Rejected(
      entry: own(#"{"link":"navlab://article/7/author/101"}"#),
      error: .link(.extraSegments("101"))),
  ]

  @Test(arguments: rejected, [false, true])
  func rejectedEntryThrowsTheExactErrorAndChangesNothing(row: Rejected, signedIn: Bool) throws {
    let app = try busyApp(signedIn: signedIn)
    let visible = app.visible
    let document = try app.stateDocument()
    #expect(throws: row.error) { try row.entry.deliver(to: app) }
    #expect(app.visible == visible)
    #expect(try app.stateDocument() == document)
    #expect(app.session.isSignedIn == signedIn)
  }

  @Test(arguments: rejected.filter { $0.message != nil })
  func rejectedEntryPrintsOneLineNamingTheRealProblem(row: Rejected) throws {
    let app = try busyApp(signedIn: false)
    do {
      try row.entry.deliver(to: app)
      Issue.record("\(row.entry.testDescription) was accepted")
    } catch {
      #expect(error.description == row.message)
      #expect(!error.description.contains("\n"))
    }
  }

  @Test(arguments: rejected)
  func rejectedEntryAtColdStartIsNotQueued(row: Rejected) throws {
    let app = AppCoordinator()
    #expect(throws: row.error) { try row.entry.deliver(to: app) }
    app.finishLaunch()
    let fresh = AppCoordinator()
    fresh.finishLaunch()
    #expect(app.visible == fresh.visible)
    #expect(try app.stateDocument() == fresh.stateDocument())
  }

  /// Every way in to article 7 shows what `open("navlab://article/7")` shows.
  nonisolated static let toArticle7: [Entry] = [
    .notification(#"{"aps":{"alert":"New article"},"link":"navlab://article/7"}"#),
    .notification(#"{"aps":{},"link":"https://navlab.example/article/7"}"#),
    // JSON's escapes are JSON's: `\/` is `/`, read before the link is.
    .notification(#"{"link":"navlab:\/\/article\/7","extra":[1,{"link":2}]}"#),
    web("https://navlab.example/article/7"),
    web("HTTPS://NAVLAB.EXAMPLE/article/7?utm_source=mail"),
    own(#"{"link":"navlab://article/7"}"#),
    own(#"{"link":"https://navlab.example/article/7"}"#),
  ]

  @Test(arguments: toArticle7)
  func entryLandsWhereItsLinkDoes(entry: Entry) throws {
    let app = try busyApp(signedIn: false)
    let byLink = try busyApp(signedIn: false)
    try #require(app.visible.screen.id != "screen.article.7")
    try entry.deliver(to: app)
    try byLink.open("navlab://article/7")
    #expect(app.visible.screen.id == "screen.article.7")
    #expect(app.visible == byLink.visible)
    #expect(try app.stateDocument() == byLink.stateDocument())
  }

  @Test(arguments: toArticle7)
  func entryAtColdStartWaitsForLaunch(entry: Entry) throws {
    let app = AppCoordinator()
    try entry.deliver(to: app)
    #expect(app.visible.screen.id == "screen.splash")
    app.finishLaunch()
    #expect(app.visible.screen.id == "screen.article.7")
  }

  /// The gate holds for every way in: a gated destination asks a guest to sign in first, and
  /// lands once signed in; at cold start, after launch.
  @Test(
    arguments: [
      Entry.notification(#"{"aps":{},"link":"navlab://article/7/author"}"#),
      web("https://navlab.example/article/7/author"),
      own(#"{"link":"https://navlab.example/article/7/author"}"#),
    ], [false, true])
  func gatedEntryAsksGuestToSignInFirst(entry: Entry, coldStart: Bool) throws {
    let app = AppCoordinator()
    if !coldStart { app.finishLaunch() }
    try entry.deliver(to: app)
    if coldStart {
      #expect(app.visible.screen.id == "screen.splash")
      app.finishLaunch()
    }
    #expect(app.visible.screen.id == "screen.login")
    #expect(!app.session.isSignedIn)
    try app.tap("button.login")
    #expect(app.visible.screen.id == "screen.author.101")
  }

  /// Settings on the account screen, Feed on article 4 with its share sheet up.
  private func busyApp(signedIn: Bool) throws -> AppCoordinator {
    let app = AppCoordinator()
    app.finishLaunch()
    if signedIn {
      try app.open("navlab://account")
      try app.tap("button.signin")
      try app.tap("button.login")
      try #require(app.session.accountName == "reader")
    }
    try app.open("navlab://account")
    try app.open("navlab://article/4")
    try app.tap("button.share")
    try #require(app.visible.screen.id == "screen.share.4")
    return app
  }
}
