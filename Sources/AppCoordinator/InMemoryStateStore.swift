import Foundation

/// A state store that keeps the document in memory: for checks and measurements that must not
/// touch the disk, such as the explorer's restoration rule and the benchmarks.
public final class InMemoryStateStore: StateStore {
  private var data: Data?

  /// Creates a store holding `data`, or nothing.
  public init(_ data: Data? = nil) {
    self.data = data
  }

  /// The document held, or `nil`.
  public func load() throws -> Data? { data }

  /// Holds `data` in place of the previous document.
  public func save(_ data: Data) throws { self.data = data }

  /// Drops the document; there is nowhere to move it in memory.
  public func moveAside() throws -> String {
    data = nil
    return "memory"
  }
}
