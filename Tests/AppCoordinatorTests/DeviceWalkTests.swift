import LinkRouting
import SettingsFlow
import TestFlows
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// Walking every device at once, sharing what reads no device, finds on each device exactly what
/// a walk of that device alone finds (ARCHITECTURE.md, "Every device in one walk").
@MainActor
@Suite("Every device in one walk")
struct DeviceWalkTests {
  @Test(arguments: [false, true])
  func eachDeviceReachesWhatItsOwnWalkReaches(signedIn: Bool) {
    // Guest: a tab that presents one of every kind; signed in: the Feed's gate and its photo,
    // a cover pushed on macOS, beside Settings. Signed in, depth 3 is too shallow for the
    // report's discard alert, which `reachability` names on every device alike.
    let app: () -> ForwardingApp = signedIn ? { FeedAndSettingsApp() } : { GalleryApp() }
    let depth = 3
    let finding = signedIn ? "reachability" : nil
    let together = Explorer.explore(app(), depth: depth, signedIn: signedIn, devices: Device.all)
    #expect(together.variants.map(\.device) == Device.all)
    #expect(together.violation?.rule == finding, "\(String(describing: together.violation))")
    for device in Device.all {
      let alone = Explorer.explore(app(), depth: depth, signedIn: signedIn, devices: [device])
      let variant = together.variants.first { $0.device == device }
      #expect(variant?.states == alone.states, "\(device)")
      #expect(variant?.transitions == alone.transitions, "\(device)")
      #expect(alone.violation?.rule == finding, "\(device)")
      #expect(alone.violation?.detail == together.violation?.detail, "\(device)")
    }
    #expect(together.states == together.variants.map(\.states).reduce(0, +))
    if signedIn {
      let states = together.variants.map(\.states)
      #expect(Set(states).count > 1, "the photo pushed on macOS leads to states of its own")
    }
  }

  @Test func aDoubleThatCannotCountItsDeviceReadsSharesNothingAndFindsTheSame() {
    let counted = Explorer.explore(GalleryApp(), depth: 3, signedIn: false, devices: Device.all)
    let uncounted = Explorer.explore(
      UncountedGalleryApp(), depth: 3, signedIn: false, devices: Device.all)
    #expect(uncounted.variants == counted.variants)
    #expect(uncounted.violation == counted.violation)
  }

  @Test func aMoveThatReadsNoDeviceIsTakenOnceForEveryDeviceAndATabItemOnceAWidth() {
    let app = AppCoordinator()
    app.finishLaunch()
    let reads = app.deviceReads
    #expect((try? app.tap("row.article.1")) != nil)
    #expect((try? app.open("navlab://settings")) != nil)
    #expect((try? app.back()) == nil)
    #expect(app.deviceReads == reads, "a row, a link and a refused back read no device")
    #expect((try? app.tap("tab.feed")) != nil)
    let read = app.deviceReads.since(reads)
    #expect(read.width, "an item of the tab bar is the width's")
    #expect(!read.platform, "and the same on every platform")
  }
}

/// The Gallery tab, which presents one of every kind, beside Settings: the assembly where the
/// device decides most.
@MainActor
class GalleryApp: ForwardingApp {
  override class var assembly: [FlowRegistration] {
    [.tab(GalleryCoordinator.self), .tab(SettingsCoordinator.self)]
  }
}

/// The same app, as a double that cannot count the device's reads would be: new counts on
/// every read, so that the walk shares nothing between devices.
@MainActor
final class UncountedGalleryApp: GalleryApp {
  private var reads = 0
  override var deviceReads: DeviceReads {
    reads += 1
    return DeviceReads(platform: reads, width: reads)
  }
}
