import Foundation
import Testing

@testable import FeedFlow

@Suite struct FeedRouteTests {
  @Test func onlyAuthorNeedsSignIn() {
    #expect(FeedRoute.author(101).requiresSignIn)
    #expect(!FeedRoute.article(7).requiresSignIn)
  }

  @Test func savedAsKindAndID() {
    #expect(
      [FeedRoute.article(7), .author(101)].map(\.description) == ["article/7", "author/101"])
  }

  @Test(arguments: linkableStacks)
  func savedStackReadsBackAsItWas(stack: [FeedRoute]) {
    #expect(stack.map { FeedRoute($0.description) } == stack)
  }

  @Test(arguments: [
    "", "article", "article/", "/7", "article/seven", "book/7", "Article/7", "article/7/author",
    "article 7", "article/+7", "article/٧", "article/99999999999999999999",
  ])
  func readingRejectsABadString(text: String) {
    #expect(FeedRoute(text) == nil)
  }

  @Test(arguments: [
    (FeedRoute?.none, FeedRoute.article(1), true),
    (nil, .article(10), true),
    (nil, .article(0), false),
    (nil, .article(11), false),
    (nil, .author(101), false),
    (.article(7), .author(101), true),
    (.article(7), .author(102), false),
    (.article(3), .author(100), true),
    (.author(101), .article(4), true),
    (.author(101), .article(5), false),
    (.author(101), .article(11), false),
    (.article(7), .article(4), false),
    (.author(101), .author(101), false),
  ])
  func canFollowOnlyWhereTapsLead(previous: FeedRoute?, route: FeedRoute, expected: Bool) {
    #expect(route.canFollow(previous) == expected)
  }
}
