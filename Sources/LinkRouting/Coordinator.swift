import Observation

/// What every flow's coordinator holds: its state, its gate and its requests.
///
/// A flow's coordinator inherits from it and adds only its intents, its screens and its tap
/// table: `final class FeedCoordinator: Coordinator<FeedState>, TabFlow`. The state is observed;
/// views read it, and only the flow's own intents and the stack verbs change it.
///
/// Observation is written out rather than made by `@Observable`: the macro names the state by a
/// key path literal at every read and write, and a key path into a generic class is built at run
/// time each time, which cost the explorer four times its instructions. One key path, made once
/// per coordinator, is used for every read and write instead.
@MainActor
open class Coordinator<State: FlowState>: Observable {
  /// Everything the flow shows, as one value.
  public package(set) var state: State {
    get {
      registrar.access(self, keyPath: stateKey)
      return storedState
    }
    set {
      registrar.withMutation(of: self, keyPath: stateKey) { storedState = newValue }
    }
  }
  /// Asked before a stack that contains a route needing sign-in is shown; set by the app, it
  /// refuses until then, so a gate left unwired shows nothing gated.
  public var gate: @MainActor ([State.FlowRoute]) -> Bool = { _ in false }
  /// Told what the flow asks of the app, such as a sign-in or a link; set by the app.
  public var request: @MainActor (AppRequest) -> Void = { _ in }

  private var storedState: State
  private let registrar = ObservationRegistrar()
  /// `\.state`, made once: see the type's discussion.
  private let stateKey: KeyPath<Coordinator<State>, State> = \.state

  /// Creates the coordinator at the flow's root, with nothing presented.
  public required init() {
    storedState = State()
  }

  /// Creates the coordinator showing `state`, for a flow's tests.
  public init(state: State) {
    storedState = state
  }

  /// Puts back a whole state; only the NavLab package can call it.
  public func replaceState(with state: State, _: PackageAccess) {
    self.state = state
  }
}
