import AppCoordinator
import LinkRouting

extension Walk {
  /// Tells `recorder` that `action` led `devices` from the state of node `index`, read as
  /// `starts` on each, to `end`, which the app shows on the first of them, and shows it there
  /// again.
  mutating func draw(
    _ action: ExplorerAction, from starts: [MapRecorder.Reading?], at index: Int,
    to end: App.Snapshot, on devices: DeviceSet, _ recorder: MapRecorder
  ) {
    let actionNumber = recorder.number(of: action)
    let known = mapReadings.known(end)
    var unread = devices
    while !unread.isEmpty {
      let device = unread.first
      var drawn: MapReadings<App.Snapshot, MapRecorder.Reading>.Drawn
      if let read = MapReadings.reading(in: known, on: device) {
        drawn = read
        drawn.devices = drawn.devices.intersection(unread)
      } else {
        if device != shownDevice {
          show(device)
          app.snapshot = end
        }
        drawn = mapReading(of: end, on: device, among: unread, recorder)
      }
      unread = unread.subtracting(drawn.devices)
      for device in drawn.devices {
        guard let start = starts[device] else { continue }
        recorder.moved(
          from: start, action, numbered: actionNumber, to: drawn.reading, on: device
        ) {
          script(to: index, then: action, on: device)
        }
      }
    }
    if devices.first != shownDevice {
      show(devices.first)
      app.snapshot = end
    }
  }

  /// Tells `recorder` that `devices` reached the state of node `index`, which the app shows.
  mutating func draw(_ index: Int, on devices: DeviceSet, _ recorder: MapRecorder) {
    for device in devices {
      recorder.reached(drawnReading(of: index, on: device, recorder), on: device) {
        script(to: index, then: nil, on: device)
      }
    }
  }

  /// What the recorder read of the state of node `index` on `device`: read now, on that
  /// device, if it never was, the app showing the state on the device it showed it on before.
  mutating func drawnReading(
    of index: Int, on device: Int, _ recorder: MapRecorder
  ) -> MapRecorder.Reading {
    let snapshot = nodes[index].snapshot
    if let known = mapReadings.reading(of: snapshot, on: device) { return known.reading }
    let shown = shownDevice
    show(device)
    app.snapshot = snapshot
    let reading = mapReading(of: snapshot, on: device, among: classes.every, recorder).reading
    if shown >= 0, shown != device {
      show(shown)
      app.snapshot = snapshot
    }
    return reading
  }

  /// What `recorder` reads of `snapshot`, which the app shows on `device`, and the devices of
  /// `among` it reads the same on: read the first time only on each.
  mutating func mapReading(
    of snapshot: App.Snapshot, on device: Int, among: DeviceSet, _ recorder: MapRecorder
  ) -> MapReadings<App.Snapshot, MapRecorder.Reading>.Drawn {
    if let known = mapReadings.reading(of: snapshot, on: device) {
      return MapReadings.Drawn(devices: known.devices.intersection(among), reading: known.reading)
    }
    let reads = deviceReads
    let reading = recorder.reading(of: app)
    let devices = covered(by: device, reading: deviceReads.since(reads), among: classes.every)
    mapReadings.record(reading, of: snapshot, on: devices)
    return MapReadings.Drawn(devices: devices.intersection(among), reading: reading)
  }
}
