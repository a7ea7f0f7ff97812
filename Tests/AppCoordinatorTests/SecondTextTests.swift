import LinkRouting
import ProductWalks
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The corpus' texts in capitals or with a query that lead where a plain text leads: the walk of
/// the product opens them in its first state only (ARCHITECTURE.md, "One text per destination").
@MainActor
@Suite("Second texts of a destination")
struct SecondTextTests {
  /// Each second text of the product's corpus, with the first text of its destination.
  private static func pairs(of app: ExploredApp) -> [(first: String, second: String)] {
    var firstText: [Destination: String] = [:]
    var pairs: [(first: String, second: String)] = []
    for link in LinkCorpus.links(for: app.flows) {
      guard let target = app.linkTarget(link) else { continue }
      if let first = firstText[target] {
        if link != link.lowercased() || link.contains("?") { pairs.append((first, link)) }
      } else {
        firstText[target] = link
      }
    }
    return pairs
  }

  /// The state `app` shows after opening `text`, or why it refused.
  private static func opening(
    _ text: String, in app: ExploredApp
  ) -> Result<ExploredApp.Snapshot, LinkError> {
    Result { () throws(LinkError) in try app.open(text) }.map { app.snapshot }
  }

  @Test func aSecondTextLeadsWhereItsDestinationsFirstTextLeadsFromEveryStateOfTheProduct() {
    for signedIn in [false, true] {
      let app = ExploredApp(AppCoordinator())
      let pairs = Self.pairs(of: app)
      // A universal link is in lower case with no query: a plain text, which the walk opens
      // only when no other text leads to its destination. The second texts are the shouted ones.
      #expect(pairs.count >= 3 && pairs.allSatisfy { $0.second.hasPrefix("NAVLAB://") }, "\(pairs)")
      var walk = Walk(app: app, signedIn: signedIn)
      walk.run(depth: 2)
      let states = walk.found
      #expect(states.count > 20, "the walk found \(states.count) states")
      var moved = 0
      for state in states {
        for (first, second) in pairs {
          app.snapshot = state
          let byFirst = Self.opening(first, in: app)
          let focusByFirst = app.focusedElement
          app.snapshot = state
          let bySecond = Self.opening(second, in: app)
          #expect(
            byFirst == bySecond && app.focusedElement == focusByFirst,
            "'\(second)' and '\(first)' lead to different states from \(state)")
          if byFirst != .success(state) { moved += 1 }
        }
      }
      // The pairs were compared in states the links move, not only where they change nothing.
      #expect(moved > states.count)
    }
  }

  @Test func theProductsWalkFindsEveryStateOfTheWalkThatOpensEveryTextInEveryState() {
    let everyText = Explorer.explore(ForwardingApp(), depth: 3, signedIn: false)
    let product = ProductWalks.report(depth: 3, signedIn: false)
    #expect(everyText.violation == nil)
    #expect(product.violation == nil)
    #expect(product.states == everyText.states)
    #expect(product.transitions < everyText.transitions)
  }

  @Test func aSecondTextIsStillOpenedInTheWalksFirstState() throws {
    let report = Explorer.explore(QueryLeakingByTargetApp(), depth: 2, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "gate")
    #expect(violation.script.count == 1)
    #expect(violation.script.last?.contains("?") == true, "\(violation.script)")
  }
}

/// ``QueryLeakingApp``'s fault in a double that says it opens a text as its target alone, as the
/// product's explored app does: its query text is opened in the walk's first state, where the
/// fault shows.
@MainActor
final class QueryLeakingByTargetApp: QueryLeakingApp {
  override var opensByTargetAlone: Bool { true }
}
