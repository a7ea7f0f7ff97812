import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system calls an atomic save makes, as values, so that tests can record them and make each
/// one fail.
struct FileSystemCalls: Sendable {
  /// Opens the file for writing, creating it with `permissions` (less the umask) if it is missing;
  /// never follows a symbolic link and never truncates.
  var open: @Sendable (_ path: String, _ permissions: mode_t) throws -> Int32
  /// Takes the exclusive advisory lock (`flock`) on an open file without waiting; `false` when
  /// another open file holds it.
  var lock: @Sendable (_ descriptor: Int32, _ path: String) throws -> Bool
  /// Whether `path` still names the open file, rather than nothing or another file.
  var isNamed: @Sendable (_ descriptor: Int32, _ path: String) -> Bool
  /// What the open file is, read from the descriptor (`fstat`), never through a name.
  var describe: @Sendable (_ descriptor: Int32, _ path: String) throws -> FileDescription
  /// What is at `path` itself, a symbolic link not followed (`lstat`); `nil` when nothing is.
  var describePath: @Sendable (_ path: String) throws -> FileDescription?
  /// Gives the open file an owner and a group (`fchown`).
  var setOwner:
    @Sendable (_ descriptor: Int32, _ owner: uid_t, _ group: gid_t, _ path: String) throws -> Void
  /// Sets the open file's permission bits (`fchmod`).
  var setPermissions:
    @Sendable (_ descriptor: Int32, _ permissions: mode_t, _ path: String) throws
      -> Void
  /// Empties the open file and writes all of `data` into it.
  var write: @Sendable (_ descriptor: Int32, _ data: Data, _ path: String) throws -> Void
  /// Flushes the open file's contents to the disk.
  var sync: @Sendable (_ descriptor: Int32, _ path: String) throws -> Void
  /// Renames a file, replacing any file at the destination in one step.
  var rename: @Sendable (_ from: String, _ to: String) throws -> Void
  /// Flushes a folder's entries to the disk, so that a rename inside it survives a power cut.
  var syncFolder: @Sendable (_ path: String) throws -> Void
  /// Removes a file if it exists.
  var remove: @Sendable (_ path: String) -> Void
  /// Closes an open file, releasing its lock.
  var close: @Sendable (_ descriptor: Int32) -> Void

  /// The real calls.
  static let posix = FileSystemCalls(
    open: { path, permissions in
      // Non-blocking, so that a pipe put at the name fails at once instead of waiting for a reader.
      let descriptor = Kernel.open(
        path, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, permissions)
      guard descriptor >= 0 else {
        let code = errno
        if code == ELOOP || code == EISDIR || code == ENXIO {
          throw StateFileError.unsafeTemporary(path, reason: FileDescription.reason(opening: code))
        }
        throw StateFileError.system("create '\(path)'", code)
      }
      return descriptor
    },
    lock: { descriptor, path in
      guard Kernel.flock(descriptor, LOCK_EX | LOCK_NB) != 0 else { return true }
      guard errno == EWOULDBLOCK || errno == EINTR else {
        throw StateFileError.system("lock '\(path)'", errno)
      }
      return false
    },
    isNamed: { descriptor, path in
      var opened = stat()
      var named = stat()
      guard Kernel.fstat(descriptor, &opened) == 0, Kernel.lstat(path, &named) == 0 else {
        return false
      }
      return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    },
    describe: { descriptor, path in
      var status = stat()
      guard Kernel.fstat(descriptor, &status) == 0 else {
        throw StateFileError.system("inspect '\(path)'", errno)
      }
      return FileDescription(status, user: Kernel.effectiveUser())
    },
    describePath: { path in
      var status = stat()
      guard Kernel.lstat(path, &status) == 0 else {
        guard errno == ENOENT else { throw StateFileError.system("inspect '\(path)'", errno) }
        return nil
      }
      return FileDescription(status, user: Kernel.effectiveUser())
    },
    setOwner: { descriptor, owner, group, path in
      guard Kernel.fchown(descriptor, owner, group) == 0 else {
        throw StateFileError.ownerNotKept(path, owner: owner, group: group)
      }
    },
    setPermissions: { descriptor, permissions, path in
      guard Kernel.fchmod(descriptor, permissions) == 0 else {
        throw StateFileError.system("set the permissions of '\(path)'", errno)
      }
    },
    write: { descriptor, data, path in
      guard Kernel.ftruncate(descriptor, 0) == 0 else {
        throw StateFileError.system("empty '\(path)'", errno)
      }
      try data.withUnsafeBytes { bytes in
        var offset = 0
        while offset < bytes.count {
          let written = Kernel.write(
            descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
          if written < 0, errno == EINTR { continue }
          guard written > 0 else {
            throw StateFileError.system("write '\(path)'", written < 0 ? errno : EIO)
          }
          offset += written
        }
      }
    },
    sync: { descriptor, path in
      guard Kernel.sync(descriptor) == 0 else {
        throw StateFileError.system("flush '\(path)'", errno)
      }
    },
    rename: { from, to in
      guard Kernel.rename(from, to) == 0 else {
        throw StateFileError.system("rename '\(from)' to '\(to)'", errno)
      }
    },
    syncFolder: { path in
      let descriptor = Kernel.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0)
      guard descriptor >= 0 else { throw StateFileError.system("open folder '\(path)'", errno) }
      defer { _ = Kernel.close(descriptor) }
      guard Kernel.sync(descriptor) == 0 else {
        throw StateFileError.system("flush folder '\(path)'", errno)
      }
    },
    remove: { path in _ = Kernel.unlink(path) },
    close: { descriptor in _ = Kernel.close(descriptor) })
}

/// The C library's calls, named by the platform's module so that the same code builds on Linux
/// (Glibc) and on Apple platforms (Darwin).
enum Kernel {
  #if canImport(Glibc)
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
      Glibc.open(path, flags, mode)
    }
    static func flock(_ descriptor: Int32, _ operation: Int32) -> Int32 {
      // `flock` also names a struct, which a plain call would construct.
      let call: (Int32, Int32) -> Int32 = Glibc.flock(_:_:)
      return call(descriptor, operation)
    }
    static func fstat(_ descriptor: Int32, _ status: inout stat) -> Int32 {
      Glibc.fstat(descriptor, &status)
    }
    static func lstat(_ path: String, _ status: inout stat) -> Int32 {
      Glibc.lstat(path, &status)
    }
    static func statFollowingLinks(_ path: String, _ status: inout stat) -> Int32 {
      // `stat` also names a struct, which a plain call would construct.
      let call: (UnsafePointer<CChar>, UnsafeMutablePointer<stat>) -> Int32 = Glibc.stat(_:_:)
      return call(path, &status)
    }
    static func fchmod(_ descriptor: Int32, _ mode: mode_t) -> Int32 {
      Glibc.fchmod(descriptor, mode)
    }
    static func fchown(_ descriptor: Int32, _ owner: uid_t, _ group: gid_t) -> Int32 {
      Glibc.fchown(descriptor, owner, group)
    }
    static func readlink(_ path: String) -> String? {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = Glibc.readlink(path, &buffer, buffer.count - 1)
      guard count >= 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    static func read(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
      Glibc.read(descriptor, bytes, count)
    }
    static func effectiveUser() -> uid_t {
      Glibc.geteuid()
    }
    static func ftruncate(_ descriptor: Int32, _ length: off_t) -> Int32 {
      Glibc.ftruncate(descriptor, length)
    }
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
      Glibc.write(descriptor, bytes, count)
    }
    /// `fsync`: on Linux it returns once the data is on the medium.
    static func sync(_ descriptor: Int32) -> Int32 {
      Glibc.fsync(descriptor)
    }
    static func rename(_ from: String, _ to: String) -> Int32 {
      Glibc.rename(from, to)
    }
    static func unlink(_ path: String) -> Int32 {
      Glibc.unlink(path)
    }
    static func close(_ descriptor: Int32) -> Int32 {
      Glibc.close(descriptor)
    }
  #elseif canImport(Darwin)
    static func open(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
      Darwin.open(path, flags, mode)
    }
    static func flock(_ descriptor: Int32, _ operation: Int32) -> Int32 {
      // `flock` also names a struct, which a plain call would construct.
      let call: (Int32, Int32) -> Int32 = Darwin.flock(_:_:)
      return call(descriptor, operation)
    }
    static func fstat(_ descriptor: Int32, _ status: inout stat) -> Int32 {
      Darwin.fstat(descriptor, &status)
    }
    static func lstat(_ path: String, _ status: inout stat) -> Int32 {
      Darwin.lstat(path, &status)
    }
    static func statFollowingLinks(_ path: String, _ status: inout stat) -> Int32 {
      // `stat` also names a struct, which a plain call would construct.
      let call: (UnsafePointer<CChar>, UnsafeMutablePointer<stat>) -> Int32 = Darwin.stat(_:_:)
      return call(path, &status)
    }
    static func fchmod(_ descriptor: Int32, _ mode: mode_t) -> Int32 {
      Darwin.fchmod(descriptor, mode)
    }
    static func fchown(_ descriptor: Int32, _ owner: uid_t, _ group: gid_t) -> Int32 {
      Darwin.fchown(descriptor, owner, group)
    }
    static func readlink(_ path: String) -> String? {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = Darwin.readlink(path, &buffer, buffer.count - 1)
      guard count >= 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    static func read(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer?, _ count: Int) -> Int {
      Darwin.read(descriptor, bytes, count)
    }
    static func effectiveUser() -> uid_t {
      Darwin.geteuid()
    }
    static func ftruncate(_ descriptor: Int32, _ length: off_t) -> Int32 {
      Darwin.ftruncate(descriptor, length)
    }
    static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
      Darwin.write(descriptor, bytes, count)
    }
    /// `F_FULLFSYNC`: on Apple platforms `fsync` stops at the drive's cache, which a power cut
    /// empties; `fsync` only where the file system does not support the full flush.
    static func sync(_ descriptor: Int32) -> Int32 {
      Darwin.fcntl(descriptor, F_FULLFSYNC) == 0 ? 0 : Darwin.fsync(descriptor)
    }
    static func rename(_ from: String, _ to: String) -> Int32 {
      Darwin.rename(from, to)
    }
    static func unlink(_ path: String) -> Int32 {
      Darwin.unlink(path)
    }
    static func close(_ descriptor: Int32) -> Int32 {
      Darwin.close(descriptor)
    }
  #endif
}
