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
        if !LinkCorpus.isPlain(link) { pairs.append((first, link)) }
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

  /// The explored product, and the states its whole walk to `depth` finds on an iPhone.
  private static func walked(
    signedIn: Bool, depth: Int
  ) -> (app: ExploredApp, states: [ExploredApp.Snapshot]) {
    let app = ExploredApp(AppCoordinator())
    var walk = Walk(app: app, signedIn: signedIn)
    walk.run(depth: depth)
    return (app, walk.found)
  }

  @Test(arguments: [false, true])
  func aSecondTextLeadsWhereItsDestinationsFirstTextLeadsFromEveryState(signedIn: Bool) {
    let (app, states) = Self.walked(signedIn: signedIn, depth: 2)
    let pairs = Self.pairs(of: app)
    // A universal link is in lower case with no query: a plain text, which the walk opens only
    // when no other text leads to its destination. The second texts are the shouted ones.
    #expect(pairs.count >= 3 && pairs.allSatisfy { $0.second.hasPrefix("NAVLAB://") }, "\(pairs)")
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

  /// The walk opens a text through the explored app, which finds its destination once; the
  /// public `open(_:)` parses it each time: both do the same with every text of the corpus,
  /// from every state one move from launch (the pairs above are compared two moves deep).
  @Test(arguments: [false, true])
  func thePublicOpenDoesWhatTheWalksOpenDoesWithEveryTextFromEveryState(signedIn: Bool) {
    let (app, states) = Self.walked(signedIn: signedIn, depth: 1)
    let corpus = LinkCorpus.links(for: app.flows)
    var rejected = 0
    for state in states {
      for text in corpus {
        app.snapshot = state
        let byPublic = Result { () throws(LinkError) in try app.app.open(text) }
          .map { app.snapshot }
        app.snapshot = state
        let walked = Self.opening(text, in: app)
        #expect(byPublic == walked, "'\(text)' from \(state)")
        if case .failure = walked { rejected += 1 }
      }
    }
    // Rejected texts were compared too, not only the ones that open.
    #expect(rejected > 0 && rejected < states.count * corpus.count)
  }

  /// The states alone are compared: the walk that opens every text in every state makes more
  /// transitions, which lead to the same states.
  @Test func theProductsWalkFindsEveryStateOfTheWalkThatOpensEveryTextInEveryState() {
    let everyText = Explorer.explore(ForwardingApp(), depth: 2, signedIn: false, exhaustive: true)
    let product = ProductWalks.report(depth: 2, signedIn: false)
    #expect(everyText.violation == nil)
    #expect(product.violation == nil)
    #expect(product.states == everyText.states)
    #expect(product.transitions < everyText.transitions)
  }

  @Test func aTextReadingFaultPastTheFirstStateIsFoundInADoubleThatSaysNothing() throws {
    let report = Explorer.explore(DeepQueryLeakingApp(), depth: 2, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "gate")
    #expect(violation.script.count == 2, "\(violation.script)")
    #expect(violation.script.last?.contains("?") == true, "\(violation.script)")
    // Said to open by target alone, the double has its query texts opened in the first state
    // only, where the feed shows no article: the walk takes the app at its word.
    let trusted = Explorer.explore(DeepQueryLeakingByTargetApp(), depth: 2, signedIn: false)
    #expect(trusted.violation == nil)
  }

  @Test func aSecondTextIsStillOpenedInTheWalksFirstState() throws {
    let report = Explorer.explore(QueryLeakingByTargetApp(), depth: 1, signedIn: false)
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

/// ``QueryLeakingApp``'s fault past the walk's first state only: a query link leaks past the
/// gate while the feed shows an article.
@MainActor
class DeepQueryLeakingApp: QueryLeakingApp {
  override func leaks(_ text: String) -> Bool { super.leaks(text) && !app.feed.path.isEmpty }
}

/// ``DeepQueryLeakingApp``, saying, wrongly, that it opens a text as its target alone.
@MainActor
final class DeepQueryLeakingByTargetApp: DeepQueryLeakingApp {
  override var opensByTargetAlone: Bool { true }
}
