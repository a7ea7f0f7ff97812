import Foundation

/// Where the app's navigation state is kept between runs.
///
/// The app reads it once during launch and writes it after each change. ``FileStateStore``
/// keeps it in a file; tests keep it in memory.
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
}
