import LinkRouting
import Testing

@testable import FeedFlow

/// Each article and its author, from the data table: author 100 + (N % 3).
let authorOfArticle = [
  1: 101, 2: 102, 3: 100, 4: 101, 5: 102, 6: 100, 7: 101, 8: 102, 9: 100, 10: 101,
]

/// Every stack a Feed link opens: the root, each article, and each article with its author.
let linkableStacks: [[FeedRoute]] =
  [[]]
  + (1...10).map { [.article($0)] }
  + (1...10).map { [.article($0), .author(authorOfArticle[$0, default: 0])] }

@Suite struct FeedLinksTests {
  func stack(_ text: String) throws(LinkError) -> [FeedRoute]? {
    try FeedLinks.stack(for: DeepLink(parsing: text))
  }

  @Test func feedOpensRoot() throws {
    #expect(try stack("navlab://feed") == [])
    #expect(try stack("NAVLAB://Feed/?from=mail") == [])
  }

  @Test(arguments: 1...10)
  func articleOpensArticle(id: Int) throws {
    #expect(try stack("navlab://article/\(id)") == [.article(id)])
    #expect(try stack("navlab://Article/\(id)/#top") == [.article(id)])
  }

  @Test(arguments: 1...10)
  func articleAuthorOpensArticleThenItsAuthor(id: Int) throws {
    let author = try #require(authorOfArticle[id])
    #expect(try stack("navlab://article/\(id)/author") == [.article(id), .author(author)])
  }

  @Test func leadingZerosNameTheSameArticle() throws {
    #expect(try stack("navlab://article/07") == [.article(7)])
  }

  @Test(arguments: ["navlab://settings", "navlab://account", "navlab://nowhere/3"])
  func otherHostsAreNotTheFeeds(text: String) throws {
    #expect(try stack(text) == nil)
  }

  @Test(arguments: [
    ("navlab://article/11", LinkError.unknownID(kind: "article", id: 11, known: 1...10)),
    ("navlab://article/11/author", .unknownID(kind: "article", id: 11, known: 1...10)),
    ("navlab://article/0", .idOutOfRange("0")),
    ("navlab://article/-1", .idOutOfRange("-1")),
    ("navlab://article/+7", .malformedID("+7")),
    ("navlab://article", .missingID("navlab://article")),
    ("navlab://article/99999999999999999999", .idTooLarge("99999999999999999999")),
    ("navlab://article/seven", .malformedID("seven")),
    ("navlab://article/7/AUTHOR", .unknownDestination("article/7/AUTHOR")),
    ("navlab://article/7/comments", .unknownDestination("article/7/comments")),
    ("navlab://article/7/author/extra", .extraSegments("extra")),
    ("navlab://article/7/author/101/x", .extraSegments("101/x")),
    ("navlab://feed/7", .extraSegments("7")),
  ])
  func rejectsWrongFeedLink(text: String, error: LinkError) {
    #expect(throws: error) { try stack(text) }
  }

  @Test(arguments: [
    ([FeedRoute](), "navlab://feed"),
    ([.article(7)], "navlab://article/7"),
    ([.article(7), .author(101)], "navlab://article/7/author"),
    ([.article(7), .author(101), .article(4)], "navlab://article/4"),
    ([.article(7), .author(101), .article(4), .author(101)], "navlab://article/4/author"),
  ])
  func printsShortestLinkToTopScreen(stack: [FeedRoute], url: String) {
    #expect(FeedLinks.link(for: stack)?.url == url)
  }

  @Test func authorWithoutArticleBelowHasNoLink() {
    #expect(FeedLinks.link(for: [.author(101)]) == nil)
  }

  @Test(arguments: linkableStacks)
  func parsingPrintedLinkGivesStackBack(stack: [FeedRoute]) throws {
    let link = try #require(FeedLinks.link(for: stack))
    #expect(try FeedLinks.stack(for: DeepLink(parsing: link.url)) == stack)
  }

  @Test func everyFormParses() throws {
    for form in FeedLinks.forms {
      let text = form.replacingOccurrences(of: "N", with: "7")
      #expect(try stack(text) != nil, "\(form)")
    }
  }
}
