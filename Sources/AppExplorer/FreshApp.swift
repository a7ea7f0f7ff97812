import AppCoordinator
import LinkRouting

/// What a check learned on the scratch app, with what learning it read of the device.
struct Learned<Value> {
  var value: Value
  var read: (platform: Bool, width: Bool)

  init(_ value: Value, reading read: (platform: Bool, width: Bool)) {
    self.value = value
    self.read = read
  }
}

/// A second app, assembled like the one explored, put back on its splash screen each time a
/// rule asks for a fresh app: as good as a new one, since its snapshot is its whole state.
///
/// Each call names the device the fresh app runs on, the explored app's, and each cache is keyed
/// by it, so that a walk of several devices shares the scratch app.
@MainActor
final class FreshApp<App: Explorable> {
  private let scratch: App
  private let launch: App.Snapshot
  /// What each document checked so far restores to, on each device.
  var restoredScreens: [Rules.RestoredDocument: Learned<VisibleScreen>] = [:]
  /// The screen each link opened so far shows, by session and device.
  var openedScreens: [Rules.LinkOpening: Learned<String>] = [:]
  /// What each document restored to, by the document itself, shared with the scratch apps of
  /// the other walks of a pass over `explore`'s groups; this walk's own else.
  var restoredDocuments = RestoredDocuments()
  /// Reads of the device counted again for what the caches gave back (``recall(_:)``), less the
  /// reads of the platform the `platforms` rule made (``discountPlatformReads(_:)``).
  private var correction = DeviceReads()
  /// The flows the scratch app's code reached in launches before the one it shows, since
  /// ``clearFlowReads()``.
  private var reachedBefore: UInt64 = 0

  /// Whether the scratch app notes which flows its code reaches, as the explored app does in a
  /// walk of a group: a rule's launch reads as the rule does (``ExplorableFlowReads``).
  var countsFlowReads: Bool {
    get { scratch.countsFlowReads }
    set { scratch.countsFlowReads = newValue }
  }

  /// The flows the scratch app's code reached since ``clearFlowReads()``, in every launch.
  ///
  /// Each launch starts on the splash screen, with no flow in focus, so none is left out.
  var flowsReached: UInt64 { reachedBefore | scratch.flowsReached }

  /// The flows the scratch app's code reached since its last launch (``app(on:)``).
  var reachedSinceLaunch: UInt64 { scratch.flowsReached }

  /// Notes that the scratch app's code reached the flows `reached`, as it did when it last took
  /// the computation whose answer a cache gives back: the answer hides no flow read.
  func noteReached(_ reached: UInt64) {
    reachedBefore |= reached
  }

  /// Forgets what the scratch app's code reached.
  func clearFlowReads() {
    reachedBefore = 0
    scratch.clearFlowReads()
  }

  init(like app: App) {
    scratch = app.fresh()
    // The walk's own scratch app, which no view observes.
    scratch.tellsObservers = false
    launch = scratch.snapshot
  }

  /// How many times the scratch app read its device, and the caches' answers read it again:
  /// with the explored app's count, what tells whether a check depended on the device.
  var deviceReads: DeviceReads { scratch.deviceReads &+ correction }

  /// What `learned` holds, counting the reads of the device it was learned with as if it were
  /// learned again: a cache keyed by the device must not hide that its answer depends on it.
  func recall<Value>(_ learned: Learned<Value>) -> Value {
    if learned.read.platform { correction.platform &+= 1 }
    if learned.read.width { correction.width &+= 1 }
    return learned.value
  }

  /// Takes `count` reads of the explored app's platform out of the count: the `platforms` rule's,
  /// which compares every platform of the width itself.
  func discountPlatformReads(_ count: Int) {
    correction.platform &-= count
  }

  /// The app launched on `device`, signed in as `account` or as a guest, with every stack at
  /// its root.
  func launched(signedInAs account: String?, on device: Device) -> App {
    let firstTab = scratch.flows.first { $0.kind == .tab }?.id ?? ""
    let document = StateDocument(account: account, tab: firstTab, paths: [:])
    let store = (try? document.encoded()).map { InMemoryStateStore($0) } ?? InMemoryStateStore()
    return launched(from: store, on: device).app
  }

  /// The app on `device`, on its splash screen, with nothing saved, restored or opened.
  func app(on device: Device) -> App {
    if scratch.countsFlowReads { reachedBefore |= scratch.flowsReached }
    scratch.device = device
    scratch.snapshot = launch
    // On the splash screen no flow is in focus, so nothing the launch reaches is left out.
    if scratch.countsFlowReads { scratch.clearFlowReads() }
    return scratch
  }

  /// The app on `device`, restored from `store` during launch, then launched.
  func launched(
    from store: some StateStore, on device: Device
  ) -> (app: App, report: RestoreReport) {
    let launched = app(on: device)
    let report = launched.restore(from: store)
    launched.finishLaunch()
    return (launched, report)
  }
}

/// What each saved document restored to on a scratch app, shared by the walks of one
/// `explore`'s groups: the restoration rule's costliest part, decoding the document and
/// launching from it, taken once for every walk that meets the document.
///
/// A class, so that each walk's scratch app (``FreshApp``) reaches the one every walk fills.
@MainActor
final class RestoredDocuments {
  /// A document restored on a device, by a scratch app that notes the flows its code reaches
  /// or not.
  struct Key: Hashable {
    var document: StateDocument
    var device: Device
    var countsFlowReads: Bool
  }

  /// What restoring a document showed, what it read of the device, and the flows the scratch
  /// app's code reached while it launched from it and was read.
  struct Restored {
    var screen: Learned<VisibleScreen>
    var reached: UInt64
  }

  /// What each document restored to so far.
  var byDocument: [Key: Restored] = [:]
}
