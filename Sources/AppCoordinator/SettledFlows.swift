import LinkRouting

/// Which flows a change of context need not ask again: those found, since their last write,
/// presenting nothing a close would change, or holding no typed text.
///
/// A link asks every flow whether it holds input, then closes every flow's presentations, and
/// sign-out asks every flow again: with 15 flows those loops through each flow's box were a
/// seventh of the explorer's walk, though most flows present nothing and hold nothing. A flow's
/// answer, and what its `dismissAll()` writes, is a function of its state, and each write of the
/// state marks the flow's place in the app's count of flow writes
/// (``/LinkRouting/WriteCount/takeWritten()``), which only this takes: a flow found settled and
/// not marked since would answer as it did. Used only when every flow counts its writes
/// (``AppCoordinator/everyFlowCountsWrites``); a place past 62 is never settled, since the mark
/// of every place past 62 is one bit.
///
/// A flow that presents or takes text after it was found settled is written, so it is marked,
/// unsettled, and asked again.
@MainActor
final class SettledFlows {
  /// The places of the flows whose `dismissAll()` wrote nothing, unwritten since.
  @exclusivity(unchecked) private(set) var closed: UInt64 = 0
  /// The places of the flows found holding no input, unwritten since.
  @exclusivity(unchecked) private(set) var holdingNothing: UInt64 = 0

  /// The bit of the flow at `place`, or none for a place past 62.
  @inline(__always) static func bit(_ place: Int) -> UInt64 {
    place < 63 ? 1 &<< UInt64(truncatingIfNeeded: place) : 0
  }

  /// Unsettles the flows written since the last call (`written`, from the app's count).
  @inline(__always) func forget(_ written: UInt64) {
    if written == 0 { return }
    closed &= ~written
    holdingNothing &= ~written
  }

  /// Notes that the flow at `place` closed nothing.
  @inline(__always) func noteClosed(_ place: Int) { closed |= Self.bit(place) }

  /// Notes that the flow at `place` holds no input.
  @inline(__always) func noteHoldingNothing(_ place: Int) { holdingNothing |= Self.bit(place) }
}

extension AppCoordinator {
  /// Closes everything each flow presents, the presented flow aside, as a link does: a flow
  /// found since its last write with nothing to close is not asked again (``SettledFlows``),
  /// and is noted as commanded all the same (`FlowReads`), all of them at once after the loop.
  func dismissEveryFlowsPresentations() {
    guard everyFlowCountsWrites else {
      for box in boxes { box.dismissAll() }
      return
    }
    let writes = flowWrites
    settled.forget(writes.takeWritten())
    var skipped: UInt64 = 0
    for place in boxes.indices {
      let bit = SettledFlows.bit(place)
      if settled.closed & bit != 0 {
        skipped |= bit
        continue
      }
      boxes[place].dismissAll()
      let written = writes.takeWritten()
      if written == 0 { settled.noteClosed(place) } else { settled.forget(written) }
    }
    walk.flowReads.noteWrites(skipped)
  }

  /// The places of the flows known to hold no input, unwritten since they were found so
  /// (``SettledFlows``): none when not every flow counts its writes.
  ///
  /// Read before a loop of ``holdsInput(asking:)``.
  func flowsHoldingNothing() -> UInt64 {
    guard everyFlowCountsWrites else { return 0 }
    settled.forget(flowWrites.takeWritten())
    return settled.holdingNothing
  }

  /// Whether the flow at `place` holds typed text (``ErasedFlow/holdsInput``), asked of its box;
  /// a flow found holding none, whose question wrote nothing, is noted settled.
  func holdsInput(asking place: Int) -> Bool {
    let holds = boxes[place].holdsInput
    guard everyFlowCountsWrites else { return holds }
    let written = flowWrites.takeWritten()
    if written != 0 {
      settled.forget(written)
    } else if !holds {
      settled.noteHoldingNothing(place)
    }
    return holds
  }
}
