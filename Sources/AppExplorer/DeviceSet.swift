/// A set of the devices a walk walks, by their places in its list: at most eight.
struct DeviceSet: Hashable, Sequence {
  private var bits: UInt8 = 0

  /// How many devices a set can hold.
  static let capacity = 8

  init() {}

  /// The set that holds the device at `place` alone.
  init(_ place: Int) { bits = 1 << UInt8(place) }

  var isEmpty: Bool { bits == 0 }
  var count: Int { bits.nonzeroBitCount }
  /// The first device's place; 0 in an empty set.
  var first: Int { bits == 0 ? 0 : bits.trailingZeroBitCount }

  /// The set that holds the devices at `places`.
  init(_ places: some Sequence<Int>) {
    for place in places { insert(place) }
  }

  func contains(_ place: Int) -> Bool { bits & (1 << UInt8(place)) != 0 }
  func intersection(_ other: DeviceSet) -> DeviceSet {
    var set = self
    set.bits &= other.bits
    return set
  }
  mutating func insert(_ place: Int) { bits |= 1 << UInt8(place) }
  mutating func formUnion(_ other: DeviceSet) { bits |= other.bits }
  func union(_ other: DeviceSet) -> DeviceSet {
    var set = self
    set.formUnion(other)
    return set
  }
  func subtracting(_ other: DeviceSet) -> DeviceSet {
    var set = self
    set.bits &= ~other.bits
    return set
  }

  func makeIterator() -> Iterator { Iterator(rest: bits) }

  /// The places of the devices in a set, in order.
  struct Iterator: IteratorProtocol {
    var rest: UInt8

    mutating func next() -> Int? {
      guard rest != 0 else { return nil }
      let place = rest.trailingZeroBitCount
      rest &= rest - 1
      return place
    }
  }
}
