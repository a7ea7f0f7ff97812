import AppCoordinator
import LinkRouting

/// What a walk tells states apart by, in a state it keeps: the whole snapshot, what one flow
/// sees, or, during onboarding, what onboarding can still change.
enum WalkKey<Snapshot: Hashable>: Hashable {
  case whole(Snapshot)
  /// A walk of one flow: what the flow sees, and for the map more (``ViewKey``).
  case view(ViewKey)
  /// Onboarding: the page shown, the document saved, and the key of the state that
  /// `button.start` would lead to. Links that arrive during onboarding only wait, and
  /// `button.start` applies them in order, each a function of the state before it; so two
  /// queues that lead to the same state there lead to the same states after any more links,
  /// and the queue itself is left out (it would otherwise grow with every link opened).
  indirect case onboarding(shown: VisibleScreen, saved: StateDocument, then: WalkKey)
}

/// What a walk of one flow tells states apart by: a flat value, kept apart from ``WalkKey``,
/// whose cases are generic over the app and cost several times as much to hash and compare.
///
/// Thread-modular checking (STYLE.md): the flow is walked with the view of the rest of the app
/// that it can observe (``FlowView``), its own state and its context; two states of the app
/// that the flow sees alike lead it, by its own moves and the environment's, to states it sees
/// alike.
struct ViewKey: Hashable {
  /// What the flow sees.
  var view: FlowView
  /// For the map: while main shows with the flow out of sight, the kind of screen the rest of
  /// the app shows, so that each move from there to the flow is drawn; `nil` while the flow
  /// is in sight or main does not show, and outside the map.
  var shown: String?
  /// For the map: which way out the discard alert holds over the flow, so that each place
  /// `button.discard` leads is drawn; -1 when it holds none, and outside the map.
  var asking = -1
  /// In a walk of a group of flows, what the other members see, in the app's order.
  var others: [FlowView] = []

  /// Hashes the views, `asking` and the count of others packed in one word, and `shown`.
  ///
  /// A key is hashed for every state a move reaches, and each word combined costs as much as a
  /// packing; `shown` is set by the map alone. Equal keys hash equally, as they did field by
  /// field.
  func hash(into hasher: inout Hasher) {
    view.hash(into: &hasher)
    hasher.combine((asking &+ 1) ^ others.count &<< 40 ^ (shown == nil ? 0 : 1) &<< 62)
    for other in others { other.hash(into: &hasher) }
    if let shown { hasher.combine(shown) }
  }
}

/// The devices that reached each state a walk told apart, by its key.
struct SeenStates<Snapshot: Hashable> {
  /// The devices that reached each state told apart during onboarding
  /// (``WalkKey/onboarding(shown:saved:then:)``).
  private var onboarding: [WalkKey<Snapshot>: DeviceSet] = [:]
  /// The devices that reached each state told apart by what one flow sees
  /// (``WalkKey/view(_:)``).
  private var views: [ViewKey: DeviceSet] = [:]
  /// The devices that reached each state told apart by its whole snapshot
  /// (``WalkKey/whole(_:)``): most of them in a walk of the whole app, kept apart since a
  /// snapshot is hashed and compared far more cheaply than a key, whose cases are generic.
  private(set) var wholes: [Snapshot: DeviceSet] = [:]

  /// What the walked flow sees in each state, in a walk of one flow; empty in a walk of the
  /// whole app.
  var flowViews: Set<FlowView> { Set(views.keys.map(\.view)) }

  /// Marks the state of key `key` as reached on `devices`.
  mutating func mark(_ key: WalkKey<Snapshot>, on devices: DeviceSet) {
    switch key {
    case .whole(let snapshot): wholes[snapshot, default: DeviceSet()].formUnion(devices)
    case .view(let view): views[view, default: DeviceSet()].formUnion(devices)
    case .onboarding: onboarding[key, default: DeviceSet()].formUnion(devices)
    }
  }

  /// Whether some device reached the state of key `key`.
  func contains(_ key: WalkKey<Snapshot>) -> Bool { !devices(reaching: key).isEmpty }

  /// The devices that reached the state of key `key` so far.
  func devices(reaching key: WalkKey<Snapshot>) -> DeviceSet {
    switch key {
    case .whole(let snapshot): wholes[snapshot] ?? DeviceSet()
    case .view(let view): views[view] ?? DeviceSet()
    case .onboarding: onboarding[key] ?? DeviceSet()
    }
  }
}
