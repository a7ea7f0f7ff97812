import LinkRouting
import Testing

@testable import CommentsFlow

@MainActor
@Suite struct CommentsCoordinatorTests {
  let guest = Session()
  let reader = Session(accountName: "reader")

  /// A coordinator showing `path`, whose gate records each stack it is asked about and answers
  /// `admits`.
  func coordinator(
    path: [CommentsRoute] = [], admits: Bool = true, asked: GateLog = GateLog()
  ) -> CommentsCoordinator {
    let coordinator = CommentsCoordinator()
    coordinator.gate = { stack in
      asked.stacks.append(stack)
      return admits
    }
    coordinator.show(path)
    asked.stacks = []
    return coordinator
  }

  @Test func rootListsEveryArticle() {
    let screen = coordinator().screen(for: guest)
    #expect(screen.id == "screen.comments")
    #expect(screen.elements.map(\.id) == (1...10).map { "row.comments.\($0)" } + ["button.close"])
    #expect(screen.elements.dropLast().allSatisfy { $0.kind == .row })
  }

  /// A presented flow is a sheet, which has no swipe on macOS: every screen shows a close, and
  /// it asks the app to close the flow.
  @Test func everyScreenShowsACloseThatAsksTheAppToCloseTheFlow() throws {
    let comments = coordinator(path: [.article(3), .comment(2)])
    var asked: [AppRequest] = []
    comments.request = { asked.append($0) }
    #expect(comments.screen(for: guest).element("button.close")?.kind == .button)
    try comments.tap("button.close", in: guest)
    #expect(asked == [.dismissAll])
    #expect(comments.path == [.article(3), .comment(2)])
  }

  @Test(arguments: 1...10)
  func anArticleRowOpensItsCommentsAndANewButton(id: Int) throws {
    let comments = coordinator()
    try comments.tap("row.comments.\(id)", in: guest)
    let screen = comments.screen(for: guest)
    #expect(screen.id == "screen.comments.\(id)")
    #expect(
      screen.elements.map(\.id) == [
        "row.comment.1", "row.comment.2", "row.comment.3", "button.new", "button.close",
      ])
    #expect(comments.breadcrumb == ["comments", "article \(id)"])
  }

  @Test(arguments: 1...10, 1...3)
  func aCommentRowOpensTheComment(article: Int, id: Int) throws {
    let comments = coordinator(path: [.article(article)])
    try comments.tap("row.comment.\(id)", in: guest)
    let screen = comments.screen(for: guest)
    #expect(screen.id == "screen.comment.\(article).\(id)")
    #expect(screen.element("text.body")?.label == "Comment \(id) on Article \(article)")
    #expect(comments.breadcrumb == ["comments", "article \(article)", "comment \(id)"])
    #expect(comments.back())
    #expect(comments.screen(for: guest).id == "screen.comments.\(article)")
  }

  /// The screens of the catalog's ids are made once; a state holding another id, which only a
  /// state built by hand can, still shows that id's screen.
  @Test(arguments: [
    ([CommentsRoute.article(11)], "screen.comments.11"),
    ([.article(11), .comment(4)], "screen.comment.11.4"),
    ([.article(2), .comment(4)], "screen.comment.2.4"),
    ([.article(11), .new], "screen.new-comment.11"),
  ])
  func anIDOutsideTheCatalogStillShowsItsScreen(path: [CommentsRoute], id: String) {
    var state = CommentsState()
    state.path = path
    #expect(CommentsCoordinator(state: state).screen(for: reader).id == id)
  }

  @Test func writingAsksTheGateOnceAndARefusalChangesNothing() throws {
    let asked = GateLog()
    let comments = coordinator(path: [.article(4)], admits: false, asked: asked)
    try comments.tap("button.new", in: guest)
    #expect(asked.stacks == [[.article(4), .new]])
    #expect(comments.state.path == [.article(4)])
  }

  @Test(arguments: 1...10)
  func writingAdmittedShowsTheFieldEmptyAndPost(article: Int) throws {
    let comments = coordinator(path: [.article(article)])
    try comments.tap("button.new", in: reader)
    let screen = comments.screen(for: reader)
    #expect(screen.id == "screen.new-comment.\(article)")
    #expect(screen.elements.map(\.id) == ["field.comment", "button.post", "button.close"])
    #expect(screen.element("field.comment")?.label == "")
  }

  @Test func typingSetsTheFieldAndPostingGoesBackToTheComments() throws {
    let comments = coordinator(path: [.article(4), .new])
    try comments.type("Great read", into: "field.comment", in: reader)
    #expect(comments.screen(for: reader).element("field.comment")?.label == "Great read")
    try comments.tap("button.post", in: reader)
    #expect(comments.state.path == [.article(4)])
    #expect(comments.state.draft == "")
  }

  @Test func postingNothingIsRefusedAndChangesNothing() throws {
    let comments = coordinator(path: [.article(4), .new])
    let before = comments.state
    #expect(
      throws: NavigationError.refused(
        "the comment is empty; type it first (type field.comment TEXT)")
    ) {
      try comments.tap("button.post", in: reader)
    }
    #expect(comments.state == before)
  }

  @Test func leavingTheNewCommentDropsItsText() throws {
    let comments = coordinator(path: [.article(4), .new])
    try comments.type("Draft", into: "field.comment", in: reader)
    #expect(comments.back())
    try comments.tap("button.new", in: reader)
    #expect(comments.state.draft == "")
  }

  @Test(arguments: [
    [CommentsRoute](), [.article(2)], [.article(2), .comment(1)],
  ])
  func typingWhereNoFieldShowsIsRefusedAndChangesNothing(path: [CommentsRoute]) {
    let comments = coordinator(path: path)
    let before = comments.state
    let screen = comments.screen(for: reader).id
    #expect(throws: NavigationError.noField("field.comment", screen: screen)) {
      try comments.type("x", into: "field.comment", in: reader)
    }
    #expect(comments.state == before)
  }

  @Test func theDraftBindingWritesOnlyOnTheNewCommentScreen() {
    let comments = coordinator(path: [.article(2)])
    comments.draft = "ignored"
    #expect(comments.state.draft == "")
    comments.show([.article(2), .new])
    comments.draft = "kept"
    #expect(comments.screen(for: reader).element("field.comment")?.label == "kept")
  }

  @Test func theFieldDeclaresWhatTheExplorerTypes() throws {
    let comments = coordinator(path: [.article(1), .new])
    let field = try #require(comments.screen(for: reader).element("field.comment"))
    #expect(field.exploredValues == ["", "Thanks"])
  }

  @Test(arguments: [
    ([CommentsRoute](), "row.comment.1"), ([], "button.new"), ([.article(3)], "row.comments.3"),
    ([.article(3), .comment(2)], "text.body"), ([.article(3), .comment(2)], "button.post"),
  ])
  func tapOnWhatIsNotTappableHereChangesNothing(path: [CommentsRoute], id: String) {
    let comments = coordinator(path: path)
    let before = comments.state
    #expect(throws: NavigationError.self) { try comments.tap(id, in: reader) }
    #expect(comments.state == before)
  }

  @Test func backAtTheRootIsRefusedSoTheAppClosesTheSheet() {
    let comments = coordinator()
    #expect(!comments.back())
    #expect(!comments.isPresenting)
  }
}

/// The stacks a gate was asked about, in order.
@MainActor
final class GateLog {
  var stacks: [[CommentsRoute]] = []
}
