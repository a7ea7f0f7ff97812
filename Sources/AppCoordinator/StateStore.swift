import Foundation

/// Where the app's navigation state is kept between runs.
///
/// The app reads it once during launch and writes it after each change. `FileStateStore`, in
/// the FileStore module, keeps it in a file; ``InMemoryStateStore`` keeps it in memory.
public protocol StateStore {
  /// The saved document, or `nil` when nothing has been saved yet.
  ///
  /// - Throws: When something is saved but cannot be read.
  func load() throws -> Data?

  /// Replaces the saved document with `data`, entirely or not at all.
  ///
  /// - Throws: When the document could not be saved; the previous one is then intact.
  func save(_ data: Data) throws

  /// Moves a damaged document out of the way, keeping it for a person to inspect.
  ///
  /// - Returns: Where the document now is.
  /// - Throws: When it could not be moved; it must then not be overwritten.
  func moveAside() throws -> String

  /// Whether `error`, thrown by ``load()``, means that what the store holds is not the app's
  /// to move aside (not a file, a link to nothing, another user's link): restoring then leaves
  /// it alone and saves nothing. `false` by default: a store that cannot be read is moved aside.
  ///
  /// - Parameter error: What ``load()`` threw.
  /// - Returns: `true` to leave the store alone.
  func leavesAlone(after error: any Error) -> Bool

  /// The error restoring reports, leaving the store alone, when it holds something that is no
  /// state document at all (a note, a script); `nil` by default, to move it aside as damaged.
  var notADocument: (any Error)? { get }
}

extension StateStore {
  /// `false`: every error of ``load()`` moves the document aside.
  public func leavesAlone(after error: any Error) -> Bool { false }

  /// `nil`: anything the store holds that is not a document is moved aside.
  public var notADocument: (any Error)? { nil }
}
