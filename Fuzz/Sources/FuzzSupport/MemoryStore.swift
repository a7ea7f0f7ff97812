import AppCoordinator
import Foundation

/// A state store in memory that can refuse to move a damaged document aside.
public final class MemoryStore: StateStore {
  /// The saved document.
  public private(set) var data: Data?
  /// Whether ``moveAside()`` was called and succeeded.
  public private(set) var movedAside = false
  private let refusesToMoveAside: Bool

  /// Creates a store holding `data`.
  public init(_ data: Data? = nil, refusesToMoveAside: Bool = false) {
    self.data = data
    self.refusesToMoveAside = refusesToMoveAside
  }

  /// The document, or `nil` when nothing is saved.
  public func load() throws -> Data? { data }

  /// Replaces the document.
  public func save(_ data: Data) throws { self.data = data }

  /// Drops the document, or throws when the store was made to refuse.
  public func moveAside() throws -> String {
    struct Refused: Error {}
    guard !refusesToMoveAside else { throw Refused() }
    data = nil
    movedAside = true
    return "memory.corrupt"
  }
}
