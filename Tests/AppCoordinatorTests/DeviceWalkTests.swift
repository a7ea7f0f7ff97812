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
    // a cover pushed on macOS, beside Settings. Each keeps every rule on every device.
    let app: () -> ForwardingApp = signedIn ? { FeedAndSettingsApp() } : { GalleryApp() }
    let depth = 3
    let finding: String? = nil
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

/// The rules of a state other than the device's (restoration, links, coherence, exits) compare
/// screens drawn on one device, so the product draws them without counting the bar's read of the
/// width, and the walk checks them once for every width they read nothing of.
@MainActor
@Suite("The rules of a state shared across widths")
struct SharedStateRulesTests {
  @Test(arguments: Device.all)
  func theScreenARuleComparesIsTheVisibleOneAndReadsNoWidth(_ device: Device) throws {
    let explored = ExploredApp(AppCoordinator())
    explored.device = device
    explored.finishLaunch()
    try explored.tap("row.article.2")
    let before = explored.deviceReads
    let visible = explored.visible
    #expect(explored.deviceReads.since(before).width, "the bar around the screen is the width's")
    let counted = explored.deviceReads
    #expect(explored.visibleForComparison == visible)
    #expect(explored.deviceReads == counted, "drawn for a comparison, the bar reads nothing")
  }

  @Test func aDoubleThatDoesNotSayComparesWhatItShowsAndCountsTheBarsRead() {
    // Departure: the product's compared screen reads no width (the test above); a double's
    // default does, since the double may decide on the bar it shows.
    let plain = FeedAndSettingsApp()
    plain.device = Device(platform: .iOS, width: .regular)
    plain.finishLaunch()
    let shows = plain.visible
    let reads = plain.deviceReads
    #expect(plain.visibleForComparison == shows)
    #expect(plain.deviceReads.since(reads).width, "a double that does not say counts the bar")
  }

  /// A restoration that fails in regular width only is found there, though the product's
  /// rules other than the device's are checked once for the widths they read nothing of: the
  /// fault reads the width, so its check is kept apart.
  @Test func aRestorationFaultOfOneWidthIsFoundOnThatWidthAndReplaysThere() throws {
    let report = Explorer.explore(
      RegularRestoreDroppingApp(), depth: 1, signedIn: false, devices: Device.all)
    let violation = try #require(report.violation)
    #expect(violation.rule == "restoration", "\(violation.detail)")
    #expect(violation.device.width == .regular)
    let compact = Explorer.explore(
      RegularRestoreDroppingApp(), depth: 1, signedIn: false,
      devices: Device.all.filter { $0.width == .compact })
    #expect(compact.violation == nil, "\(String(describing: compact.violation))")
    let replay = RegularRestoreDroppingApp()
    replay.device = violation.device
    replay.finishLaunch()
    try replay.run(violation.script)
    #expect(!replay.app.feed.path.isEmpty, "the script leaves a stack to restore")
  }
}

/// A test double whose restore drops the Feed's stack in regular width only, and which, like
/// the product, draws the screens a rule compares without counting the bar's read.
@MainActor
final class RegularRestoreDroppingApp: FeedAndSettingsApp {
  override var visibleForComparison: VisibleScreen { explored.visibleForComparison }

  override func restore(from store: some StateStore) -> RestoreReport {
    let report = super.restore(from: store)
    if app.width == .regular, !app.feed.path.isEmpty { app.feed.path.removeAll() }
    return report
  }
}
