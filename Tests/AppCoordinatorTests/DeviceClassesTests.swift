import LinkRouting
import Testing

@testable import AppExplorer

/// The devices a computation covers are those it cannot tell apart by what it read of the
/// device (ARCHITECTURE.md, "Every device in one walk").
@Suite("The device classes")
struct DeviceClassesTests {
  /// iOS compact, iOS regular, macOS compact, macOS regular: places 0 to 3.
  let classes = DeviceClasses(Device.all)

  @Test func aComputationThatReadNothingCoversEveryDevice() {
    let covered = classes.covered(
      by: 2, reading: (platform: false, width: false), among: classes.every)
    #expect(covered == DeviceSet([0, 1, 2, 3]))
  }

  @Test func aComputationThatReadTheWidthCoversEveryPlatformOfThatWidth() {
    let covered = classes.covered(
      by: 0, reading: (platform: false, width: true), among: classes.every)
    #expect(covered == DeviceSet([0, 2]))
  }

  @Test func aComputationThatReadThePlatformCoversEveryWidthOfThatPlatform() {
    let covered = classes.covered(
      by: 3, reading: (platform: true, width: false), among: classes.every)
    #expect(covered == DeviceSet([2, 3]))
  }

  @Test func aComputationThatReadBothCoversItsDeviceAlone() {
    let covered = classes.covered(
      by: 1, reading: (platform: true, width: true), among: classes.every)
    #expect(covered == DeviceSet(1))
  }

  @Test func coveringKeepsWithinTheDevicesAskedAbout() {
    let covered = classes.covered(
      by: 0, reading: (platform: false, width: false), among: DeviceSet([0, 3]))
    #expect(covered == DeviceSet([0, 3]))
  }

  @Test func oneDeviceIsItsOwnClassOfEveryKind() {
    let one = DeviceClasses([Device.iPhone])
    #expect(one.every == DeviceSet(0))
    #expect(one.onPlatform(of: 0) == DeviceSet(0))
    #expect(one.atWidth(of: 0) == DeviceSet(0))
  }

  @Test func theClassesOfADeviceHoldItsPlatformAndItsWidth() {
    #expect(classes.onPlatform(of: 1) == DeviceSet([0, 1]))
    #expect(classes.atWidth(of: 1) == DeviceSet([1, 3]))
  }
}
