import LinkRouting

/// Which flows a change of context need not ask again: those found, since their last write,
/// presenting nothing a close would change, or holding no typed text.
///
/// A link asks every flow whether it holds input, then closes every flow's presentations, and
/// sign-out asks every flow again: with 15 flows those loops through each flow's box were a
/// seventh of the explorer's walk, though most flows present nothing and hold nothing. A flow's
/// answer, and what its `dismissAll()` writes, is a function of its state; each write of the
/// state is stamped in the app's count of flow writes (``/LinkRouting/WriteCount/lastWrites``),
/// so while a flow's stamp is no later than the count at which it was last asked, it would
/// answer as it did. Used only when every flow counts its writes
/// (``AppCoordinator/everyFlowCountsWrites``).
///
/// A flow that presents or takes text after that is written, so its stamp moves past the count
/// kept here and it is asked again.
@MainActor
final class SettledFlows {
  /// At each flow's place, the count of flow writes when its `dismissAll()` was last found to
  /// write nothing; -1 while it was not.
  @exclusivity(unchecked) private var closedAt: [Int]
  /// At each flow's place, the count of flow writes when it was last found holding no input;
  /// -1 while it was not.
  @exclusivity(unchecked) private var emptyAt: [Int]

  /// None settled, for `count` flows.
  init(count: Int) {
    closedAt = Array(repeating: -1, count: count)
    emptyAt = Array(repeating: -1, count: count)
  }

  /// Whether the flow at `place`, last written at `stamp`, was found since closing nothing.
  @inline(__always) func isClosed(_ place: Int, stamp: Int) -> Bool { stamp <= closedAt[place] }
  /// Notes that the flow at `place` closed nothing at `count`.
  @inline(__always) func noteClosed(_ place: Int, at count: Int) { closedAt[place] = count }

  /// Whether the flow at `place`, last written at `stamp`, was found since holding no input.
  @inline(__always) func holdsNoInput(_ place: Int, stamp: Int) -> Bool {
    stamp <= emptyAt[place]
  }
  /// Notes that the flow at `place` held no input at `count`.
  @inline(__always) func noteNoInput(_ place: Int, at count: Int) { emptyAt[place] = count }
}

extension AppCoordinator {
  /// Closes everything each flow presents, the presented flow aside, as a link does: a flow
  /// found since its last write with nothing to close is not asked again (``SettledFlows``),
  /// and is noted as commanded all the same (`FlowReads`).
  func dismissEveryFlowsPresentations() {
    guard everyFlowCountsWrites else {
      for box in boxes { box.dismissAll() }
      return
    }
    let writes = flowWrites
    var stamps = writes.lastWrites
    let reads = walk.flowReads
    for place in boxes.indices {
      let stamp = place < stamps.count ? stamps[place] : Int.max
      if settled.isClosed(place, stamp: stamp) {
        reads.noteWrite(place)
        continue
      }
      let before = writes.current
      boxes[place].dismissAll()
      if writes.current == before {
        settled.noteClosed(place, at: before)
      } else {
        // Read again: only this flow should have written, but the stamps kept are stale.
        stamps = writes.lastWrites
      }
    }
  }

  /// Whether the flow at `place` holds typed text (``ErasedFlow/holdsInput``), asked only when
  /// it was written since it last held none (``SettledFlows``).
  ///
  /// - Parameters:
  ///   - place: The flow's place in ``boxes``.
  ///   - stamps: The app's ``/LinkRouting/WriteCount/lastWrites``, read once for a loop and read
  ///     again should the question write; `nil` when not every flow counts its writes, and every
  ///     flow is asked.
  /// - Returns: The flow's answer, or `false` when it held none and was not written since.
  func holdsInput(_ place: Int, stamps: inout [Int]?) -> Bool {
    guard let kept = stamps else { return boxes[place].holdsInput }
    let stamp = place < kept.count ? kept[place] : Int.max
    if settled.holdsNoInput(place, stamp: stamp) { return false }
    let before = flowWrites.current
    let holds = boxes[place].holdsInput
    if flowWrites.current != before {
      stamps = flowWrites.lastWrites
    } else if !holds {
      settled.noteNoInput(place, at: before)
    }
    return holds
  }

  /// The stamps of the flows' writes for ``holdsInput(_:stamps:)``: `nil` when not every flow
  /// counts its writes.
  var settledStamps: [Int]? { everyFlowCountsWrites ? flowWrites.lastWrites : nil }
}
