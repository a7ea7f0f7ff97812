import LinkRouting
import ProductWalks
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The explorer opens each flow's examples as universal links too: an app that reads them
/// differently from their `navlab://` form is caught.
@MainActor
@Suite("Explorer and universal links")
struct UniversalLinkExplorerTests {
  @Test func corpusHoldsEachFlowsFirstExampleAsAUniversalLink() throws {
    let corpus = LinkCorpus.links(for: AppCoordinator.productFlows)
    for flow in AppCoordinator.productFlows {
      let example = try #require(flow.exampleLinks.first, "\(flow.id) has no example")
      #expect(corpus.contains(LinkForm.universal(example.link)), "\(flow.id)")
    }
    #expect(LinkForm.universal("navlab://article/7") == "https://navlab.example/article/7")
  }

  @Test func appThatDropsAUniversalLinksPathIsCaught() throws {
    let report = Explorer.explore(PathDroppingApp(), depth: 2, signedIn: false)
    let violation = try #require(report.violation)
    #expect(violation.rule == "declarations")
    #expect(violation.detail.contains("https://navlab.example/"), "\(violation.detail)")
    let correct = ProductWalks.report(depth: 2, signedIn: false)
    #expect(correct.violation == nil)
  }
}

/// A test double that opens every universal link at the feed, whatever its path.
@MainActor
final class PathDroppingApp: ForwardingApp {
  override func open(_ text: String) throws(LinkError) {
    try super.open(text.lowercased().hasPrefix("https://") ? "navlab://feed" : text)
  }
}
