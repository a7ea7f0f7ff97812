import FileStore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file a `record` command appends to: created new, written a whole line at a time.
///
/// It only ever writes the one file it was opened on. Without `force` it creates the file and
/// fails if anything exists at the path; with `force` it replaces only a regular file, never
/// through a symbolic link, and never opens a folder, device or pipe. Each ``append(_:)`` is one
/// run of whole lines: if the disk refuses part of it, the file is cut back to where it was, so
/// no half-written line is ever left for a replay to run.
final class Recorder {
  /// The path as the user gave it.
  let path: String
  /// How many commands were recorded.
  private(set) var commandCount = 0
  private var descriptor: Int32
  /// The bytes written so far: where to cut back to after a failed write.
  private var length = 0

  /// Creates the file at `path` and writes `header` to it.
  ///
  /// - Parameters:
  ///   - path: Where to write, relative to the working folder.
  ///   - force: Whether an existing regular file may be replaced.
  ///   - header: The comment lines that start the scenario.
  /// - Throws: ``CommandError/recordingExists(_:)`` when the path exists and `force` is not set,
  ///   ``CommandError/cannotRecord(_:reason:)`` when the file cannot be created or written.
  init(path: String, force: Bool, header: [String]) throws(CommandError) {
    if let existing = (try? FileDescription.at(path, followingLinks: false)) ?? nil {
      // What `--force` would refuse too is named as it is, never as a file it would replace.
      if let reason = Self.reasonNotToReplace(existing) {
        throw .cannotRecord(path, reason: reason)
      }
      guard force else { throw .recordingExists(path) }
    }
    // Never truncated by `open`: what was opened is checked first, from the descriptor.
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | (force ? 0 : O_EXCL)
    let descriptor = open(path, flags, 0o644)
    guard descriptor >= 0 else {
      let error = SystemError.last
      guard error.code != EEXIST else { throw .recordingExists(path) }
      throw .cannotRecord(path, reason: Self.reasonNotToCreate(error))
    }
    let opened: FileDescription
    do {
      opened = try .of(descriptor: descriptor)
    } catch {
      close(descriptor)
      throw .cannotRecord(path, reason: error.description)
    }
    if let reason = Self.reasonNotToReplace(opened) {
      close(descriptor)
      throw .cannotRecord(path, reason: reason)
    }
    guard ftruncate(descriptor, 0) == 0 else {
      close(descriptor)
      throw .cannotRecord(path, reason: SystemError.last.description)
    }
    self.path = path
    self.descriptor = descriptor
    if let reason = append(header) {
      close(descriptor)
      self.descriptor = -1
      _ = unlink(path)
      throw .cannotRecord(path, reason: reason)
    }
  }

  deinit { stop() }

  /// Why the file `file` describes must not be replaced, or `nil`: only a regular file with
  /// one name that its owner has not made read-only is, since writing a hard link writes every
  /// name it has, and root could write a read-only file the shell's saves leave alone.
  private static func reasonNotToReplace(_ file: FileDescription) -> String? {
    switch file.kind {
    case .regular: break
    case .symbolicLink:
      return "it is a symbolic link, which is never written through, so it is left alone; "
        + "name a new file"
    case .folder: return "it is a folder, so it is left alone; name a new file"
    case .characterDevice, .blockDevice, .other:
      return "it is not a regular file, so it is left alone; name a new file"
    }
    guard file.isWritableByOwner else {
      return "it is read-only, so it is left alone; give it write permission (chmod u+w) to "
        + "replace it, or name a new file"
    }
    guard file.links == 1 else {
      return "it has \(file.links) names (hard links), and writing it would change the "
        + "others; remove its other names, or name a new file"
    }
    return nil
  }

  /// Why the file could not be created, with what to do: the folder it names is missing, or
  /// the user cannot write there.
  private static func reasonNotToCreate(_ error: SystemError) -> String {
    let problem = error.code == ENOENT ? "its folder does not exist" : error.description
    return problem + "; name a file in a folder you can write in"
  }

  /// Whether the file is still open for recording.
  var isOpen: Bool { descriptor >= 0 }

  /// Appends a recorded command and what follows it (an `expect` after a move).
  ///
  /// - Returns: `nil`, or why the file could not be written; recording has then stopped.
  func record(_ lines: [String]) -> String? {
    let failure = append(lines)
    if failure == nil { commandCount += 1 }
    return failure
  }

  /// Appends `lines`, each ended with a newline, all or none.
  ///
  /// - Returns: `nil`, or why the file could not be written; recording has then stopped.
  func append(_ lines: [String]) -> String? {
    guard isOpen else { return "the recording is closed" }
    let bytes = Array(lines.map { $0 + "\n" }.joined().utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        systemWrite(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        let reason = count < 0 ? SystemError.last.description : "nothing was written"
        _ = ftruncate(descriptor, off_t(length))
        stop()
        return reason
      }
      written += count
    }
    length += bytes.count
    return nil
  }

  /// Closes the file; later appends fail.
  func stop() {
    guard isOpen else { return }
    close(descriptor)
    descriptor = -1
  }
}
