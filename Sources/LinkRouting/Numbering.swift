/// Numbers values in the order first seen, so that a snapshot holds a number in place of a value
/// that is costly to hash and compare, such as a flow's state or a root holding a parked
/// destination.
///
/// It keeps every value it numbered: it serves the NavLab package's explorer, which keeps every
/// state it reached, and only the package can make one or read it. The app holds none; a flow
/// meets one only through ``AppFlow/stateNumber(in:_:)`` and ``AppFlow/showState(numbered:in:_:)``,
/// which are given one by the explorer.
///
/// A class, so that a box of any flow reaches its flow's numbering through a reference. Its
/// methods are inlinable, so that each caller that knows the value's type (a flow's conformance,
/// the explorer's own tables) runs them specialized for it: generic, every hash and comparison
/// would go through the value's witness tables.
public final class Numbering<Value: Hashable> {
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
