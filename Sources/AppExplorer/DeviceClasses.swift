import LinkRouting

/// The devices of a walk that a computation cannot tell apart by what it read of the device.
///
/// The device is the one input a snapshot does not hold, and an app reads it only through its
/// platform and its width, each read counted (`ExplorableDevice.deviceReads`). A computation
/// that read neither the platform nor the width ran the same code on the same state on every
/// device, so it gave every device the same result; one that read only the width gave the same
/// result on every device of that width, whatever its platform; one that read only the
/// platform, on every device of that platform; one that read both, on that device alone (two
/// devices of one platform and one width are one device). The walk takes each action and each
/// check once for the devices it covers so (ARCHITECTURE.md, "Every device in one walk").
struct DeviceClasses {
  /// For each device, the devices walked on its platform, itself included.
  private let samePlatform: [DeviceSet]
  /// For each device, the devices walked at its width, itself included.
  private let sameWidth: [DeviceSet]
  /// Every device walked.
  let every: DeviceSet

  /// The classes of `devices`, each named by its place in the list.
  init(_ devices: [Device]) {
    samePlatform = devices.map { device in
      DeviceSet(devices.indices.filter { devices[$0].platform == device.platform })
    }
    sameWidth = devices.map { device in
      DeviceSet(devices.indices.filter { devices[$0].width == device.width })
    }
    every = DeviceSet(devices.indices)
  }

  /// The devices on the platform of the device at `device`, itself included.
  @inline(__always)
  func onPlatform(of device: Int) -> DeviceSet { samePlatform[device] }

  /// The devices at the width of the device at `device`, itself included.
  @inline(__always)
  func atWidth(of device: Int) -> DeviceSet { sameWidth[device] }

  /// The devices of `among` on which a computation taken on `device` gives the same result.
  ///
  /// That is every one when it read (`read`) neither the platform nor the width, those of the
  /// same width when it read only the width, of the same platform when only the platform, else
  /// `device` alone. `among` holds `device`.
  @inline(__always)
  func covered(
    by device: Int, reading read: (platform: Bool, width: Bool), among: DeviceSet
  ) -> DeviceSet {
    var covered = among
    if read.platform { covered = covered.intersection(samePlatform[device]) }
    if read.width { covered = covered.intersection(sameWidth[device]) }
    return covered
  }
}
