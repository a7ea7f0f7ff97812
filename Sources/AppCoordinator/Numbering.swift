import AuthFlow
import LinkRouting
import OnboardingFlow

/// Numbers values in the order first seen, so that a snapshot holds a number in place of a value
/// that is costly to hash and compare, such as a root holding a parked destination.
///
/// It keeps every value it numbered: it serves the explorer, which keeps every state it reached,
/// and lives only in what the explorer owns (the boxes ``ErasedFlow/makeStateTable()`` makes, and
/// the explorer's own tables).
///
/// A class, so that a box of any flow reaches its flow's numbering through a reference: a
/// generic value stored in ``FlowBox`` is found through its type's metadata, looked up at
/// run time on every call.
///
/// Its methods are made here for each value the explorer's own tables number (`@_specialize`),
/// so that its calls from another module run code specialized for the value's type: generic,
/// each hash and comparison goes through the value's witness tables. (`@inlinable` would not do:
/// the body of a `package` declaration is not kept for other modules to specialize.)
package final class Numbering<Value: Hashable> {
  @exclusivity(unchecked) private var values: [Value] = []
  @exclusivity(unchecked) private var numbers: [Value: Int] = [:]
  /// The number last asked for or given: the value most likely asked for next.
  @exclusivity(unchecked) private var last: Int?

  package init() {}

  /// The number of `value`, numbering it if it is new.
  @_specialize(exported:true,where Value == Root)
  @_specialize(exported:true,where Value == Session)
  @_specialize(exported:true,where Value == [Int])
  @_specialize(exported:true,where Value == AuthState)
  @_specialize(exported:true,where Value == OnboardingState)
  @_specialize(exported:true,where Value == PendingExit)
  package func number(of value: Value) -> Int {
    if let last, values[last] == value { return last }
    let number = numbers[value] ?? values.count
    if number == values.count {
      numbers[value] = number
      values.append(value)
    }
    last = number
    return number
  }

  /// The value numbered `number`.
  @_specialize(exported:true,where Value == Root)
  @_specialize(exported:true,where Value == Session)
  @_specialize(exported:true,where Value == [Int])
  @_specialize(exported:true,where Value == AuthState)
  @_specialize(exported:true,where Value == OnboardingState)
  @_specialize(exported:true,where Value == PendingExit)
  package func value(numbered number: Int) -> Value {
    last = number
    return values[number]
  }
}
