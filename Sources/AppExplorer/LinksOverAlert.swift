/// The states under the discard alert whose links the walk took already from a state asking
/// over them: from another state asking over the same one, the walk leaves the links out.
///
/// The discard alert holds a way out (a back, a tab's item, a link, a sign-out) over the state
/// the user would lose typed text in. A link opened while it asks closes it first, and what the
/// link does after depends only on the state under the alert, unless the app read which way out
/// waited (`ExplorableDiscardAlert.pendingExitReads`). So when every link from one state asking
/// over a state read no way out, each link from another state asking over the same one leads
/// where it led from the first, on the same devices (ARCHITECTURE.md, "Links over the discard
/// alert"). Only the whole walk takes this reduction: a walk of one flow tells states apart by
/// the flow's view, which holds the way out.
struct LinksOverAlert<Snapshot: Hashable> {
  /// Each state under the alert whose links were all taken from one state asking over it, none
  /// of them reading which way out waited, with the devices they were taken on.
  private var taken: [Snapshot: DeviceSet] = [:]

  /// A state asking over another, as the walk expands it.
  struct Visit {
    /// The state under the alert.
    let under: Snapshot
    /// Whether the links from the state under the alert were taken already, on every device
    /// expanding this one: then this state's links are left out.
    let linksTaken: Bool
    /// Whether a link taken from this state read which way out waited.
    var readExit = false
  }

  /// The visit of a state asking over `under`, expanded on `devices`.
  func visit(under: Snapshot, on devices: DeviceSet) -> Visit {
    Visit(
      under: under,
      linksTaken: taken[under].map { devices.subtracting($0).isEmpty } ?? false)
  }

  /// Records that `visit` took its links on `devices`, when it took them all without reading
  /// which way out waited.
  mutating func leave(_ visit: Visit, on devices: DeviceSet) {
    guard !visit.linksTaken, !visit.readExit else { return }
    taken[visit.under, default: DeviceSet()].formUnion(devices)
  }
}
