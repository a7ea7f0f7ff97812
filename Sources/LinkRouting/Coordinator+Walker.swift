import Observation

// What the package's explorer needs of a flow's coordinator, for speed and soundness, and nothing
// a flow or a view calls: the count of the state's writes, a read and a put-back that tell no
// observer, the switch that silences observers, and the numbering of states. All of it is
// `package`; a flow written outside this package never meets it.

extension Coordinator: CoordinatorHooks {
  /// How many times ``state`` has been written: equal counts mean the state is unchanged, which
  /// lets the package's explorer skip comparing and hashing it.
  package var stateVersion: Int { signal.version }

  /// Where each write of ``state`` is counted too, with the writes of the app's other flows,
  /// once the app hands it one: for the package's explorer, which asks no flow for its state
  /// while that count stays the same.
  package var sharedWrites: WriteCount? {
    get { signal.sharedWrites }
    set { signal.sharedWrites = newValue }
  }

  /// This coordinator's place among those counted in ``sharedWrites``: each write it counts
  /// there is stamped at that place (``WriteCount/lastWrites``).
  package var sharedPlace: Int {
    get { signal.sharedPlace }
    set { signal.sharedPlace = newValue }
  }

  /// Whether reads and writes of ``state`` are told to its observers, as they are unless the
  /// package's explorer turns it off in an app it walks, which no view observes and where
  /// telling the registrar was a tenth of each move's instructions.
  package var tellsObservers: Bool {
    get { signal.isOn }
    set { signal.isOn = newValue }
  }

  /// ``state`` read without registering an observation: for the explorer, which reads it for
  /// every move it checks and which no view observes.
  package var unobservedState: State { storedState }

  /// The number of ``state`` among `states`, numbering it if it is new, read without
  /// registering an observation: only the package's explorer numbers states, and no view
  /// observes the app it walks.
  ///
  /// Inlinable, so that the module that knows the flow's state type (the app's registration of
  /// it, or the explorer for sign-in and onboarding) runs it specialized for that type.
  @inlinable package func stateNumber(in states: Numbering<State>, _: PackageAccess) -> Int {
    states.number(of: storedState)
  }

  /// Shows the state numbered `number` among `states` (``stateNumber(in:_:)``), writing it only
  /// when it differs from the one shown, as it mostly does not.
  ///
  /// The state is read and written without telling observers, for the reason
  /// ``stateNumber(in:_:)`` reads it so. The count of writes still moves, so that whoever
  /// compares counts sees the change.
  @inlinable package func showState(
    numbered number: Int, in states: Numbering<State>, _: PackageAccess
  ) {
    let numbered = states.value(numbered: number)
    if storedState != numbered {
      storedState = numbered
      signal.countWrite()
    }
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
  /// Where each write is stamped in the count (``Coordinator/sharedPlace``).
  var sharedPlace: Int { get set }
  /// Whether reads and writes of the state are told to its observers
  /// (``Coordinator/tellsObservers``).
  var tellsObservers: Bool { get set }
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
  /// At each place a coordinator counts its writes as (``Coordinator/sharedPlace``), the
  /// ``count`` just after its last write; 0 while it wrote none.
  ///
  /// A reader that kept the states at some count asks again only the coordinators stamped
  /// after it: several readers of one app each keep their own count.
  @usableFromInline @exclusivity(unchecked) var stamps: [Int] = []
  /// ``stamps``, read here, for the reason ``current`` is.
  package var lastWrites: [Int] { @inline(never) get { stamps } }
  /// The places written since ``takeWritten()`` last took them, one bit a place; a place past
  /// 63 sets the last bit.
  @usableFromInline @exclusivity(unchecked) var written: UInt64 = 0

  /// The places written since the last call, one bit a place (a place past 63 sets the last
  /// bit), which it forgets: for the app, which alone takes them, to ask again only the flows
  /// written since they last answered.
  @inline(never) package func takeWritten() -> UInt64 {
    let taken = written
    written = 0
    return taken
  }

  /// Makes room for a coordinator that counts its writes as the one at `place`.
  package func reserveStamp(at place: Int) {
    if stamps.count <= place { stamps += repeatElement(0, count: place + 1 - stamps.count) }
  }

  /// A count at zero.
  package init() {}
}

/// The observed side of one coordinator's state: reads of the state are accesses of it, and
/// writes are mutations of it, so an observer of the state is told of every change; and the
/// count of those writes.
@MainActor
@usableFromInline final class StateSignal: Observable {
  private let registrar = ObservationRegistrar()

  /// Stands for the state: it has no value of its own.
  private var state: Void { () }

  /// The key path of ``state``, made once: every read and write of a flow's state names it.
  private static let stateKey: KeyPath<StateSignal, Void> = \.state

  /// Whether reads and writes are told to the registrar (``Coordinator/tellsObservers``).
  var isOn = true
  /// How many times the state has been written (``Coordinator/stateVersion``).
  @exclusivity(unchecked) private(set) var version = 0
  /// Where the state's writes are counted too (``Coordinator/sharedWrites``): kept here, in a
  /// class that is neither generic nor open, so that the count costs a write two loads.
  @exclusivity(unchecked) var sharedWrites: WriteCount?
  /// Where the writes are stamped in ``sharedWrites`` (``Coordinator/sharedPlace``).
  @exclusivity(unchecked) var sharedPlace = 0

  /// Tells the registrar that the state is read.
  @usableFromInline func read() {
    if isOn { registrar.access(self, keyPath: Self.stateKey) }
  }

  /// Tells the registrar that the state is written by `write`, and counts the write.
  @usableFromInline func write(_ write: () -> Void) {
    if isOn { registrar.withMutation(of: self, keyPath: Self.stateKey, write) } else { write() }
    countWrite()
  }

  /// Counts a write of the state that no observer is told of.
  @usableFromInline func countWrite() {
    version &+= 1
    guard let sharedWrites else { return }
    sharedWrites.count &+= 1
    sharedWrites.written |= 1 &<< UInt64(truncatingIfNeeded: min(sharedPlace, 63))
    if sharedPlace < sharedWrites.stamps.count {
      sharedWrites.stamps[sharedPlace] = sharedWrites.count
    }
  }
}

/// Numbers values in the order first seen, so that a snapshot holds a number in place of a value
/// that is costly to hash and compare, such as a flow's state or a root holding a parked
/// destination.
///
/// It keeps every value it numbered: it serves the package's explorer, which keeps every state
/// it reached, and which owns every numbering; the app holds none, and no flow meets one.
///
/// A class, so that a box of any flow reaches its flow's numbering through a reference. Its
/// methods are inlinable, so that each caller that knows the value's type (the app's
/// registration of a flow, the explorer's own tables) runs them specialized for it: generic,
/// every hash and comparison would go through the value's witness tables.
@usableFromInline package final class Numbering<Value: Hashable> {
  @usableFromInline @exclusivity(unchecked) var values: [Value] = []
  @usableFromInline @exclusivity(unchecked) var numbers: [Value: Int] = [:]
  /// The number last asked for or given: the value most likely asked for next.
  @usableFromInline @exclusivity(unchecked) var last: Int?
  /// The number the next value asked for likely has, when whoever asks knows better than
  /// ``last`` (``expect(_:)``): compared first, and forgotten once a number is asked for.
  @usableFromInline @exclusivity(unchecked) package internal(set) var likely: Int?

  /// An empty numbering.
  package init() {}

  /// The number of `value`, numbering it if it is new.
  @inlinable package func number(of value: Value) -> Int {
    let likely = self.likely
    self.likely = nil
    if let likely, values[likely] == value {
      last = likely
      return likely
    }
    if let last, last != likely, values[last] == value { return last }
    let number = numbers[value] ?? values.count
    if number == values.count {
      numbers[value] = number
      values.append(value)
    }
    last = number
    return number
  }

  /// Says that the next value asked for likely has number `number` (``likely``).
  ///
  /// A method rather than a setter: while its setter was `package`, ``likely`` set in place
  /// from another module was checked for exclusivity at run time at each write, about seventy
  /// instructions.
  @inlinable package func expect(_ number: Int?) {
    likely = number
  }

  /// The value numbered `number`.
  @inlinable package func value(numbered number: Int) -> Value {
    last = number
    return values[number]
  }
}
