import Testing

@testable import AppExplorer

/// The devices that reached each state a walk told apart, by its key (``SeenStates``).
@Suite("The states a walk has seen")
struct SeenStatesTests {
  let view = FlowView(stage: FlowView.main, place: .inSight, state: 3, session: 0)

  @Test func aStateNeverMarkedWasReachedOnNoDevice() {
    let seen = SeenStates<Int>()
    #expect(seen.devices(reaching: .whole(1)).isEmpty)
    #expect(seen.devices(reaching: .view(ViewKey(view: view))).isEmpty)
    #expect(seen.wholes.isEmpty)
  }

  @Test func markingAddsTheDevicesThatReachedAState() {
    var seen = SeenStates<Int>()
    seen.mark(.whole(1), on: DeviceSet(0))
    seen.mark(.whole(1), on: DeviceSet(2))
    #expect(seen.devices(reaching: .whole(1)) == DeviceSet([0, 2]))
    #expect(seen.wholes[1] == DeviceSet([0, 2]))
    #expect(seen.devices(reaching: .whole(2)).isEmpty)
  }

  @Test func aFlowsViewsAreKeptApartFromWholeStates() {
    var seen = SeenStates<Int>()
    seen.mark(.view(ViewKey(view: view)), on: DeviceSet(1))
    #expect(seen.devices(reaching: .view(ViewKey(view: view))) == DeviceSet(1))
    #expect(seen.flowViews == [view])
    #expect(seen.wholes.isEmpty)
    // For the map, the screen shown beside the flow tells two states apart.
    #expect(seen.devices(reaching: .view(ViewKey(view: view, shown: "screen.feed"))).isEmpty)
  }
}
