import AppCoordinator
import FuzzSupport

/// Opens the input as a deep link the three ways a link arrives: on a launched app as a guest,
/// on one signed in as `reader` (each busy: a stack in each tab and a sheet up) and at cold
/// start, before launch finishes.
///
/// Checks, beyond not crashing:
/// - the app accepts exactly the links ``ExpectedDestination`` accepts, and shows the screen it
///   names, or login for a gated one while signed out;
/// - a rejected link changes nothing anyone can observe (``AppSnapshot``);
/// - a link never signs anyone in or out;
/// - the visible screen's link afterwards is the canonical one;
/// - nothing gated shows or is kept while signed out; after signing in from the gate, the app
///   resumes to exactly the parked screen.
@MainActor
enum DeepLinkHarness {
  static func run(_ bytes: [UInt8]) {
    // A `String` cannot hold invalid UTF-8; whoever hands the app a link has decoded it already,
    // the way `String(decoding:as:)` does, with U+FFFD for each bad sequence.
    let text = String(decoding: bytes, as: UTF8.self)
    let expected = ExpectedDestination(link: text)
    for signedIn in [false, true] {
      openLaunched(text, expected: expected, signedIn: signedIn)
    }
    openAtColdStart(text, expected: expected)
  }

  private static func openLaunched(_ text: String, expected: ExpectedDestination?, signedIn: Bool) {
    let app = Launch.busyApp(signedIn: signedIn)
    let before = AppSnapshot(app)
    let who = signedIn ? "signed in" : "guest"
    do {
      try app.open(text)
    } catch {
      invariant(
        expected == nil,
        "\(who): rejected \(text.debugDescription) (\(error)); the table opens \(expected?.canonicalLink ?? "")"
      )
      let after = AppSnapshot(app)
      invariant(
        after == before,
        "\(who): rejected \(text.debugDescription) but changed\n  \(before)\nto\n  \(after)")
      return
    }
    guard let expected else {
      invariant(false, "\(who): accepted \(text.debugDescription), which no link form allows")
      return
    }
    invariant(
      app.session == before.session,
      "\(who): opening \(text.debugDescription) changed the session to \(app.session)")
    Gate.check(app, after: "\(who) opened \(text.debugDescription)")
    if signedIn || !expected.isGated {
      expectShown(expected, in: app, after: "\(who) opened \(text.debugDescription)")
      return
    }
    invariant(
      app.visible.screen.id == "screen.login",
      "guest: \(text.debugDescription) showed \(app.visible.screen.id), not login")
    invariant(app.link == nil, "guest: login has link \(app.link?.url ?? "")")
    invariant(app.tap("button.login"), "guest: no sign-in button after \(text.debugDescription)")
    invariant(
      app.session.accountName == "reader", "guest: signing in from the gate gave \(app.session)")
    expectShown(expected, in: app, after: "signing in from the gate for \(text.debugDescription)")
  }

  private static func openAtColdStart(_ text: String, expected: ExpectedDestination?) {
    let app = AppCoordinator()
    do {
      try app.open(text)
      invariant(
        expected != nil, "cold start: accepted \(text.debugDescription), which no link form allows")
    } catch {
      invariant(
        expected == nil,
        "cold start: rejected \(text.debugDescription) (\(error)); the table opens \(expected?.canonicalLink ?? "")"
      )
    }
    app.finishLaunch()
    Gate.check(app, after: "cold start with \(text.debugDescription)")
    guard let expected else {
      let fresh = Launch.app(signedIn: false)
      invariant(
        AppSnapshot(app) == AppSnapshot(fresh),
        "cold start: rejected \(text.debugDescription) but launch differs")
      return
    }
    let screen = expected.isGated ? "screen.login" : expected.screenID
    invariant(
      app.visible.screen.id == screen,
      "cold start: \(text.debugDescription) shows \(app.visible.screen.id), not \(screen)")
  }

  private static func expectShown(
    _ expected: ExpectedDestination, in app: AppCoordinator, after step: String
  ) {
    invariant(
      app.visible.screen.id == expected.screenID,
      "\(step): shows \(app.visible.screen.id), not \(expected.screenID)")
    invariant(!app.visible.tabBar.isEmpty, "\(step): tab bar hidden, so a sheet was left up")
    invariant(
      app.link?.url == expected.canonicalLink,
      "\(step): link is \(app.link?.url ?? "none"), not \(expected.canonicalLink)")
  }
}

/// libFuzzer's entry point: runs one input through ``DeepLinkHarness``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated { DeepLinkHarness.run(bytes) }
  return 0
}
