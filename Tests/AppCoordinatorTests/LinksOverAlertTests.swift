import Testing

@testable import AppExplorer

/// From a second state asking over one state, the links are left out once a first one took
/// them all, on every device, without reading which way out waited (``LinksOverAlert``).
@Suite("Links over the discard alert, taken once")
struct LinksOverAlertTests {
  @Test func theFirstStateAskingOverAStateTakesItsLinks() {
    let memo = LinksOverAlert<Int>()
    #expect(!memo.visit(under: 7, on: DeviceSet([0, 1])).linksTaken)
  }

  @Test func aSecondStateAskingOverTheSameOneLeavesThemOut() {
    var memo = LinksOverAlert<Int>()
    memo.leave(memo.visit(under: 7, on: DeviceSet([0, 1])), on: DeviceSet([0, 1]))
    #expect(memo.visit(under: 7, on: DeviceSet([0, 1])).linksTaken)
    #expect(memo.visit(under: 7, on: DeviceSet(1)).linksTaken)
    #expect(!memo.visit(under: 8, on: DeviceSet(0)).linksTaken, "another state under the alert")
  }

  @Test func aDeviceTheLinksWereNotTakenOnTakesThemAgain() {
    var memo = LinksOverAlert<Int>()
    memo.leave(memo.visit(under: 7, on: DeviceSet(0)), on: DeviceSet(0))
    #expect(!memo.visit(under: 7, on: DeviceSet([0, 1])).linksTaken)
  }

  @Test func linksThatReadTheWayOutAreTakenAgainFromEveryState() {
    var memo = LinksOverAlert<Int>()
    var visit = memo.visit(under: 7, on: DeviceSet(0))
    visit.readExit = true
    memo.leave(visit, on: DeviceSet(0))
    #expect(!memo.visit(under: 7, on: DeviceSet(0)).linksTaken)
  }

  @Test func aVisitThatLeftTheLinksOutRecordsNothingMore() {
    var memo = LinksOverAlert<Int>()
    memo.leave(memo.visit(under: 7, on: DeviceSet(0)), on: DeviceSet(0))
    let second = memo.visit(under: 7, on: DeviceSet(0))
    memo.leave(second, on: DeviceSet([0, 1]))
    #expect(!memo.visit(under: 7, on: DeviceSet([0, 1])).linksTaken)
  }
}
