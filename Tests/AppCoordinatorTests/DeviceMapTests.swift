import LinkRouting
import Testing

@testable import AppCoordinator
@testable import AppExplorer

/// Drawing every device's map in one walk draws, on each device, the map a walk of that device
/// alone draws: its screens, moves, kinds, gated moves and shortest scripts, in the same order
/// (ARCHITECTURE.md, "Every device in one walk").
@MainActor
@Suite("Every device's map in one walk")
struct DeviceMapTests {
  /// A double and a launch whose maps differ from device to device.
  enum Case: String, CaseIterable, Sendable {
    /// Every kind of presentation, each adapting to the width, from a guest's launch.
    case galleryAsGuest
    /// The same from a fresh install's launch, onboarding first.
    case galleryFromFirstLaunch
    /// The Feed's gate and its photo, a cover pushed on macOS, beside Settings, signed in.
    case feedSignedIn
    /// The Gallery whose `button.done` closes one level too far on macOS, from a guest's
    /// launch: a move whose outcome the platform decides.
    case macClosePopping
    /// The Gallery whose walk tells apart no two states of a flow on macOS, from a guest's
    /// launch: a key the platform decides.
    case macCollapsingView

    var launch: Explorer.Launch {
      switch self {
      case .galleryAsGuest, .macClosePopping, .macCollapsingView: .guest
      case .galleryFromFirstLaunch: .firstLaunch
      case .feedSignedIn: .signedIn
      }
    }

    /// How deep the walks go: deep enough for the devices' maps to differ, but from a first
    /// launch, where onboarding takes the first moves.
    var depth: Int {
      switch self {
      case .feedSignedIn: 2
      case .galleryAsGuest, .galleryFromFirstLaunch, .macClosePopping, .macCollapsingView: 3
      }
    }

    @MainActor
    func app() -> ForwardingApp {
      switch self {
      case .galleryAsGuest, .galleryFromFirstLaunch: GalleryApp()
      case .feedSignedIn: FeedAndSettingsApp()
      case .macClosePopping: MacDonePoppingGalleryApp()
      case .macCollapsingView: MacCollapsingViewGalleryApp()
      }
    }
  }

  @Test(arguments: Case.allCases)
  func eachDevicesMapIsTheOneItsOwnWalkDraws(_ drawn: Case) {
    let together = Explorer.maps(
      drawn.app(), depth: drawn.depth, launches: [drawn.launch], devices: Device.all)
    #expect(together.count == Device.all.count)
    for (device, map) in zip(Device.all, together) {
      let alone = drawn.app()
      alone.device = device
      let own = Self.lines(of: Explorer.map(alone, depth: drawn.depth, launches: [drawn.launch]))
      let lines = Self.lines(of: map)
      #expect(lines == own, "\(device): \(lines.difference(from: own).map { "\($0)" })")
    }
    // The maps differ, so that a walk that drew one device's map for every device would fail;
    // from a first launch, onboarding takes the moves that would tell them apart.
    if drawn != .galleryFromFirstLaunch {
      #expect(Set(together.map(Self.lines(of:))).count > 1)
    }
  }

  @Test func aMoveThatReadsNoDeviceIsTakenOnceForEveryDevice() {
    TapCountingGalleryApp.taps = 0
    _ = Explorer.maps(TapCountingGalleryApp(), depth: 3, launches: [.guest], devices: Device.all)
    let together = TapCountingGalleryApp.taps
    var alone = 0
    for device in Device.all {
      TapCountingGalleryApp.taps = 0
      let app = TapCountingGalleryApp()
      app.device = device
      _ = Explorer.map(app, depth: 3, launches: [.guest])
      alone += TapCountingGalleryApp.taps
    }
    #expect(together > 0)
    // A tab's item is the width's, so the two widths tap their own; the rest is shared.
    #expect(together * 3 < alone * 2, "\(together) taps for every device, \(alone) one at a time")
  }

  /// The map as lines: each place with its group and script, then each move with its kind,
  /// whether it is gated and its script, in the map's order.
  static func lines(of map: NavigationMap) -> [String] {
    var lines = map.places.map { place in
      "\(place.kind) in \(place.group): \(map.placeScripts[place.kind] ?? [])"
    }
    for move in map.transitions {
      let kind = map.semantics[move].map(\.name) ?? "none"
      let gated = map.gated.contains(move) ? " gated" : ""
      let script = map.transitionScripts[move] ?? []
      lines.append("\(move.from) \(move.label) \(move.to): \(kind)\(gated) \(script)")
    }
    lines.append("stopped at \(map.stoppedAtBudget.map(String.init) ?? "none")")
    return lines
  }
}

/// The Gallery app whose `button.done` pops the item under what it closes, on macOS only.
@MainActor
final class MacDonePoppingGalleryApp: GalleryApp {
  override func tap(_ id: String) throws(NavigationError) {
    let pops = id == "button.done" && app.platform == .macOS
    try super.tap(id)
    if pops { try? app.back() }
  }
}

/// The Gallery app whose flows' views leave their states out on macOS, so that its walk there
/// tells apart no two states of a flow that differ in their stacks or presentations alone.
@MainActor
final class MacCollapsingViewGalleryApp: GalleryApp {
  override func view(of snapshot: ExploredApp.Snapshot, from flow: Int) -> FlowView {
    var view = super.view(of: snapshot, from: flow)
    if app.platform == .macOS { view.state = 0 }
    return view
  }
}

/// The Gallery app, counting the taps it is asked for.
@MainActor
final class TapCountingGalleryApp: GalleryApp {
  static var taps = 0

  override func tap(_ id: String) throws(NavigationError) {
    Self.taps += 1
    try super.tap(id)
  }
}
