import Foundation

@testable import AppCoordinator

/// A state store in memory, recording what was moved aside.
final class MemoryStateStore: StateStore {
  var data: Data?
  var movedAside: [Data] = []
  var failsToMoveAside = false

  init(_ data: Data? = nil) {
    self.data = data
  }

  convenience init(_ json: String) {
    self.init(Data(json.utf8))
  }

  func load() throws -> Data? { data }

  func save(_ data: Data) throws { self.data = data }

  func moveAside() throws -> String {
    struct Refused: Error {}
    guard !failsToMoveAside else { throw Refused() }
    if let data { movedAside.append(data) }
    data = nil
    return "memory.corrupt"
  }
}

/// A small seeded generator, so that random damage is the same on every run.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
