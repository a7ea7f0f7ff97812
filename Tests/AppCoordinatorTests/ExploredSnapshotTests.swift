import LinkRouting
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The explorer's snapshot numbers a root once per write of it: the count of writes must move
/// with every write, or a snapshot would name a root the app no longer shows.
@MainActor
@Suite("Explored snapshots")
struct ExploredSnapshotTests {
  @Test func everyWriteOfTheRootIsCountedAndTheSnapshotFollowsIt() throws {
    let explored = AppCoordinator().explored
    let onSplash = explored.snapshot
    let before = explored.app.rootWrites
    explored.finishLaunch()
    #expect(explored.app.rootWrites > before)
    let onMain = explored.snapshot
    #expect(onMain.root != onSplash.root)
    try explored.open("navlab://article/7/author")
    let written = explored.app.rootWrites
    #expect(explored.isOnMain == false, "a gated link while signed out shows login")
    #expect(explored.snapshot.root != onMain.root)
    explored.snapshot = onMain
    #expect(explored.app.rootWrites > written)
    #expect(explored.isOnMain)
    #expect(explored.snapshot == onMain)
  }

  @Test func aLinkTheParserRejectsIsRejectedEachTimeItIsOpened() {
    let explored = AppCoordinator().explored
    explored.finishLaunch()
    let start = explored.snapshot
    for _ in 0..<2 {
      #expect(throws: LinkError.self) { try explored.open("navlab://") }
      #expect(explored.snapshot == start)
    }
  }
}
