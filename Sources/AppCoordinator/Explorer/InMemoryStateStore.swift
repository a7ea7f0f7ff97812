import Foundation

/// A state store that keeps the document in memory, for checks that must not touch the disk.
final class InMemoryStateStore: StateStore {
  private var data: Data?

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
