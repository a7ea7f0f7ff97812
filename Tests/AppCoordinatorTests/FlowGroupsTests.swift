import FeedFlow
import SettingsFlow
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// What the walk by groups counts of the app's reach into its flows (`FlowReads`), and how it
/// merges groups (`FlowGroups`): the mechanism the heavy walks' battery relies on, checked here
/// in a fraction of a second.
@MainActor
@Suite("Flows walked by groups")
struct FlowGroupsTests {
  @Test func aReachedFlowJoinsTheGroupAndTheOthersStayApart() {
    var groups = FlowGroups(count: 4)
    #expect(groups.groups == [[0], [1], [2], [3]])
    groups.couple([0], with: FlowGroups.bit(2))
    #expect(groups.groups == [[0, 2], [1], [3]])
    // A flow of a merged group reached from another merges the whole group.
    groups.couple([3], with: FlowGroups.bit(2))
    #expect(groups.groups == [[0, 2, 3], [1]])
    #expect(groups.group(of: 3) == [0, 2, 3])
  }

  @Test func aHiddenFlowReachedThroughTheAppIsNotedAndTheFlowInFocusIsNot() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    let feed = try #require(app.flows.firstIndex { $0.id == "feed" })
    let settings = try #require(app.flows.firstIndex { $0.id == "settings" })
    #expect(app.focusedFlow == feed)
    let reads = app.flowReads
    // Departure: nothing is noted while the explorer does not count.
    _ = app.flow(SettingsCoordinator.self)
    #expect(reads.reached == 0)
    reads.isCounting = true
    defer { reads.isCounting = false }
    reads.clear()
    _ = app.flow(FeedCoordinator.self)
    _ = app.boxes[feed].depth
    #expect(reads.reached == 0, "the flow in focus, whose move it is, is left out")
    _ = app.boxes[settings].depth
    #expect(reads.reached == FlowReads.bit(settings))
  }

  @Test func aWriteIntoTheFlowATabSwitchBroughtInFocusIsNoted() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    let settings = try #require(app.flows.firstIndex { $0.id == "settings" })
    let reads = app.flowReads
    reads.isCounting = true
    defer { reads.isCounting = false }
    reads.clear()
    try app.tap(FlowRegistration.itemID(ofTab: "settings", in: app.width))
    #expect(app.focusedFlow == settings)
    _ = app.boxes[settings].depth
    #expect(reads.reached == 0, "a read of what shows now is left out")
    app.boxes[settings].popToRoot()
    #expect(reads.reached == FlowReads.bit(settings))
  }

  @Test func whatTheAppDoesToEveryFlowAlikeIsNotNoted() throws {
    let app = AppCoordinator()
    app.finishLaunch()
    let reads = app.flowReads
    reads.isCounting = true
    defer { reads.isCounting = false }
    reads.clear()
    // Closing every presentation reaches every flow, each whatever its state.
    app.dismissAllPresentations()
    _ = app.document
    #expect(reads.reached == 0)
  }
}
