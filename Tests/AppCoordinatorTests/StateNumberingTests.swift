import AppCoordinator
import FeedFlow
import LinkRouting
import Observation
import TestFlows
import Testing

/// The numbering the explorer keeps of a flow's states, through a `StateTable`: a flow built on
/// `Coordinator` is numbered and put back with the class's own members, which neither register
/// nor tell observers; any other flow through its observed state.
@MainActor
struct StateNumberingTests {
  @Test func aCoordinatorFlowGivesEqualStatesOneNumberAndPutsEachNumberBack() {
    let feed = FeedCoordinator()
    checkNumbering(of: feed) { $0.show([.article(1)]) }
  }

  @Test func aFlowOfItsOwnGivesEqualStatesOneNumberAndPutsEachNumberBack() {
    let gallery = GalleryCoordinator()
    checkNumbering(of: gallery) { $0.show([.item(2)]) }
  }

  /// What the explorer guesses of a state's number: the one it shows, another one, or the
  /// numbering's last answer.
  enum Guess: CaseIterable { case right, wrong, last }

  /// The number the explorer says a state likely has (after a link, the one it had the last
  /// time the link was opened) is a guess: right or wrong, the state gets its own number, and
  /// the guess is forgotten once a number is asked for.
  @Test(arguments: Guess.allCases)
  func aLikelyNumberNeverChangesAStatesNumber(guess: Guess) {
    let feed = FeedCoordinator()
    let states = Numbering<FeedCoordinator.State>()
    let root = feed.stateNumber(in: states, PackageAccess())
    feed.show([.article(1)])
    let first = feed.stateNumber(in: states, PackageAccess())
    feed.show([.article(2)])
    let second = feed.stateNumber(in: states, PackageAccess())
    #expect(Set([root, first, second]).count == 3)
    // The numbering's last answer is now `first`; the state shown is `second`'s.
    feed.showState(numbered: first, in: states, PackageAccess())
    feed.show([.article(2)])

    let likely =
      switch guess {
      case .right: second
      case .wrong: root
      case .last: first
      }
    states.expect(likely)
    #expect(states.likely == likely)
    #expect(feed.stateNumber(in: states, PackageAccess()) == second)
    #expect(states.likely == nil)
  }

  @Test func puttingBackANumberedStateTellsNoViewButAWriteOfTheStateDoes() {
    let feed = FeedCoordinator()
    let states = Numbering<FeedCoordinator.State>()
    let root = feed.stateNumber(in: states, PackageAccess())
    feed.show([.article(1)])
    #expect(!feed.state.path.isEmpty)

    let putBack = flagRaisedByTheNextWrite { _ = feed.state }
    feed.showState(numbered: root, in: states, PackageAccess())
    #expect(feed.state.path.isEmpty)
    #expect(!putBack.isRaised)

    let shown = flagRaisedByTheNextWrite { _ = feed.state }
    feed.show([.article(1)])
    #expect(shown.isRaised)
  }

  /// The inbox keeps its state in a store of its own, so that its generic class makes no key
  /// path at each read: observers of the inbox's state are still told of each write, and put
  /// back by number, the state shows again and tells them too, as the protocol's default does.
  @Test func aFlowWhoseStateLivesInAStoreTellsItsObserversOfEachWrite() {
    let inbox = InboxCoordinator<CorrectInbox>()
    inbox.wire(gate: { _ in true }, request: { _ in }, PackageAccess())
    let table = StateTable(inbox)
    let root = table.number(nil)

    let pushed = flagRaisedByTheNextWrite { _ = inbox.state }
    _ = inbox.state
    #expect(!pushed.isRaised, "a read is no write")
    inbox.push(.message(2))
    #expect(pushed.isRaised)
    #expect(inbox.state.path == [.message(2)])

    let putBack = flagRaisedByTheNextWrite { _ = inbox.state }
    table.show(root)
    #expect(putBack.isRaised)
    #expect(inbox.state.path.isEmpty)
  }

  /// A flag that the next write of what `read` reads raises, by telling its observers.
  private func flagRaisedByTheNextWrite(of read: () -> Void) -> Flag {
    let flag = Flag()
    withObservationTracking(read) { flag.raise() }
    return flag
  }

  /// Numbers `flow`'s root, moves it by `move` and numbers where it went, then puts each
  /// numbered state back in turn.
  private func checkNumbering<Flow: AppFlow>(of flow: Flow, move: (Flow) -> Void) {
    let table = StateTable(flow)
    let rootState = flow.state
    let root = table.number(nil)
    #expect(table.number(nil) == root)

    move(flow)
    let movedState = flow.state
    #expect(movedState != rootState)
    let moved = table.number(nil)
    #expect(moved != root)

    table.show(root)
    #expect(flow.state == rootState)
    #expect(table.number(nil) == root)
    table.show(moved)
    #expect(flow.state == movedState)
  }

  /// A box numbering a flow's states learns whether each numbered state holds a gated route
  /// once, and answers for the state it shows after each put-back.
  @Test func aNumberedStateHoldsAGatedRouteExactlyWhenItsStackDoes() throws {
    let app = AppCoordinator()
    let feed = try #require(app.flow(FeedCoordinator.self))
    let place = try #require(app.flows.firstIndex { $0.id == FeedCoordinator.id })
    let table = app.boxes[place].makeStateTable()
    let root = table.stateNumber(likely: nil)
    #expect(!table.holdsGatedRoute())

    var gatedState = feed.state
    gatedState.path = [.article(3), .author(100)]
    feed.replaceState(with: gatedState, PackageAccess())
    let gated = table.stateNumber(likely: nil)
    #expect(gated != root)
    #expect(table.holdsGatedRoute())

    // Each number asked again, after a put-back, is answered from what was learned.
    table.restoreState(root)
    #expect(feed.state.path.isEmpty)
    #expect(!table.holdsGatedRoute())
    table.restoreState(gated)
    #expect(table.holdsGatedRoute())

    // A state written since it was numbered is read, not recalled.
    table.restoreState(root)
    feed.replaceState(with: gatedState, PackageAccess())
    #expect(table.holdsGatedRoute())
  }
}
