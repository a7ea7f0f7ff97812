import LinkRouting
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The corpus' texts that no destination answers: the walk of an app that opens by target alone
/// opens them in its first state only (ARCHITECTURE.md, "Rejected links").
@MainActor
@Suite("Rejected texts")
struct RejectedTextTests {
  /// Signed in, where the walk to depth 2 reaches the most states, presentations among them.
  @Test func aRejectedTextChangesNothingFromEveryStateOfTheExploredProduct() {
    let app = ExploredApp(AppCoordinator())
    var walk = Walk(app: app, signedIn: true)
    walk.run(depth: 2)
    let states = walk.found
    let rejected = LinkCorpus.links(for: app.flows).filter { app.linkTarget($0) == nil }
    #expect(states.count > 20, "the walk found \(states.count) states")
    // Both ways a text is rejected: by the parser and by a flow's grammar.
    #expect(rejected.contains { LinkCorpus.malformed.contains($0) })
    #expect(rejected.contains { !LinkCorpus.malformed.contains($0) })
    var presenting = 0
    for state in states {
      app.snapshot = state
      let focus = app.focusedElement
      if app.isPresenting || app.showsPresentedFlow { presenting += 1 }
      for text in rejected {
        #expect(throws: LinkError.self, "'\(text)' from \(state)") { try app.open(text) }
        #expect(
          app.snapshot == state && app.focusedElement == focus, "'\(text)' from \(state)")
      }
    }
    // The states compared include ones a write before the rejection would change.
    #expect(presenting > 0)
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
