import Foundation

/// What a file is, as `stat` tells it: the parts a save checks before it writes, and what the
/// shell checks before it reads or records.
///
/// The one place a file's kind is read from its mode.
public struct FileDescription: Equatable, Sendable {
  /// The kind of file.
  public enum Kind: Equatable, Sendable {
    /// A regular file.
    case regular
    /// A symbolic link, described without following it.
    case symbolicLink
    /// A folder.
    case folder
    /// A character device, such as `/dev/null` or a terminal.
    case characterDevice
    /// A block device, such as a disk.
    case blockDevice
    /// A pipe or a socket.
    case other

    /// Whether it is a device, of characters or of blocks.
    public var isDevice: Bool { self == .characterDevice || self == .blockDevice }
  }

  /// The kind of file.
  public var kind: Kind
  /// The permission bits, `0o7777` of the mode.
  var permissions: mode_t
  /// How many names the file has (hard links).
  public var links: Int
  /// Its size in bytes.
  public var size: Int
  /// Whether the user running the shell owns it.
  var isOwnedByUser: Bool
  /// The user and the group that own it.
  var owner: uid_t
  var group: gid_t

  /// What `status` says, for the shell's user `user`.
  init(_ status: stat, user: uid_t) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFLNK: kind = .symbolicLink
    case S_IFDIR: kind = .folder
    case S_IFCHR: kind = .characterDevice
    case S_IFBLK: kind = .blockDevice
    default: kind = .other
    }
    permissions = status.st_mode & 0o7777
    links = Int(status.st_nlink)
    size = Int(status.st_size)
    isOwnedByUser = status.st_uid == user
    owner = status.st_uid
    group = status.st_gid
  }

  /// What the open file `descriptor` is, read from the descriptor (`fstat`), never through a name.
  ///
  /// - Parameter descriptor: An open file.
  /// - Returns: What the open file is.
  /// - Throws: The `errno` of the failed `fstat`.
  public static func of(descriptor: Int32) throws(SystemError) -> FileDescription {
    var status = stat()
    guard Kernel.fstat(descriptor, &status) == 0 else { throw .last }
    return FileDescription(status, user: Kernel.effectiveUser())
  }

  /// What is at `path` (`stat`, or `lstat` when `followingLinks` is `false`).
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - followingLinks: Whether a symbolic link is followed to what it names.
  /// - Returns: The description, or `nil` when nothing is at `path`.
  /// - Throws: The `errno` of the failed call, other than `ENOENT`.
  public static func at(_ path: String, followingLinks: Bool) throws(SystemError)
    -> FileDescription?
  {
    var status = stat()
    let result =
      followingLinks ? Kernel.statFollowingLinks(path, &status) : Kernel.lstat(path, &status)
    guard result == 0 else {
      let error = SystemError.last
      guard error.code == ENOENT else { throw error }
      return nil
    }
    return FileDescription(status, user: Kernel.effectiveUser())
  }

  /// Whether it is a folder anyone may add names to, that keeps each name its owner's (the
  /// sticky bit), such as `/tmp`: a link in it may have been put there by another user.
  var isSharedStickyFolder: Bool {
    kind == .folder && permissions & 0o1000 != 0 && permissions & 0o002 != 0
  }

  /// Whether its owner may write it: a file without the owner's write bit was made read-only.
  public var isWritableByOwner: Bool { permissions & 0o200 != 0 }

  /// Why a file at a temporary file's name must not be written, or `nil` when it may be.
  var reasonNotToWrite: String? {
    switch kind {
    case .symbolicLink: return "it is a symbolic link"
    case .folder: return "it is a folder"
    case .characterDevice, .blockDevice, .other: return "it is not a regular file"
    case .regular: break
    }
    if links > 1 {
      return "it has \(links) names (hard links), so writing it would change another file"
    }
    if !isOwnedByUser { return "another user owns it" }
    return nil
  }

  /// Why opening a temporary file's name failed, for the errors that mean something else is there.
  static func reason(opening code: Int32) -> String {
    switch code {
    case ELOOP: "it is a symbolic link"
    case EISDIR: "it is a folder"
    default: "it is not a regular file"
    }
  }
}
