import AppCoordinator
import LinkRouting

/// What the harnesses know of every flow the app is assembled from, read from what each flow
/// declares (``FlowRegistration``): its link hosts, screen kinds, example and malformed links, and
/// which of its screens and routes the gate holds back.
///
/// Nothing here names a flow, so a flow added to the app is fuzzed and checked with no edit to
/// the fuzz package.
@MainActor
public enum Flows {
  /// The flows of the app the harnesses check (``Assembly``), in tab order.
  public static let registered: [FlowRegistration] = Assembly.flows

  /// Each link host's flow, read from the flows' link forms (`N` written as an id).
  public static let ownerOfHost: [String: FlowRegistration] = {
    var owners: [String: FlowRegistration] = [:]
    for flow in registered {
      for form in flow.linkForms {
        guard let link = try? DeepLink(parsing: form.replacingN) else {
          invariant(false, "\(flow.id) declares the form \(form), which does not parse")
          continue
        }
        owners[link.host] = flow
      }
    }
    return owners
  }()

  /// Every declared example link, by its text.
  public static let examples: [String: (flow: FlowRegistration, example: LinkExample)] = {
    var examples: [String: (flow: FlowRegistration, example: LinkExample)] = [:]
    for flow in registered {
      for example in flow.exampleLinks { examples[example.link] = (flow, example) }
    }
    return examples
  }()

  /// Every declared malformed link.
  public static let malformedLinks = Set(registered.flatMap(\.malformedLinks))

  /// The declared example that `text` is, if it is one.
  public static func example(_ text: String) -> (flow: FlowRegistration, example: LinkExample)? {
    isShortEnoughToBeDeclared(text) ? examples[text] : nil
  }

  /// Whether `text` is a declared malformed link.
  public static func isDeclaredMalformed(_ text: String) -> Bool {
    isShortEnoughToBeDeclared(text) && malformedLinks.contains(text)
  }

  /// Whether `text` is no longer than the longest declared link: a longer one is none of them,
  /// and is not hashed to find out (fuzzed links run to 2 KB, declared ones to tens of bytes).
  private static func isShortEnoughToBeDeclared(_ text: String) -> Bool {
    text.utf8.count <= longestDeclaredLink
  }

  private static let longestDeclaredLink =
    (examples.keys.map(\.utf8.count) + malformedLinks.map(\.utf8.count)).max() ?? 0

  /// The screen kinds (`screen.author.N`) that only a gated example link shows.
  ///
  /// A kind that some ungated example also shows is left out: it is not the gate's.
  public static let gatedScreenKinds: Set<String> = {
    var gated: Set<String> = []
    var open: Set<String> = []
    for (flow, example) in examples.values {
      guard let kind = ScreenKind.of(example.screen, among: flow.screenKinds) else {
        invariant(
          false, "\(flow.id)'s example \(example.link) shows \(example.screen), not a declared kind"
        )
        continue
      }
      if example.requiresSignIn { gated.insert(kind) } else { open.insert(kind) }
    }
    return gated.subtracting(open)
  }()

  /// Each flow's gated route kinds (`author` in `author/101`), found from its gated examples: a
  /// guest who opens one sees login, and the state saved meanwhile holds the stack cut before
  /// the first gated route; the route at that place in the signed-in stack is gated.
  public static let gatedRouteKinds: [String: Set<Substring>] = {
    var kinds: [String: Set<Substring>] = [:]
    for (flow, example) in examples.values where example.requiresSignIn {
      let guest = Launch.app(signedIn: false)
      let member = Launch.app(signedIn: true)
      do {
        try guest.open(example.link)
        try member.open(example.link)
      } catch {
        invariant(false, "\(flow.id)'s example \(example.link) is rejected: \(error)")
        continue
      }
      guard flow.kind == .tab else {
        // A presented flow's stack is not saved: its gated screens come from its examples
        // (`gatedScreenKinds`), and a guest sees login.
        invariant(
          guest.visible.screen.id == "screen.login",
          "\(flow.id)'s example \(example.link) requires sign-in, but a guest sees "
            + "\(guest.visible.screen.id)")
        continue
      }
      let full = member.savedPaths[flow.id] ?? []
      let cut = guest.savedPaths[flow.id] ?? []
      invariant(
        guest.visible.screen.id == "screen.login" && cut.count < full.count
          && Array(full.prefix(cut.count)) == cut,
        "\(flow.id)'s example \(example.link) requires sign-in, but a guest sees "
          + "\(guest.visible.screen.id) with \(cut) kept of \(full)")
      guard cut.count < full.count else { continue }
      kinds[flow.id, default: []].insert(routeKind(full[cut.count]))
    }
    return kinds
  }()

  /// The kind of a saved route: `author` for `author/101`, the route itself when it has no id.
  ///
  /// `nonisolated`: on the main actor, each call checked the executor, a cost at every route
  /// of every step.
  nonisolated public static func routeKind(_ route: String) -> Substring {
    // A saved route is ASCII, where `/` is one byte and one letter: found by its byte, without
    // stepping through `Character`s, which cost 1.4% of a shell script's time.
    let bytes = route.utf8
    if bytes.allSatisfy({ $0 < 0x80 }) {
      return route[..<(bytes.firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex)]
    }
    return route.prefix { $0 != "/" }
  }

  /// Whether `screenID` is a screen the gate holds back, such as `screen.author.101`.
  ///
  /// The answer for each screen id is remembered: matching it against every gated kind took an
  /// eighth of a shell script's time, and the same few screens are asked about after every step.
  public static func isGated(screen screenID: String) -> Bool {
    if let known = gatedScreens[screenID] { return known }
    let gated = gatedScreenKinds.contains { ScreenKind.matches(screenID, kind: $0) }
    if gatedScreens.count >= 4096 { gatedScreens.removeAll(keepingCapacity: true) }
    gatedScreens[screenID] = gated
    return gated
  }

  private static var gatedScreens: [String: Bool] = [:]

  /// Whether `screenID` is a screen of a kind `flow` declares (``ScreenKind/of(_:among:)``).
  ///
  /// The answer for each flow and screen id is remembered, as ``isGated(screen:)``'s is:
  /// matching the id against every declared kind took 3.4% of a state document's time, and
  /// the same few screens are asked about after every input.
  public static func declares(_ flow: FlowRegistration, screen screenID: String) -> Bool {
    if let known = declaredScreens[flow.id]?[screenID] { return known }
    let declared = ScreenKind.of(screenID, among: flow.screenKinds) != nil
    if declaredScreens[flow.id, default: [:]].count >= 4096 { declaredScreens[flow.id] = [:] }
    declaredScreens[flow.id, default: [:]][screenID] = declared
    return declared
  }

  private static var declaredScreens: [String: [String: Bool]] = [:]

  /// The flow that answers `link`, by its host.
  public static func owner(of link: DeepLink) -> FlowRegistration? {
    ownerOfHost[link.host]
  }
}

/// Screen kinds as flows declare them: ids with `N` for a number, such as `screen.article.N`.
public enum ScreenKind {
  /// Whether `id` is a screen of `kind`: equal, or equal with each `N` part a decimal number.
  public static func matches(_ id: String, kind: String) -> Bool {
    let parts = id.split(separator: ".", omittingEmptySubsequences: false)
    let kindParts = kind.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == kindParts.count else { return false }
    return zip(parts, kindParts).allSatisfy { part, kindPart in
      kindPart == "N"
        ? !part.isEmpty && part.utf8.allSatisfy { (0x30...0x39).contains($0) } : part == kindPart
    }
  }

  /// The kind among `kinds` that `id` is a screen of.
  public static func of(_ id: String, among kinds: [String]) -> String? {
    kinds.first { matches(id, kind: $0) }
  }
}

extension String {
  /// The link form with each `N` written as an id, so that it parses as a link.
  fileprivate var replacingN: String {
    split(separator: "/", omittingEmptySubsequences: false)
      .map { $0 == "N" ? "1" : String($0) }.joined(separator: "/")
  }
}
