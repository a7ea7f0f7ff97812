import Observation

/// What every flow's coordinator holds: its state, its gate and its requests.
///
/// A flow's coordinator inherits from it and adds only its intents, its screens and its tap
/// table: `final class FeedCoordinator: Coordinator<FeedState>, TabFlow`. The sign-in and
/// onboarding flows, which the app shows as its root rather than in a tab, inherit from it too
/// and add an `output` that tells the app how they ended. The state is observed; views read it,
/// and only the flow's own intents and the stack verbs change it.
///
/// Observation is written out rather than made by `@Observable`. The macro names the state by a
/// key path into this generic class at every read and write, and both the key path and the
/// class's metadata are looked up at run time each time, which cost the explorer four times its
/// instructions. Every read and write is told instead to one `StateSignal`, a small final class
/// whose key path and metadata are static: an observer of the state is one of the signal.
@MainActor
open class Coordinator<State: FlowState>: Observable {
  /// Everything the flow shows, as one value.
  @inlinable public package(set) final var state: State {
    get {
      signal.read()
      return storedState
    }
    set { signal.write { storedState = newValue } }
  }
  /// Asked before a stack that contains a route needing sign-in is shown.
  ///
  /// The app sets it when it wires the flow, and it refuses until then, so a gate left unwired
  /// shows nothing gated. Only the package writes it: a view cannot open the gate.
  public package(set) var gate: @MainActor ([State.FlowRoute]) -> Bool = { _ in false }
  /// Told what the flow asks of the app, such as a sign-in or a link; the app sets it when it
  /// wires the flow, and only the package writes it.
  public package(set) var request: @MainActor (AppRequest) -> Void = { _ in }

  @usableFromInline @exclusivity(unchecked) final var storedState: State
  /// What observers of ``state`` are told through: see the type's discussion.
  @usableFromInline let signal = StateSignal()

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

  /// Takes the app's gate and request handler (``AppFlow/wire(gate:request:_:)``); only the
  /// NavLab package can call it.
  public func wire(
    gate: @escaping @MainActor ([State.FlowRoute]) -> Bool,
    request: @escaping @MainActor (AppRequest) -> Void,
    _: PackageAccess
  ) {
    self.gate = gate
    self.request = request
  }
}
