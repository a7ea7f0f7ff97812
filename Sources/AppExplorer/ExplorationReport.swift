import AppCoordinator
import LinkRouting

/// What a walk over every reachable state found.
public struct ExplorationReport: Sendable {
  /// A rule that some reachable state or transition breaks.
  public struct Violation: Sendable, Equatable {
    /// The rule, such as `gate`.
    public var rule: String
    /// What was seen.
    public var detail: String
    /// The shortest script that reproduces it: its moves, the sign-in step first when the walk
    /// started signed in.
    public var script: [String]
    /// The script as `navlab-shell -f` replays it: the sign-in step named in a comment, an
    /// `expect` of the screen after every move, and `check`, which names the rule; for a rule
    /// of the whole walk, a comment that says so and what to look at.
    public var replay: [String] = []
    /// The device the walk that found it ran on: a replay must run on it too.
    public var device = Device.iPhone
  }

  /// What the walks on one device found.
  public struct Variant: Sendable, Equatable {
    /// The platform and the width walked.
    public var device: Device
    /// Distinct states reached on it.
    public var states: Int
    /// Actions applied on it.
    public var transitions: Int
  }

  /// Distinct states reached.
  public var states = 0
  /// Actions applied.
  public var transitions = 0
  /// The depth of the last level that reached new states.
  public var depthReached = 0
  /// Time the walk took.
  public var duration = Duration.zero
  /// What each device walked found, in the order walked.
  public var variants: [Variant] = []
  /// The first rule broken, or `nil` when every rule holds everywhere.
  public var violation: Violation?
  /// The state budget, when the walk reached it before its depth.
  ///
  /// A walk that stopped there has not checked everything; `nil` when it walked to its depth.
  public var stoppedAtBudget: Int?
  /// The groups of flows the default walk walked together, each by its flows' ids, in the app's
  /// order: a flow alone unless the app's code couples it to another (ARCHITECTURE.md, "Flows
  /// walked by groups"); empty for the whole walk.
  public var groups: [[String]] = []
  /// The states each group's walk found, in the order of ``groups``, each counted once for every
  /// device that reaches it: the walk's cost is their sum.
  public var groupStates: [Int] = []

  /// States reached per second.
  public var statesPerSecond: Double {
    let seconds =
      Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    return seconds > 0 ? Double(states) / seconds : 0
  }

  /// Adds the counts of a walk of a group, whose devices found `devices` in the order of
  /// ``variants``, and its violation when this one found none; notes its states in
  /// ``groupStates``.
  mutating func add(_ group: ExplorationReport, devices: [Variant]) {
    for (place, variant) in devices.enumerated() where variants.indices.contains(place) {
      variants[place].states += variant.states
      variants[place].transitions += variant.transitions
    }
    add(group)
    groupStates.append(group.states)
  }

  /// Adds a second walk's counts, and its violation when this one found none.
  mutating func add(_ other: ExplorationReport) {
    states += other.states
    transitions += other.transitions
    depthReached = max(depthReached, other.depthReached)
    violation = violation ?? other.violation
    stoppedAtBudget = stoppedAtBudget ?? other.stoppedAtBudget
  }
}
