// What the package's explorer counts of the app's reach into its flows, for the walk by groups
// (ARCHITECTURE.md, "Flows walked by groups"): which flows the app's code read or wrote, other
// than the flow in focus, while one computation of the walk ran. The app's navigation never
// reads it; it costs the app one comparison an access while the explorer is not counting.

/// Which flows the app's code reached, other than the flow in focus, while the explorer counts.
///
/// Every question the app asks a flow's box (its stack, crumbs, depth, screen, presentations,
/// typed text) and every command it gives one (tap, back, dismiss, pop, show, restore) notes the
/// flow's place here, and so does ``AppCoordinator/flow(_:)``, through which a view or a test
/// double reaches a coordinator. The flow in focus, whose screen shows, is left out: its moves
/// are its own. Two kinds of access are left out on purpose, each argued in ARCHITECTURE.md:
/// what the app does to every flow alike in a change of context (closing every presentation on
/// a link, resetting every stack on sign-out, saving every stack), where each flow is treated
/// as a function of its own state, except that a flow found holding typed text is noted, and
/// a command given there to another flow is kept in ``changedAlike`` for the walk to note in a
/// flow's own move; and what the app draws of the tab under a presented flow (its crumbs and
/// depth).
///
/// Its fields are read at every access the app makes of a flow, and every field is unchecked for
/// exclusive access: checked, the checks were a sixth of the instructions of the walk by groups
/// at 5 tabs and 10 presented flows. No access of one field overlaps another of it: each is a
/// load or a store in a method that calls nothing that reaches it.
@MainActor
package final class FlowReads {
  /// Whether accesses are noted: while the explorer walks by groups, and not otherwise.
  @exclusivity(unchecked) package var isCounting = false
  /// The flows reached since ``clear()``, one bit a place in the app's flows; a place past 63
  /// sets the last bit.
  @exclusivity(unchecked) package private(set) var reached: UInt64 = 0
  /// The flows changed inside code that treats every flow alike since ``clear()``, other than
  /// the flow whose move it is and the flow a request opens (``opened``): what a flow's own move
  /// did to other flows there, which the walk notes unless the move is a change of context.
  @exclusivity(unchecked) package private(set) var changedAlike: UInt64 = 0
  /// How deep the app is in code that treats every flow alike, or draws the tab under a
  /// presented flow: no access is noted there but input found held.
  @exclusivity(unchecked) package var alike = 0
  /// The flow a request being applied opens, which the request changes as a link would; -1 for
  /// none.
  @exclusivity(unchecked) package var opened = -1
  /// The app whose flow in focus is left out; set once the app is made.
  @exclusivity(unchecked) unowned(unsafe) var app: AppCoordinator?
  /// The flow in focus when the computation began, whose move or check it is; -1 for none.
  @exclusivity(unchecked) private var owner = -1

  /// Forgets what was reached, as a computation begins.
  package func clear() {
    reached = 0
    changedAlike = 0
    owner = focused
  }

  /// The bit of the flow at `place`.
  nonisolated package static func bit(_ place: Int) -> UInt64 { 1 &<< UInt64(min(place, 63)) }

  /// The flow in focus now, whose screen shows; -1 while main does not show.
  private var focused: Int {
    guard let app, case .main = app._root else { return -1 }
    return app._presentedFlow ?? app._selectedTab
  }

  /// Notes a question asked of the flow at `place`, unless it is the flow whose move or check
  /// this is, or the one in focus now (what shows), or every flow is treated alike.
  @inline(__always) func noteRead(_ place: Int) {
    guard isCounting, alike == 0 else { return }
    if place == owner || place == focused { return }
    noteReached(place)
  }

  /// Notes a command given to the flow at `place`, or a coordinator handed out, unless it is
  /// the flow whose move this is.
  ///
  /// A write into another flow, even one a tab switch just brought in focus, is how one flow's
  /// state reaches another's. Where every flow is treated alike it is kept aside in
  /// ``changedAlike``, unless it is the flow a request opens.
  @inline(__always) func noteWrite(_ place: Int) {
    guard isCounting, place != owner else { return }
    guard alike == 0 else {
      if place != opened { changedAlike |= Self.bit(place) }
      return
    }
    noteReached(place)
  }

  /// Notes a command given to each flow whose place is set in `places` (one bit a place, places
  /// below 63), as ``noteWrite(_:)`` notes each in turn: one mask operation for a loop over the
  /// flows that skips the flows it need not ask (``AppCoordinator/dismissEveryFlowsPresentations()``).
  @inline(__always) func noteWrites(_ places: UInt64) {
    guard isCounting, places != 0 else { return }
    var noted = places & ~Self.placeBit(owner)
    guard alike == 0 else {
      noted &= ~Self.placeBit(opened)
      changedAlike |= noted
      return
    }
    reached |= noted
  }

  /// The bit of the flow at `place` if it is below 63, and none otherwise (none for -1).
  private static func placeBit(_ place: Int) -> UInt64 {
    place >= 0 && place < 63 ? 1 &<< UInt64(truncatingIfNeeded: place) : 0
  }

  /// Notes that the flow at `place` holds typed text, wherever the app asks, unless it is in
  /// focus: a change of context that would lose it asks first, so what it does depends on it.
  @inline(__always) func noteHeldInput(_ place: Int) {
    guard isCounting, place != owner, place != focused else { return }
    noteReached(place)
  }

  private func noteReached(_ place: Int) {
    reached |= Self.bit(place)
  }
}
