import Observation

/// What every flow's coordinator holds: its state, its gate and its requests.
///
/// A flow's coordinator inherits from it and adds only its intents, its screens and its tap
/// table: `final class FeedCoordinator: Coordinator<FeedState>, TabFlow`. The state is observed;
/// views read it, and only the flow's own intents and the stack verbs change it.
@Observable
@MainActor
open class Coordinator<State: FlowState> {
  /// Everything the flow shows, as one value.
  public package(set) var state: State
  /// Asked before a stack that contains a route needing sign-in is shown; set by the app, it
  /// refuses until then, so a gate left unwired shows nothing gated.
  @ObservationIgnored public var gate: @MainActor ([State.FlowRoute]) -> Bool = { _ in false }
  /// Told what the flow asks of the app, such as a sign-in or a link; set by the app.
  @ObservationIgnored public var request: @MainActor (AppRequest) -> Void = { _ in }

  /// Creates the coordinator at the flow's root, with nothing presented.
  public required init() {
    state = State()
  }

  /// Creates the coordinator showing `state`, for a flow's tests.
  public init(state: State) {
    self.state = state
  }

  /// Puts back a whole state; only the NavLab package can call it.
  public func replaceState(with state: State, _: PackageAccess) {
    self.state = state
  }
}
