import AppCoordinator

/// The flows the default walk walks together: each flow alone at first, and two flows in one
/// group once a computation of the walk of either's group reached the other
/// (``ExplorableFlowReads``).
///
/// A walk of a group tells states apart by what each member sees (``FlowView``) and whether a
/// flow outside holds typed text, and stands for the other flows by the environment's scripts
/// (ARCHITECTURE.md, "One flow at a time"). That is sound for each computation that read and
/// wrote nothing of another flow: what it did is then a function of what the members see. A
/// computation that reached another flow stops the walk, the two groups become one, and the
/// walks start again; flows that no computation couples stay apart, so the work is a sum over
/// groups (ARCHITECTURE.md, "Flows walked by groups").
struct FlowGroups: Equatable {
  /// The groups, each its flows' places in the app's order, in the order of their first flow.
  private(set) var groups: [[Int]]

  /// Each of `count` flows in a group of its own.
  init(count: Int) { groups = (0..<count).map { [$0] } }

  /// The bit of the flow at `place` in a set of flows, as the app notes what it reached
  /// (`FlowReads.bit`): the places past 63 share the last.
  static func bit(_ place: Int) -> UInt64 { FlowReads.bit(place) }

  /// Every flow of an app of `count` flows, one bit each.
  static func every(_ count: Int) -> UInt64 {
    count >= 64 ? .max : (1 &<< UInt64(count)) &- 1
  }

  /// The group that holds the flow at `place`.
  func group(of place: Int) -> [Int] {
    groups.first { $0.contains(place) } ?? [place]
  }

  /// Puts `group` and every group holding a flow of `reached` in one.
  mutating func couple(_ group: [Int], with reached: UInt64) {
    var merged = Set(group)
    var kept: [[Int]] = []
    for other in groups {
      if other.contains(where: { group.contains($0) || reached & Self.bit($0) != 0 }) {
        merged.formUnion(other)
      } else {
        kept.append(other)
      }
    }
    kept.append(merged.sorted())
    groups = kept.sorted { $0[0] < $1[0] }
  }
}
