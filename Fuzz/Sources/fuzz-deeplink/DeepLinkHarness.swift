import AppCoordinator
import FuzzSupport
import LinkRouting

/// Opens the input as a deep link the three ways a link arrives: on a launched app signed in as
/// `reader` and on one as a guest (each busy: a stack in every flow and a sheet up) and at cold
/// start, before launch finishes.
///
/// Checks, for every registered flow, from what the flows declare (``Flows``):
/// - an accepted link belongs to the flow whose link forms have its host and shows one of the
///   flow's declared screen kinds: a tab flow's with its tab selected and the tab bar, a
///   presented flow's over main without it; the link printed back parses, and that flow's
///   grammar reads it as the stack shown (a tab's saved path, or the presented flow's stack as
///   the opened link reads);
/// - a declared example link is accepted and shows its declared screen; a declared malformed
///   link is rejected;
/// - a rejected link changes nothing anyone can observe (``AppSnapshot``), whoever is signed in;
///   whether a link is accepted does not depend on the session or on launch having finished;
/// - a link never signs anyone in or out;
/// - a guest sees what a signed-in user sees, except that a link whose stack holds a gated route
///   (or shows a gated screen) shows login, links nothing, and after signing in from the gate
///   resumes to exactly what the signed-in user sees; nothing gated shows or is kept signed out.
///
/// And as a second opinion for the product's flows, independent of their code: for a link of a
/// host the product's link table knows (or one that does not parse), the app accepts exactly
/// the links ``ExpectedDestination`` accepts, shows the screen it names and prints back its
/// canonical link. A `navlab://` link and its universal form (`https://navlab.example/…`) parse
/// to the same link or fail with the same error.
@MainActor
enum DeepLinkHarness {
  private static var members = AppPool { Launch.busyApp(signedIn: true) }
  private static var guests = AppPool { Launch.busyApp(signedIn: false) }

  /// What the signed-in app showed for an accepted link.
  private struct Shown {
    var flow: FlowRegistration
    var screen: String
    var link: DeepLink?
    var path: [String]
    var isGated: Bool
  }

  static func run(_ bytes: [UInt8]) {
    // A `String` cannot hold invalid UTF-8; whoever hands the app a link has decoded it already,
    // the way `String(decoding:as:)` does, with U+FFFD for each bad sequence.
    let text = String(decoding: bytes, as: UTF8.self)
    let domains = AppCoordinator.associatedDomains
    let reading = Result { () throws(LinkError) in try DeepLink(parsing: text, domains: domains) }
    let parsed = try? reading.get()
    checkUniversalForm(of: text, reading: reading)
    let expected = ExpectedDestination(link: text)
    let tableKnows = parsed.map { ExpectedDestination.hosts.contains($0.host) } ?? true
    let shown = openSignedIn(
      text, parsed: parsed, expected: tableKnows ? expected : nil,
      tableKnows: tableKnows)
    let guestLogin = openAsGuest(text, shown: shown)
    openAtColdStart(text, shown: shown, guestLogin: guestLogin)
  }

  /// A `navlab://` link, written on the associated domain, reads the same: the same link, or
  /// the same error, unless the longer prefix makes it longer than any link may be, and except
  /// where README makes the forms differ: the universal form's destination is a path segment,
  /// matched as written, and an error names what the universal form holds there.
  ///
  /// `reading` is what `text` parses as, with the app's domains: read once, for every check.
  private static func checkUniversalForm(of text: String, reading: Result<DeepLink, LinkError>) {
    let scheme = "navlab://"
    // Letters compared in either case; no other byte is folded (`\u{0F}` is not `/`).
    let folded = text.utf8.prefix(scheme.utf8.count).map {
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0
    }
    guard folded.elementsEqual(scheme.utf8) else { return }
    let universal =
      "https://" + AppCoordinator.associatedDomains[0] + "/"
      + String(decoding: text.utf8.dropFirst(scheme.utf8.count), as: UTF8.self)
    let domains = AppCoordinator.associatedDomains
    let read = Result { () throws(LinkError) in try DeepLink(parsing: universal, domains: domains) }
    // Length is checked first, so a universal form over the limit is rejected for that alone.
    let plain =
      universal.utf8.count > 2048 ? .failure(.tooLong(bytes: universal.utf8.count)) : reading
    let expected = universalReading(of: plain, universal: universal)
    invariant(
      expected == read,
      "\(text.debugDescription) reads as \(plain), so \(universal.debugDescription) should read as "
        + "\(expected), but reads as \(read)")
  }

  /// Whether `bytes` hold a `%` and two hex digits, which the parser calls percent-encoded.
  nonisolated private static func hasPercentEscape(_ bytes: ArraySlice<UInt8>) -> Bool {
    let isHex = { (byte: UInt8) in
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
    return bytes.indices.contains { index in
      bytes[index] == UInt8(ascii: "%") && index + 2 < bytes.endIndex
        && isHex(bytes[index + 1]) && isHex(bytes[index + 2])
    }
  }

  /// What the universal form `universal` reads as, given what its `navlab://` form read as.
  ///
  /// `nonisolated`, and reading the bytes from one array: a main-actor closure checks the
  /// executor at every byte, and stepping through a `String`'s `utf8` costs several times more.
  nonisolated private static func universalReading(
    of plain: Result<DeepLink, LinkError>, universal: String
  ) -> Result<DeepLink, LinkError> {
    let domain = AppCoordinator.associatedDomains[0]
    let bytes = Array(universal.utf8)
    let path = bytes.dropFirst("https://\(domain)/".utf8.count)
      .prefix { $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
    let first = path.prefix { $0 != UInt8(ascii: "/") }
    let written = String(decoding: first, as: UTF8.self)
    let isSegment = first.allSatisfy {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20)
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-")
        || $0 == UInt8(ascii: "+")
    }
    switch plain {
    case .success(let link):
      return link.host == written ? plain : .failure(.unknownDestination(written))
    case .failure(.emptyHost):
      let rest = path.dropFirst(first.count)
      return rest.isEmpty || rest.elementsEqual("/".utf8)
        ? .failure(.emptyPath(domain: domain))
        : .failure(.emptySegment("https://\(domain)/" + String(decoding: path, as: UTF8.self)))
    case .failure(.emptySegment(let path)):
      return .failure(.emptySegment("https://\(domain)/" + path))
    case .failure(.unsupportedAuthority), .failure(.addressHost), .failure(.unknownDestination):
      guard !isSegment else { return plain }
      return .failure(
        hasPercentEscape(first) ? .percentEncoded(written) : .invalidSegment(written))
    default:
      return plain
    }
  }

  private static func openSignedIn(
    _ text: String, parsed: DeepLink?, expected: ExpectedDestination?, tableKnows: Bool
  ) -> Shown? {
    let (app, before) = members.take()
    let example = Flows.example(text)?.example
    do {
      try app.open(text)
    } catch {
      invariant(
        expected == nil,
        "signed in: rejected \(text.debugDescription) (\(error)); the table opens \(expected?.canonicalLink ?? "")"
      )
      invariant(
        example == nil,
        "signed in: rejected the declared example \(text.debugDescription) (\(error))")
      let after = AppSnapshot(app)
      invariant(
        after == before,
        "signed in: rejected \(text.debugDescription) but changed\n  \(before)\nto\n  \(after)")
      members.giveBack(app)
      return nil
    }
    // What was done, for a message: built only when one is written.
    let step = { "signed in: opening \(text.debugDescription)" }
    invariant(!tableKnows || expected != nil, "\(step()): accepted, but no link form allows it")
    invariant(!Flows.isDeclaredMalformed(text), "\(step()): accepted a declared malformed link")
    guard let parsed, let flow = Flows.owner(of: parsed) else {
      invariant(false, "\(step()): accepted, but no flow declares a form with its host")
      return nil
    }
    let after = AppSnapshot(app)
    invariant(after.session == before.session, "\(step()) changed the session to \(after.session)")
    let screen = after.visible.screen.id
    invariant(
      Flows.declares(flow, screen: screen),
      "\(step()) shows \(screen), which \(flow.id) does not declare")
    let path: [String]
    if flow.kind == .presented {
      invariant(
        after.visible.tabBar.isEmpty, "\(step()): the tab bar shows, so \(flow.id) is not presented"
      )
      // A presented flow's stack is not saved: what it shows is what the opened link reads.
      path = (try? flow.savedStack(for: parsed)) ?? []
    } else {
      invariant(!after.visible.tabBar.isEmpty, "\(step()): tab bar hidden, so a sheet was left up")
      invariant(
        after.visible.selectedTabID == "tab.\(flow.id)",
        "\(step()) selected \(after.visible.selectedTabID ?? "no tab"), not \(flow.id)'s")
      path = after.paths[flow.id] ?? []
    }
    if let link = after.link {
      invariant(
        (try? DeepLink(parsing: link.url)) == link && link.url.hasPrefix("navlab://"),
        "\(step()): printed \(link.url), which does not parse back")
      invariant(
        (try? flow.savedStack(for: link)) == path,
        "\(step()): printed \(link.url), which \(flow.id) does not read as its stack \(path)")
    }
    if let example {
      invariant(
        screen == example.screen, "\(step()) shows \(screen), not the declared \(example.screen)")
    }
    if let expected {
      invariant(screen == expected.screenID, "\(step()) shows \(screen), not \(expected.screenID)")
      invariant(
        after.link?.url == expected.canonicalLink,
        "\(step()): link is \(after.link?.url ?? "none"), not \(expected.canonicalLink)")
    }
    let gatedKinds = Flows.gatedRouteKinds[flow.id] ?? []
    let isGated =
      Flows.isGated(screen: screen) || path.contains { gatedKinds.contains(Flows.routeKind($0)) }
      || example?.requiresSignIn == true || expected?.isGated == true
    // Made busy again by the links and the tap that made it busy, for the next input.
    members.recycle(app, by: Launch.makeBusyAgain)
    return Shown(flow: flow, screen: screen, link: after.link, path: path, isGated: isGated)
  }

  /// Opens `text` on a busy guest app; returns whether it showed login.
  private static func openAsGuest(_ text: String, shown: Shown?) -> Bool {
    let (app, before) = guests.take()
    do {
      try app.open(text)
    } catch {
      invariant(
        shown == nil,
        "guest: rejected \(text.debugDescription) (\(error)), which a signed-in user opens")
      let after = AppSnapshot(app)
      invariant(
        after == before,
        "guest: rejected \(text.debugDescription) but changed\n  \(before)\nto\n  \(after)")
      guests.giveBack(app)
      return false
    }
    let step = { "guest: opening \(text.debugDescription)" }
    guard let shown else {
      invariant(false, "\(step()): accepted, but a signed-in user's app rejects it")
      return false
    }
    let after = AppSnapshot(app)
    invariant(after.session == before.session, "\(step()) changed the session to \(after.session)")
    Gate.check(after, after: step())
    guard after.visible.screen.id == "screen.login" else {
      invariant(
        !shown.isGated, "\(step()) shows \(after.visible.screen.id), not login, for a gated link")
      expect(after, shows: shown, after: step())
      guests.recycle(app, by: Launch.makeBusyAgain)
      return false
    }
    invariant(
      shown.isGated, "\(step()) shows login, but the link shows \(shown.screen) and is not gated")
    invariant(after.link == nil, "\(step()): login has link \(after.link?.url ?? "")")
    invariant((try? app.tap("button.login")) != nil, "\(step()): no sign-in button on login")
    invariant(
      app.session.accountName == "reader", "\(step()): signing in from the gate gave \(app.session)"
    )
    expect(AppSnapshot(app), shows: shown, after: "\(step()), then signing in from the gate")
    return true
  }

  private static func openAtColdStart(_ text: String, shown: Shown?, guestLogin: Bool) {
    let app = Assembly.app()
    do {
      try app.open(text)
      invariant(
        shown != nil, "cold start: accepted \(text.debugDescription), which a launched app rejects")
    } catch {
      invariant(
        shown == nil,
        "cold start: rejected \(text.debugDescription) (\(error)), which a launched app opens")
    }
    app.finishLaunch()
    let after = AppSnapshot(app)
    Gate.check(after, after: "cold start with \(text.debugDescription)")
    guard let shown else {
      invariant(
        after == Launch.freshGuest,
        "cold start: rejected \(text.debugDescription) but launch differs: \(after)")
      return
    }
    let screen = guestLogin ? "screen.login" : shown.screen
    invariant(
      after.visible.screen.id == screen,
      "cold start: \(text.debugDescription) shows \(after.visible.screen.id), not \(screen)")
  }

  private static func expect(
    _ snapshot: AppSnapshot, shows shown: Shown, after step: @autoclosure () -> String
  ) {
    invariant(
      snapshot.visible.screen.id == shown.screen,
      "\(step()): shows \(snapshot.visible.screen.id), not \(shown.screen) as signed in")
    let presented = shown.flow.kind == .presented
    invariant(
      snapshot.visible.tabBar.isEmpty == presented,
      presented
        ? "\(step()): the tab bar shows, so \(shown.flow.id) is not presented"
        : "\(step()): tab bar hidden, so a sheet was left up")
    invariant(
      snapshot.link == shown.link,
      "\(step()): link is \(snapshot.link?.url ?? "none"), not \(shown.link?.url ?? "none") as signed in"
    )
    invariant(
      presented || snapshot.paths[shown.flow.id] == shown.path,
      "\(step()): \(shown.flow.id) path is \(snapshot.paths[shown.flow.id] ?? []), not \(shown.path) as signed in"
    )
  }
}

/// libFuzzer's entry point: runs one input through ``DeepLinkHarness``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated { DeepLinkHarness.run(bytes) }
  return 0
}

/// libFuzzer's set-up: writes the seeds made from the flows' declarations when asked
/// (`FUZZ_GENERATE`, see ``Seeds``).
@_cdecl("LLVMFuzzerInitialize")
public func initializeDeepLinkFuzzing(
  _ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?
) -> Int32 {
  MainActor.assumeIsolated { Seeds.generateIfAsked(for: .link) }
  return 0
}
