import LinkRouting
import Testing

@testable import FeedFlow

@MainActor
@Suite struct FeedCoordinatorTests {
  let guest = Session()

  /// A coordinator whose gate records each stack it is asked about and answers `admits`.
  func coordinator(
    path: [FeedRoute] = [], admits: Bool = false, asked: GateLog = GateLog()
  ) -> FeedCoordinator {
    let coordinator = FeedCoordinator(state: FeedState(path: path))
    coordinator.gate = { stack in
      asked.stacks.append(stack)
      return admits
    }
    return coordinator
  }

  @Test func rootListsEveryArticle() {
    let screen = coordinator().screen(for: guest)
    #expect(screen.id == "screen.feed")
    #expect(screen.elements.map(\.id) == (1...10).map { "row.article.\($0)" })
    #expect(screen.elements.map(\.label) == (1...10).map { "Article \($0)" })
    #expect(screen.elements.allSatisfy { $0.kind == .row })
  }

  @Test(arguments: 1...10)
  func articleShowsTitleAuthorShareCommentsPhotoOptionsAndReport(id: Int) {
    let screen = coordinator(path: [.article(id)]).screen(for: guest)
    #expect(screen.id == "screen.article.\(id)")
    #expect(
      screen.elements == [
        ScreenElement(.text, id: "text.title", label: "Article \(id)"),
        ScreenElement(.button, id: "button.author", label: "See author"),
        ScreenElement(.button, id: "button.share", label: "Share"),
        ScreenElement(.button, id: "button.comments", label: "Comments"),
        ScreenElement(.button, id: "button.photo", label: "Photo"),
        ScreenElement(.button, id: "button.options", label: "Reading options"),
        ScreenElement(.button, id: "button.report", label: "Report"),
      ])
  }

  /// The screens of the catalog's articles are made once; a state holding another article,
  /// which only a state built by hand can, still shows that article's screen.
  @Test func anArticleOutsideTheCatalogStillShowsItsScreen() {
    let screen = coordinator(path: [.article(11)]).screen(for: guest)
    #expect(screen.id == "screen.article.11")
    #expect(screen.element("text.title")?.label == "Article 11")
  }

  @Test(arguments: 1...10)
  func commentsButtonAsksTheAppForTheArticlesCommentsByLink(id: Int) throws {
    let feed = coordinator(path: [.article(id)])
    var requests: [AppRequest] = []
    feed.request = { requests.append($0) }
    try feed.tap("button.comments", in: guest)
    #expect(requests == [.open(DeepLink(host: "comments", segments: ["\(id)"]))])
    #expect(feed.state.path == [.article(id)])
    let form = try #require(FeedCoordinator.requestedLinkForms.first)
    #expect(FeedCoordinator.requestedLinkForms == ["navlab://comments/N"])
    #expect(form.replacingOccurrences(of: "N", with: "\(id)") == requests.first.map(\.openedURL))
  }

  @Test(arguments: [(100, [3, 6, 9]), (101, [1, 4, 7, 10]), (102, [2, 5, 8])])
  func authorShowsNameAndTheirArticles(author: Int, articles: [Int]) {
    let article = articles[0]
    let screen = coordinator(path: [.article(article), .author(author)]).screen(for: guest)
    #expect(screen.id == "screen.author.\(author)")
    #expect(screen.element("text.name")?.label == "Author \(author)")
    #expect(
      screen.elements.filter { $0.kind == .row }.map(\.id) == articles.map { "row.article.\($0)" })
  }

  @Test func tapRowPushesArticle() throws {
    let feed = coordinator()
    #expect(feed.screen(for: guest).id == "screen.feed")
    try feed.tap("row.article.7", in: guest)
    #expect(feed.screen(for: guest).id == "screen.article.7")
    #expect(feed.path == [.article(7)])
  }

  @Test func tapAuthorAsksGateAndStaysWhenRefused() throws {
    let asked = GateLog()
    let feed = coordinator(path: [.article(7)], asked: asked)
    try feed.tap("button.author", in: guest)
    #expect(asked.stacks == [[.article(7), .author(101)]])
    #expect(feed.screen(for: guest).id == "screen.article.7")
  }

  @Test func tapAuthorPushesAuthorWhenGateAdmits() throws {
    let feed = coordinator(path: [.article(7)], admits: true)
    try feed.tap("button.author", in: guest)
    #expect(feed.screen(for: guest).id == "screen.author.101")
  }

  @Test func tapRowOnAuthorPushesArticleThroughGate() throws {
    let asked = GateLog()
    let feed = coordinator(path: [.article(7), .author(101)], admits: true, asked: asked)
    try feed.tap("row.article.4", in: guest)
    #expect(feed.path == [.article(7), .author(101), .article(4)])
    #expect(asked.stacks == [[.article(7), .author(101), .article(4)]])
  }

  @Test func shareShowsSheetWithArticleLinkAndCloseDismissesIt() throws {
    let feed = coordinator(path: [.article(7)])
    #expect(!feed.isPresenting)
    try feed.tap("button.share", in: guest)
    let sheet = feed.screen(for: guest)
    #expect(sheet.id == "screen.share.7")
    #expect(
      sheet.elements == [
        ScreenElement(.text, id: "text.link", label: "navlab://article/7"),
        ScreenElement(.button, id: "button.close", label: "Close", onTap: .closes),
      ])
    #expect(feed.isPresenting)
    #expect(feed.breadcrumb == ["feed", "article 7", "share"])
    try feed.tap("button.close", in: guest)
    #expect(feed.screen(for: guest).id == "screen.article.7")
    #expect(feed.state == FeedState(path: [.article(7)]))
  }

  @Test func backIsRefusedOnTheShareSheetAndADismissSwipesItDown() throws {
    let feed = coordinator(path: [.article(7)])
    try feed.tap("button.share", in: guest)
    #expect(!feed.back())
    #expect(feed.screen(for: guest).id == "screen.share.7")
    #expect(feed.dismiss())
    #expect(feed.screen(for: guest).id == "screen.article.7")
    #expect(feed.back())
    #expect(feed.screen(for: guest).id == "screen.feed")
  }

  @Test(arguments: [
    ([FeedRoute](), "button.author"),
    ([], "row.article.11"),
    ([], "row.article.07"),
    ([.article(7)], "row.article.4"),
    ([.article(7)], "text.title"),
    ([.article(7), .author(101)], "row.article.5"),
    ([.article(7), .author(101)], "text.name"),
  ])
  func tapOfNoTappableElementOnScreenChangesNothing(path: [FeedRoute], id: String) {
    let asked = GateLog()
    let feed = coordinator(path: path, admits: true, asked: asked)
    #expect(throws: NavigationError.self) { try feed.tap(id, in: guest) }
    #expect(feed.state == FeedState(path: path))
    #expect(asked.stacks.isEmpty)
  }

  @Test func sheetHidesArticleButtons() throws {
    let feed = coordinator(path: [.article(7)])
    try feed.tap("button.share", in: guest)
    #expect(throws: NavigationError.self) { try feed.tap("button.author", in: guest) }
    #expect(throws: NavigationError.self) { try feed.tap("button.share", in: guest) }
    #expect(feed.state == FeedState(path: [.article(7)], sheet: .share))
  }

  @Test func breadcrumbNamesEveryScreen() {
    let feed = coordinator(path: [.article(7), .author(101), .article(4)])
    #expect(feed.breadcrumb == ["feed", "article 7", "author 101", "article 4"])
  }
}

/// What a gate was asked, in order.
@MainActor
final class GateLog {
  var stacks: [[FeedRoute]] = []
}

extension FeedCoordinatorTests {
  @Test func shorteningThePathUnderTheShareSheetClosesIt() throws {
    let feed = coordinator(path: [.article(7)])
    try feed.tap("button.share", in: guest)
    #expect(feed.screen(for: guest).id == "screen.share.7")

    feed.path = []

    #expect(feed.state.presented.isEmpty)
    #expect(feed.screen(for: guest).id == "screen.feed")
  }

  @Test func showingAnotherStackClosesTheShareSheet() throws {
    let feed = coordinator(path: [.article(7)])
    try feed.tap("button.share", in: guest)

    feed.show([.article(3)])

    #expect(feed.state.presented.isEmpty)
    #expect(feed.screen(for: guest).id == "screen.article.3")
  }

  @Test func showingTheSameStackKeepsTheShareSheet() throws {
    let feed = coordinator(path: [.article(7)])
    try feed.tap("button.share", in: guest)

    feed.show([.article(7)])

    #expect(feed.screen(for: guest).id == "screen.share.7")
  }
}

extension AppRequest {
  /// The link an `.open` request asks for, else an empty string.
  fileprivate var openedURL: String {
    if case .open(let link) = self { link.url } else { "" }
  }
}
