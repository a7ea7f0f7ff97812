import LinkRouting
import SettingsFlow
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// The app's count of its flows' writes, which lets the explored app's snapshot ask no flow for
/// its state while the count stays the same.
@MainActor
@Suite("The flows' count of writes")
struct FlowWriteCountTests {
  @Test func anAppCountsItsFlowsWritesOnlyWhenEveryFlowIsBuiltOnCoordinator() throws {
    let product = AppCoordinator()
    product.finishLaunch()
    #expect(product.everyFlowCountsWrites)
    let before = product.flowWrites.current
    try product.open("navlab://article/1")
    #expect(product.flowWrites.current != before)

    // The gallery keeps its state in a class of its own, whose writes no one counts.
    let gallery = AppCoordinator(
      checked: [.tab(GalleryCoordinator.self), .tab(SettingsCoordinator.self)])
    #expect(!gallery.everyFlowCountsWrites)
  }

  /// Two explorers of one app: a state one of them puts back is a write the other's next
  /// snapshot reads, though it read the flows since their last write.
  @Test func aSnapshotSeesAStateAnotherExplorerOfTheSameAppPutBack() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    let first = ExploredApp(app)
    let second = ExploredApp(app)
    let root = (first: first.snapshot, second: second.snapshot)
    try app.open("navlab://article/1")
    let opened = first.snapshot
    #expect(opened != root.first)
    #expect(first.snapshot == opened)

    second.snapshot = root.second
    #expect(first.snapshot == root.first)
  }

  /// After some writes, the snapshot asks only the flows that wrote since it was read or put
  /// back, and takes the others from the list it kept: one put back, then changed by a write of
  /// another flow alone, reads as the same state read whole.
  @Test func aSnapshotReadAfterOneFlowWroteIsTheStateReadWhole() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    let explored = ExploredApp(app)
    let launch = explored.snapshot
    try app.open("navlab://comments/3")
    let commenting = explored.snapshot
    #expect(commenting != launch)
    // Comments is put back by the snapshot, then the Feed alone writes.
    explored.snapshot = launch
    try app.open("navlab://article/1")
    let read = explored.snapshot
    explored.flowsNumber = nil
    #expect(explored.snapshot == read)
    #expect(read != launch && read != commenting)
  }
}
