import LinkRouting
import Testing

@testable import FeedFlow

/// Each Feed intent refuses, with a reason and no change, where it does not apply.
@MainActor
@Suite struct FeedIntentTests {
  private func refuses(
    _ path: [FeedRoute], sheet: FeedPresentation? = nil,
    _ intent: (FeedCoordinator) throws(NavigationError) -> Void
  ) {
    let feed = FeedCoordinator(state: FeedState(path: path, sheet: sheet))
    feed.gate = { _ in true }
    let before = feed.state
    #expect(throws: NavigationError.self) { try intent(feed) }
    #expect(feed.state == before)
  }

  @Test func showAuthorWithNoArticleOnTopIsRefused() {
    refuses([]) { feed throws(NavigationError) in try feed.showAuthor() }
    refuses([.article(1), .author(101)]) { feed throws(NavigationError) in try feed.showAuthor() }
  }

  @Test func shareWithNoArticleOnTopOrTheSheetUpIsRefused() {
    refuses([]) { feed throws(NavigationError) in try feed.share() }
    refuses([.article(2)], sheet: .share) { feed throws(NavigationError) in try feed.share() }
  }

  @Test func closeShareWithNoSheetIsRefused() {
    refuses([.article(2)]) { feed throws(NavigationError) in try feed.closeShare() }
  }

  @Test(arguments: [FeedPresentation.share, .photo, .options, .report(text: "")])
  func presentingWithNoArticleOnTopOrOverAnotherPresentationIsRefused(shown: FeedPresentation) {
    for intent in [Intent.share, .showPhoto, .showOptions, .report] {
      refuses([]) { feed throws(NavigationError) in try intent.run(on: feed) }
      refuses([.article(1), .author(101)]) { feed throws(NavigationError) in
        try intent.run(on: feed)
      }
      refuses([.article(2)], sheet: shown) { feed throws(NavigationError) in
        try intent.run(on: feed)
      }
    }
  }

  @Test func closingWhatDoesNotShowIsRefused() {
    refuses([.article(2)]) { feed throws(NavigationError) in try feed.closePhoto() }
    refuses([.article(2)]) { feed throws(NavigationError) in try feed.closeOptions() }
    refuses([.article(2)], sheet: .share) { feed throws(NavigationError) in try feed.closePhoto() }
    refuses([.article(2)], sheet: .photo) { feed throws(NavigationError) in try feed.closeShare() }
  }

  @Test(arguments: [Intent.sendReport, .cancelReport])
  func reportIntentsWithNoReportOnTopAreRefused(intent: Intent) {
    refuses([.article(2)]) { feed throws(NavigationError) in try intent.run(on: feed) }
    refuses([.article(2)], sheet: .share) { feed throws(NavigationError) in
      try intent.run(on: feed)
    }
  }

  @Test func sendingAnEmptyReportIsRefused() {
    refuses([.article(2)], sheet: .report(text: "")) { feed throws(NavigationError) in
      try feed.sendReport()
    }
  }

  @Test func typingIntoTheReportWhereItDoesNotShowIsRefused() {
    refuses([.article(2)]) { feed throws(NavigationError) in
      try feed.type("Spam", into: "field.report", in: Session())
    }
    refuses([.article(2)], sheet: .share) { feed throws(NavigationError) in
      try feed.type("Spam", into: "field.report", in: Session())
    }
  }

  @Test(arguments: [([FeedRoute](), 11), ([.article(1), .author(101)], 2), ([.article(1)], 3)])
  func articleThatCannotFollowTheTopIsRefused(path: [FeedRoute], article: Int) {
    refuses(path) { feed throws(NavigationError) in try feed.showArticle(article) }
  }

  @Test func eachIntentDoesWhatItsButtonDoes() throws {
    let feed = FeedCoordinator()
    feed.gate = { _ in true }
    try feed.showArticle(1)
    try feed.share()
    #expect(feed.screen(for: Session()).id == "screen.share.1")
    try feed.closeShare()
    try feed.showAuthor()
    #expect(feed.path == [.article(1), .author(101)])
  }
}

/// A Feed intent, named, for tables of refusals.
enum Intent: String, CaseIterable, Sendable {
  case share, showPhoto, showOptions, report, sendReport, cancelReport

  @MainActor func run(on feed: FeedCoordinator) throws(NavigationError) {
    switch self {
    case .share: try feed.share()
    case .showPhoto: try feed.showPhoto()
    case .showOptions: try feed.showOptions()
    case .report: try feed.report()
    case .sendReport: try feed.sendReport()
    case .cancelReport: try feed.cancelReport()
    }
  }
}
