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
    set {
      signal.write { storedState = newValue }
      stateVersion &+= 1
      signal.sharedWrites?.count &+= 1
    }
  }
  /// How many times ``state`` has been written: equal counts mean the state is unchanged, which
  /// lets the package's explorer skip comparing and hashing it.
  @usableFromInline @exclusivity(unchecked) package internal(set) var stateVersion = 0
  /// Where each write of ``state`` is counted too, with the writes of the app's other flows,
  /// once the app hands it one: for the package's explorer, which asks no flow for its state
  /// while that count stays the same.
  package final var sharedWrites: WriteCount? {
    get { signal.sharedWrites }
    set { signal.sharedWrites = newValue }
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
  /// ``state`` read without registering an observation: for the explorer, which reads it for
  /// every move it checks and which no view observes.
  package var unobservedState: State { storedState }
  /// What observers of ``state`` are told through: see the type's discussion.
  @usableFromInline let signal = StateSignal()
  /// Whether reads and writes of ``state`` are told to its observers, as they are unless the
  /// package's explorer turns it off in an app it walks, which no view observes and where
  /// telling the registrar was a tenth of each move's instructions.
  package final var tellsObservers: Bool {
    get { signal.isOn }
    set { signal.isOn = newValue }
  }

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

  /// The number of ``state`` among `states` (``AppFlow/stateNumber(in:_:)``), read without
  /// registering an observation: only the package's explorer numbers states, and no view
  /// observes the app it walks.
  @inlinable public final func stateNumber(in states: Numbering<State>, _: PackageAccess) -> Int {
    states.number(of: storedState)
  }

  /// Shows the state numbered `number` among `states` (``AppFlow/showState(numbered:in:_:)``).
  ///
  /// The state is read and written without telling observers, for the reason
  /// ``stateNumber(in:_:)`` reads it so. The count of writes still moves, so that whoever
  /// compares counts sees the change.
  @inlinable public final func showState(
    numbered number: Int, in states: Numbering<State>, _: PackageAccess
  ) {
    let numbered = states.value(numbered: number)
    if storedState != numbered {
      storedState = numbered
      stateVersion &+= 1
      signal.sharedWrites?.count &+= 1
    }
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

/// A count of the writes of several coordinators' states together (``Coordinator/sharedWrites``):
/// while it stays the same, none of their states changed.
@MainActor
@usableFromInline package final class WriteCount {
  /// How many writes were counted.
  @usableFromInline @exclusivity(unchecked) package internal(set) var count = 0
  /// ``count``, read here: read in place from another module, each read was checked for
  /// exclusivity at run time, which `@exclusivity(unchecked)` does not prevent there, at about
  /// ninety instructions a read.
  package var current: Int { @inline(never) get { count } }

  /// A count at zero.
  package init() {}
}

/// The observed side of one coordinator's state: reads of the state are accesses of it, and
/// writes are mutations of it, so an observer of the state is told of every change.
@MainActor
@usableFromInline final class StateSignal: Observable {
  private let registrar = ObservationRegistrar()

  /// Stands for the state: it has no value of its own.
  private var state: Void { () }

  /// The key path of ``state``, made once: every read and write of a flow's state names it.
  private static let stateKey: KeyPath<StateSignal, Void> = \.state

  /// Whether reads and writes are told to the registrar (``Coordinator/tellsObservers``).
  var isOn = true
  /// Where the state's writes are counted too (``Coordinator/sharedWrites``): kept here, in a
  /// class that is neither generic nor open, so that the count costs a write two loads.
  @usableFromInline @exclusivity(unchecked) var sharedWrites: WriteCount?

  /// Tells the registrar that the state is read.
  @usableFromInline func read() {
    if isOn { registrar.access(self, keyPath: Self.stateKey) }
  }

  /// Tells the registrar that the state is written by `write`.
  @usableFromInline func write(_ write: () -> Void) {
    if isOn { registrar.withMutation(of: self, keyPath: Self.stateKey, write) } else { write() }
  }
}

/// What the package asks of a flow built on ``Coordinator`` beyond ``AppFlow``, through a box
/// that holds flows of every type: the count of its state's writes, and whether its observers
/// are told.
@MainActor
package protocol CoordinatorHooks: AnyObject {
  /// How many times the state has been written (``Coordinator/stateVersion``).
  var stateVersion: Int { get }
  /// Where each write is counted too (``Coordinator/sharedWrites``).
  var sharedWrites: WriteCount? { get set }
  /// Whether reads and writes of the state are told to its observers
  /// (``Coordinator/tellsObservers``).
  var tellsObservers: Bool { get set }
}

extension Coordinator: CoordinatorHooks {}
