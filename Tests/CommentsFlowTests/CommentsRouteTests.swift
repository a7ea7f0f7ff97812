import Testing

@testable import CommentsFlow

@Suite struct CommentsRouteTests {
  @Test func onlyWritingNeedsSignIn() {
    #expect(CommentsRoute.new.requiresSignIn)
    #expect(!CommentsRoute.article(3).requiresSignIn)
    #expect(!CommentsRoute.comment(1).requiresSignIn)
  }

  @Test func writtenAsKindAndID() {
    #expect(
      [CommentsRoute.article(7), .comment(2), .new].map(\.description)
        == ["article/7", "comment/2", "new"])
  }

  @Test(arguments: linkableStacks + [[.article(4), .comment(3)]])
  func writtenStackReadsBackAsItWas(stack: [CommentsRoute]) {
    #expect(stack.map { CommentsRoute($0.description) } == stack)
  }

  @Test(arguments: [
    "", "article", "article/", "/7", "article/seven", "book/7", "Article/7", "NEW", "new/1",
    "comment/+1", "article/٧", "article/99999999999999999999",
  ])
  func readingRejectsABadString(text: String) {
    #expect(CommentsRoute(text) == nil)
  }

  @Test(arguments: [
    ([CommentsRoute.article(1)], true), ([.article(10)], true), ([.article(0)], false),
    ([.article(11)], false), ([.comment(1)], false), ([.new], false),
    ([.article(3), .comment(1)], true), ([.article(3), .comment(3)], true),
    ([.article(3), .comment(4)], false), ([.article(3), .new], true),
    ([.article(3), .new, .new], false), ([.article(3), .comment(1), .new], false),
    ([.article(3), .article(4)], false),
  ])
  func aStackIsReachableOnlyRouteByRoute(stack: [CommentsRoute], reachable: Bool) {
    #expect((stack.reachablePrefix.count == stack.count) == reachable)
  }
}
