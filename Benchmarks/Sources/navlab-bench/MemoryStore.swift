import AppCoordinator
import Foundation

/// A state store in memory, so that save and restore are measured without the disk.
final class MemoryStore: StateStore {
  var data: Data?

  init(_ data: Data? = nil) {
    self.data = data
  }

  func load() throws -> Data? { data }

  func save(_ data: Data) throws { self.data = data }

  func moveAside() throws -> String {
    data = nil
    return "memory"
  }
}
