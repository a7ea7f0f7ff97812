import Foundation

/// What a file is, as `stat` tells it: the parts a save checks before it writes.
struct FileDescription: Equatable, Sendable {
  /// The kind of file, as far as a save cares.
  enum Kind: Equatable, Sendable {
    case regular, symbolicLink, folder, other
  }

  /// The kind of file.
  var kind: Kind
  /// The permission bits, `0o7777` of the mode.
  var permissions: mode_t
  /// How many names the file has (hard links).
  var links: Int
  /// Whether the user running the shell owns it.
  var isOwnedByUser: Bool
  /// The user and the group that own it.
  var owner: uid_t
  var group: gid_t

  /// A description made by hand, for tests.
  init(
    kind: Kind, permissions: mode_t, links: Int = 1, isOwnedByUser: Bool = true,
    owner: uid_t = 0, group: gid_t = 0
  ) {
    self.kind = kind
    self.permissions = permissions
    self.links = links
    self.isOwnedByUser = isOwnedByUser
    self.owner = owner
    self.group = group
  }

  /// What `status` says, for the shell's user `user`.
  init(_ status: stat, user: uid_t) {
    switch status.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFLNK: kind = .symbolicLink
    case S_IFDIR: kind = .folder
    default: kind = .other
    }
    permissions = status.st_mode & 0o7777
    links = Int(status.st_nlink)
    isOwnedByUser = status.st_uid == user
    owner = status.st_uid
    group = status.st_gid
  }

  /// Whether it is a folder anyone may add names to, that keeps each name its owner's (the
  /// sticky bit), such as `/tmp`: a link in it may have been put there by another user.
  var isSharedStickyFolder: Bool {
    kind == .folder && permissions & 0o1000 != 0 && permissions & 0o002 != 0
  }

  /// Whether its owner may write it: a file without the owner's write bit was made read-only.
  var isWritableByOwner: Bool { permissions & 0o200 != 0 }

  /// Why a file at a temporary file's name must not be written, or `nil` when it may be.
  var reasonNotToWrite: String? {
    switch kind {
    case .symbolicLink: return "it is a symbolic link"
    case .folder: return "it is a folder"
    case .other: return "it is not a regular file"
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
