import Testing

@testable import AppExplorer

/// What the map read of a state is read once a device, and shared by the devices the reading
/// could not tell apart (``MapReadings``).
@Suite("The map's readings")
struct MapReadingsTests {
  @Test func aStateNeverReadHasNoReading() {
    let readings = MapReadings<Int, String>()
    #expect(readings.known(1).isEmpty)
    #expect(readings.reading(of: 1, on: 0) == nil)
  }

  @Test func aReadingIsFoundOnEachDeviceItWasTakenFor() {
    var readings = MapReadings<Int, String>()
    readings.record("compact", of: 1, on: DeviceSet([0, 2]))
    readings.record("regular", of: 1, on: DeviceSet([1, 3]))
    #expect(readings.reading(of: 1, on: 0)?.reading == "compact")
    #expect(readings.reading(of: 1, on: 2)?.reading == "compact")
    #expect(readings.reading(of: 1, on: 3)?.reading == "regular")
    #expect(readings.reading(of: 1, on: 3)?.devices == DeviceSet([1, 3]))
    #expect(readings.known(1).count == 2)
  }

  @Test func aReadingIsNotFoundOnADeviceItWasNotTakenFor() {
    var readings = MapReadings<Int, String>()
    readings.record("compact", of: 1, on: DeviceSet([0, 2]))
    #expect(readings.reading(of: 1, on: 1) == nil)
    #expect(readings.reading(of: 2, on: 0) == nil, "another state")
    #expect(MapReadings<Int, String>.reading(in: readings.known(1), on: 3) == nil)
  }
}
