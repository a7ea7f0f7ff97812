import LinkRouting
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The corpus' texts that no destination answers: the walk of an app that opens by target alone
/// opens them in its first state only (ARCHITECTURE.md, "Rejected links").
@MainActor
@Suite("Rejected texts")
struct RejectedTextTests {
  /// Each rejected text, opened from every state, is refused as in the first state.
  ///
  /// It is opened through the app's public `open(_:)`, which parses the text at each call and so
  /// runs every line the walk's open skips after the first; it reads neither the device nor the
  /// discard alert's way out, and changes nothing. Signed in, where the walk to depth 2 reaches
  /// the most states, presentations among them.
  @Test func aRejectedTextIsRefusedAlikeAndChangesNothingFromEveryStateOfTheProduct() throws {
    let app = ExploredApp(AppCoordinator())
    var walk = Walk(app: app, signedIn: true)
    walk.run(depth: 2)
    let states = walk.found
    let rejected = LinkCorpus.links(for: app.flows).filter { app.linkTarget($0) == nil }
    #expect(states.count > 20, "the walk found \(states.count) states")
    // Both ways a text is rejected: by the parser and by a flow's grammar.
    #expect(rejected.contains { LinkCorpus.malformed.contains($0) })
    #expect(rejected.contains { !LinkCorpus.malformed.contains($0) })
    let first = try #require(states.first)
    var errors: [String: LinkError] = [:]
    for text in rejected {
      app.snapshot = first
      errors[text] = Self.refusal(of: text, in: app.app)
    }
    var presenting = 0
    for state in states {
      app.snapshot = state
      let focus = app.focusedElement
      if app.isPresenting || app.showsPresentedFlow { presenting += 1 }
      for text in rejected {
        let reads = (device: app.deviceReads, exit: app.pendingExitReads)
        let refusal = Self.refusal(of: text, in: app.app)
        #expect(refusal != nil && refusal == errors[text], "'\(text)' from \(state)")
        #expect(
          app.snapshot == state && app.focusedElement == focus
            && app.deviceReads == reads.device && app.pendingExitReads == reads.exit,
          "'\(text)' from \(state)")
      }
    }
    // The states compared include ones a write before the rejection would change.
    #expect(presenting > 0)
  }

  /// Why `app` refused `text`; `nil` when it opened it.
  private static func refusal(of text: String, in app: AppCoordinator) -> LinkError? {
    do {
      try app.open(text)
      return nil
    } catch {
      return error
    }
  }

  /// A double that says it opens by target alone, with a write before each rejection that
  /// shows from launch: the walk still opens every rejected text in its first state.
  @Test func aWriteBeforeTheRejectionInTheFirstStateIsFoundInADoubleThatOpensByTargetAlone()
    throws
  {
    let report = Explorer.explore(RejectionSwitchingByTargetApp(), depth: 1, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "rejection")
    #expect(violation.script.count == 1, "\(violation.script)")
  }

  /// The planted fault `RejectionClosingApp` is found where a flow is presented, past the first
  /// state, since the double says nothing; the same double, saying that it opens by target
  /// alone, has its rejected texts opened in the first state only, where no flow is presented:
  /// the walk takes the app at its word.
  @Test func aWriteBeforeTheRejectionIsMissedInADoubleThatSaysItOpensByTargetAlone() throws {
    let honest = Explorer.explore(RejectionClosingApp(), depth: 2, signedIn: false)
    let violation = try #require(honest.violation)
    #expect(violation.rule == "rejection")
    #expect(violation.script.count == 2, "\(violation.script)")
    let trusted = Explorer.explore(RejectionClosingByTargetApp(), depth: 2, signedIn: false)
    #expect(trusted.violation == nil)
    #expect(trusted.depthReached == 2)
  }
}

/// ``RejectionClosingApp``, saying, wrongly, that it opens a text as its target alone.
@MainActor
final class RejectionClosingByTargetApp: RejectionClosingApp {
  override var opensByTargetAlone: Bool { true }
}

/// A double that says it opens a text as its target alone, but selects the next tab before it
/// reads a text it then rejects.
@MainActor
final class RejectionSwitchingByTargetApp: ForwardingApp {
  override var opensByTargetAlone: Bool { true }

  override func open(_ text: String) throws(LinkError) {
    if linkTarget(text) == nil, app.tabs.count > 1 {
      let place = app.tabs.firstIndex(of: app.selectedTab) ?? 0
      app.selectedTab = app.tabs[(place + 1) % app.tabs.count]
    }
    try super.open(text)
  }
}
