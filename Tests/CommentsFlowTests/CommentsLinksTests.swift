import LinkRouting
import Testing

@testable import CommentsFlow

/// Every stack a Comments link opens: the list, each article's comments and writing on each.
let linkableStacks: [[CommentsRoute]] =
  [[]] + (1...10).map { [.article($0)] } + (1...10).map { [.article($0), .new] }

@Suite struct CommentsLinksTests {
  func stack(_ text: String) throws(LinkError) -> [CommentsRoute]? {
    try CommentsLinks.stack(for: DeepLink(parsing: text))
  }

  @Test func commentsOpensTheListOfArticles() throws {
    #expect(try stack("navlab://comments") == [])
    #expect(try stack("NAVLAB://Comments/?from=mail") == [])
  }

  @Test(arguments: 1...10)
  func commentsOfAnArticleOpenItsList(id: Int) throws {
    #expect(try stack("navlab://comments/\(id)") == [.article(id)])
    #expect(try stack("navlab://comments/\(id)/new") == [.article(id), .new])
  }

  @Test(arguments: linkableStacks)
  func linkPrintedForAStackOpensItAgain(stack: [CommentsRoute]) throws {
    let link = try #require(CommentsLinks.link(for: stack))
    #expect(try self.stack(link.url) == stack)
  }

  @Test func aCommentHasNoLinkOfItsOwn() {
    #expect(CommentsLinks.link(for: [.article(2), .comment(3)]) == nil)
  }

  @Test(arguments: ["navlab://feed", "navlab://article/7", "navlab://thread/2"])
  func otherHostsAreNotComments(text: String) throws {
    #expect(try stack(text) == nil)
  }

  @Test(arguments: [
    ("navlab://comments/0", LinkError.idOutOfRange("0")),
    ("navlab://comments/11", .unknownID(kind: "article", id: 11, known: 1...10)),
    ("navlab://comments/x2", .malformedID("x2")),
    ("navlab://comments/2/old", .unknownDestination("comments/2/old")),
    ("navlab://comments/2/NEW", .unknownDestination("comments/2/NEW")),
    ("navlab://comments/2/1", .unknownDestination("comments/2/1")),
    ("navlab://comments/2/new/1", .extraSegments("1")),
  ])
  func malformedLinkNamesItsProblem(text: String, error: LinkError) {
    #expect(throws: error) { try stack(text) }
  }

  @Test func everyDeclaredMalformedLinkIsRejected() {
    for text in CommentsCoordinator.malformedLinks {
      #expect(throws: LinkError.self, "\(text)") { try stack(text) }
    }
  }

  @Test @MainActor func everyExampleOpensTheScreenItNames() throws {
    for example in CommentsCoordinator.exampleLinks {
      let coordinator = CommentsCoordinator()
      coordinator.gate = { _ in true }
      coordinator.show(try #require(try stack(example.link)))
      let screen = coordinator.screen(for: Session(accountName: "reader"))
      #expect(screen.id == example.screen)
      #expect(coordinator.state.path.containsGatedRoute == example.requiresSignIn)
    }
  }
}
