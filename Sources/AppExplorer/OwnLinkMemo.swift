/// The walked flow's own links already opened from each of its views, in a walk of one flow:
/// one opened again from the same view is left out.
///
/// A link of the walked flow's own that shows it on main closes its presentations and replaces
/// its stack: from main it leads to the same view whatever the flow's place and state, so once
/// per session is enough; from login, once per view of the flow, its place left out
/// (ARCHITECTURE.md). A link that parks a destination leaves the flow where it was, so only a
/// link that showed the flow in sight on main is remembered. Where a flow holds typed text, or
/// the discard alert asks, a link may be held instead: what it leads to depends on the whole
/// state, so there no view is remembered and each link is opened from every view. The map's
/// walks open every one, to draw each move.
struct OwnLinkMemo {
  /// A link of the walked flow's own opened from one of its views, its place left out.
  struct Step: Hashable {
    var context: FlowView
    /// The link's place in the walk's links.
    var link: Int
  }

  /// Every step that showed the flow in sight on main, with the devices it did so on: a walk of
  /// several devices leaves a link out only on the devices that took it.
  private var taken: [Step: DeviceSet] = [:]

  /// What a link of the flow's own can tell apart of `view`, the flow's view of a state: its
  /// place left out, and its state too while main shows; `nil`, so that no link is left out,
  /// where a flow holds typed text or the discard alert asks (`holdsLinks`).
  static func context(of view: FlowView, holdsLinks: Bool) -> FlowView? {
    guard !holdsLinks else { return nil }
    var context = view
    context.place = .inSight
    if context.stage == FlowView.main { context.state = -1 }
    return context
  }

  /// The devices on which `step` was taken and showed the flow on main.
  @inline(__always)
  func devices(taking step: Step) -> DeviceSet { taken[step] ?? DeviceSet() }

  /// Remembers `step`, which showed the flow in sight on main on `devices`.
  mutating func remember(_ step: Step, on devices: DeviceSet) {
    taken[step, default: DeviceSet()].formUnion(devices)
  }
}
