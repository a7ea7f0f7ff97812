import Foundation

@testable import navlab_shell

#if canImport(Glibc)
  import Glibc
#endif

/// A fresh, uniquely named directory under the system temp folder, removed by `remove()`.
struct TemporaryDirectory {
  /// Absolute path of the directory.
  let path: String

  /// Creates the directory.
  init() throws {
    path = (NSTemporaryDirectory() as NSString)
      .appendingPathComponent("navlab-editor-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// `name` inside the directory.
  func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

  /// Names of the files currently in the directory, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  /// Deletes the directory and everything in it.
  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
