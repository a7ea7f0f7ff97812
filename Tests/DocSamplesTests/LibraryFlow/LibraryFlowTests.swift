import AppCoordinator
import AppExplorer
import LinkRouting
import Testing

/// The Library flow of CONTRIBUTING.md's recipe: its coordinator, its links and the app
/// assembled with it, checked by the explorer.
@MainActor
@Suite struct LibraryFlowTests {
  let reader = Session(accountName: "reader")

  /// A coordinator whose gate records each stack it is asked about and answers `admits`.
  func library(admits: Bool, asked: LibraryGateLog) -> LibraryCoordinator {
    let library = LibraryCoordinator()
    library.gate = { stack in
      asked.stacks.append(stack)
      return admits
    }
    return library
  }

  @Test func bookAsksTheGateAndStaysWhenRefused() throws {
    let asked = LibraryGateLog()
    let library = library(admits: false, asked: asked)
    try library.tap("row.book.3", in: reader)  // handled: the app took the stack
    #expect(asked.stacks == [[.book(3)]])
    #expect(library.state == LibraryState())
  }

  @Test func lendSheetOpensOverTheBookAndCloses() throws {
    let library = library(admits: true, asked: LibraryGateLog())
    try library.tap("row.book.3", in: reader)
    try library.tap("button.lend", in: reader)
    #expect(library.screen(for: reader).id == "screen.lend.3")
    #expect(library.breadcrumb == ["library", "book 3", "lend"])
    try library.tap("button.close", in: reader)
    #expect(library.screen(for: reader).id == "screen.book.3")
  }

  @Test func tapOnWhatIsNotOnScreenThrowsAndChangesNothing() {
    let library = library(admits: true, asked: LibraryGateLog())
    #expect(throws: NavigationError.noElement("button.lend", screen: "screen.library")) {
      try library.tap("button.lend", in: reader)
    }
    #expect(library.state == LibraryState())
  }

  @Test(arguments: [
    ("navlab://library", [LibraryRoute]()), ("navlab://book/3", [.book(3)]),
    // The host upper-cased from the word a copy renames, so that the copy's link is its own.
    ("NAVLAB://" + "book".uppercased() + "/6/?utm=1", [.book(6)]),
  ])
  func linkOpensItsStackAndPrintsBack(text: String, stack: [LibraryRoute]) throws {
    let read = try LibraryLinks.stack(for: DeepLink(parsing: text))
    #expect(read == stack)
    let back = try #require(LibraryLinks.link(for: stack))
    #expect(try LibraryLinks.stack(for: back) == stack)
  }

  @Test func bookOutOfRangeIsAnUnknownID() throws {
    #expect(throws: LinkError.unknownID(kind: "book", id: 7, known: 1...6)) {
      try LibraryLinks.stack(for: DeepLink(parsing: "navlab://book/7"))
    }
    #expect(try LibraryLinks.stack(for: DeepLink(parsing: "navlab://feed")) == nil)
  }

  @Test func routesSaveAsKindAndIDAndReadBack() {
    #expect(LibraryRoute.book(3).description == "book/3")
    #expect(LibraryRoute("book/3") == .book(3))
    for bad in ["books/3", "book/", "book/+3", "book/99999999999999999999", "book/3/4"] {
      #expect(LibraryRoute(bad) == nil, "\(bad)")
    }
  }

  // sample: register
  @Test(arguments: [false, true])
  func appWithTheLibraryKeepsEveryRule(signedIn: Bool) throws {
    let flows = AppCoordinator.productFlows + [.tab(LibraryCoordinator.self)]
    let app = try AppCoordinator(flows: flows)
    let report = Explorer.explore(app, depth: 4, signedIn: signedIn, flow: "library")
    #expect(report.violation == nil)
    #expect(report.states > 10)
  }
  // end sample
}

/// Each stack the gate was asked about, in order.
final class LibraryGateLog {
  var stacks: [[LibraryRoute]] = []
}
