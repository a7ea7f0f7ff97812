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
}
