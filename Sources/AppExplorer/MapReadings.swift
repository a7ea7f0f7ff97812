/// What the map's recorder read (a `MapRecorder.Reading`) of each state the walk showed it, on each device: read once a
/// device, however many moves lead there.
///
/// A snapshot is the whole state, and the recorder reads the app alone, so what it reads of one
/// snapshot differs between devices only through what it read of the device: one reading is
/// kept for all the devices it could not tell apart (``DeviceClasses``), and a move drawn to a
/// state read before is drawn from that reading, not from the app again.
struct MapReadings<Snapshot: Hashable, Reading> {
  /// What the recorder read of a snapshot on some devices: all those it could not tell apart
  /// by what it read of the device.
  struct Drawn {
    var devices: DeviceSet
    var reading: Reading
  }

  /// The readings of each snapshot, each on the devices it holds.
  private var readings: [Snapshot: [Drawn]] = [:]

  /// Every reading of `snapshot` so far, on the devices each holds.
  func known(_ snapshot: Snapshot) -> [Drawn] { readings[snapshot] ?? [] }

  /// The reading of `snapshot` taken on `device`, if one was.
  func reading(of snapshot: Snapshot, on device: Int) -> Drawn? {
    guard let known = readings[snapshot] else { return nil }
    return Self.reading(in: known, on: device)
  }

  /// The reading of `known` taken on `device`, if one was.
  static func reading(in known: [Drawn], on device: Int) -> Drawn? {
    // A loop, not a closure: a closure made on the main actor checks its isolation at each call.
    for drawn in known where drawn.devices.contains(device) { return drawn }
    return nil
  }

  /// Keeps `reading` of `snapshot`, the same on `devices`.
  mutating func record(_ reading: Reading, of snapshot: Snapshot, on devices: DeviceSet) {
    readings[snapshot, default: []].append(Drawn(devices: devices, reading: reading))
  }
}
