import FeedFlow
import LinkRouting
import Observation
import TestFlows
import Testing

/// The numbering the explorer keeps of a flow's states, through `AppFlow`'s two requirements: a
/// flow built on `Coordinator` answers them with the class's own members, which neither register
/// nor tell observers; any other flow with the protocol's, through its observed state.
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

  @Test func puttingBackANumberedStateTellsNoViewButAWriteOfTheStateDoes() {
    let feed = FeedCoordinator()
    let states = Numbering<FeedCoordinator.State>()
    let root = feed.stateNumber(in: states, PackageAccess())
    feed.show([.article(1)])
    #expect(!feed.state.path.isEmpty)

    let putBack = Flag()
    withObservationTracking {
      _ = feed.state
    } onChange: {
      putBack.raise()
    }
    feed.showState(numbered: root, in: states, PackageAccess())
    #expect(feed.state.path.isEmpty)
    #expect(!putBack.isRaised)

    let shown = Flag()
    withObservationTracking {
      _ = feed.state
    } onChange: {
      shown.raise()
    }
    feed.show([.article(1)])
    #expect(shown.isRaised)
  }

  /// Numbers `flow`'s root, moves it by `move` and numbers where it went, then puts each
  /// numbered state back in turn.
  private func checkNumbering<Flow: AppFlow>(of flow: Flow, move: (Flow) -> Void) {
    let states = Numbering<Flow.State>()
    let rootState = flow.state
    let root = flow.stateNumber(in: states, PackageAccess())
    #expect(flow.stateNumber(in: states, PackageAccess()) == root)

    move(flow)
    let movedState = flow.state
    #expect(movedState != rootState)
    let moved = flow.stateNumber(in: states, PackageAccess())
    #expect(moved != root)

    flow.showState(numbered: root, in: states, PackageAccess())
    #expect(flow.state == rootState)
    #expect(flow.stateNumber(in: states, PackageAccess()) == root)
    flow.showState(numbered: moved, in: states, PackageAccess())
    #expect(flow.state == movedState)
  }
}
