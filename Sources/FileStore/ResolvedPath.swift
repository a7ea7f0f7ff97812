import Foundation

/// A path resolved by the file system, the way `realpath` does it: each symbolic link read and
/// followed, and `..` taken after the links before it, so `link/../state.json` names a file
/// beside the link's target, as the kernel would open it, not beside the link.
///
/// A symbolic link in a shared folder with the sticky bit (`/tmp`) is followed only when the
/// user or the folder's owner made it, as Linux's `protected_symlinks` does: another user may
/// have put it there to turn a write by root against a file of their choosing.
struct ResolvedPath: Equatable, Sendable {
  /// The absolute path, with no symbolic link, `.` or `..` left in it; its last name may not
  /// exist.
  let path: String
  /// The last symbolic link followed to reach the last name, and its target as written; `nil`
  /// when the path's last name was no link.
  let link: (path: String, target: String)?

  /// How many symbolic links one resolution follows before calling them a loop, as `realpath`.
  static let maximumLinks = 40

  static func == (left: Self, right: Self) -> Bool {
    left.path == right.path && left.link?.path == right.link?.path
      && left.link?.target == right.link?.target
  }

  /// Resolves `given`, relative to the working folder unless it starts with `/`.
  ///
  /// - Throws: `StateFileError.unreachable(_:reason:)` for a loop of links, a missing folder,
  ///   a folder the user cannot search or a file where a folder should be; `StateFileError.untrustedLink(_:owner:)` for a link
  ///   another user put in a shared sticky folder; `StateFileError.system(_:_:)` when the
  ///   file system refuses to say.
  /// - Complexity: O(*n* + *l*) system calls, for *n* names in the path and *l* links followed.
  init(resolving given: String, user: uid_t) throws(StateFileError) {
    let start = given.hasPrefix("/") ? "" : FileManager.default.currentDirectoryPath
    var resolved = Self.names(start)
    // The names still to resolve, last first, so that the next is popped in O(1).
    var pending = Array(Self.names(given).reversed())
    var links = 0
    var lastLink: (path: String, target: String)?
    while let name = pending.popLast() {
      if name == "." { continue }
      if name == ".." {
        _ = resolved.popLast()
        continue
      }
      let candidate = "/" + (resolved + [name]).joined(separator: "/")
      var status = stat()
      guard Kernel.lstat(candidate, &status) == 0 else {
        let code = errno
        if code == EACCES || code == EPERM {
          // A folder the user cannot search: what the path names there cannot be known, so it
          // is neither read nor moved aside (which would rename a link that leads there).
          throw .unreachable(
            given,
            reason: "the folder '/\(resolved.joined(separator: "/"))' cannot be searched by this "
              + "user")
        }
        guard code == ENOENT else { throw .system("inspect '\(candidate)'", code) }
        guard pending.isEmpty || links == 0 else {
          throw .unreachable(given, reason: "the folder '\(candidate)' does not exist")
        }
        // Reached without a link, a missing folder is the path's own: a save there fails, and
        // says so, as it would for any folder that is not there.
        resolved.append(name)
        for rest in pending.reversed() where rest != "." {
          if rest == ".." { _ = resolved.popLast() } else { resolved.append(rest) }
        }
        break
      }
      let description = FileDescription(status, user: user)
      switch description.kind {
      case .symbolicLink:
        links += 1
        guard links <= Self.maximumLinks else {
          throw .unreachable(given, reason: "its symbolic links lead round in a loop")
        }
        try Self.checkTrusted(candidate, description, in: resolved, user: user)
        guard let target = Kernel.readlink(candidate) else {
          throw .system("read the link '\(candidate)'", errno)
        }
        if pending.isEmpty { lastLink = (candidate, target) }
        if target.hasPrefix("/") { resolved = [] }
        pending += Self.names(target).reversed()
      case .folder:
        resolved.append(name)
      case .regular, .characterDevice, .blockDevice, .other:
        guard pending.isEmpty || pending.allSatisfy({ $0 == "." }) else {
          throw .unreachable(given, reason: "'\(candidate)' is a file, not a folder")
        }
        resolved.append(name)
      }
    }
    path = "/" + resolved.joined(separator: "/")
    link = lastLink
  }

  /// The names of `path`, empty ones (`a//b`, a leading or trailing `/`) left out.
  private static func names(_ path: String) -> [String] {
    path.split(separator: "/").map(String.init)
  }

  /// Refuses a link in a shared sticky folder made by neither the user nor the folder's owner.
  private static func checkTrusted(
    _ link: String, _ description: FileDescription, in folder: [String], user: uid_t
  ) throws(StateFileError) {
    guard description.owner != user else { return }
    var status = stat()
    guard Kernel.lstat("/" + folder.joined(separator: "/"), &status) == 0 else { return }
    let parent = FileDescription(status, user: user)
    guard parent.isSharedStickyFolder, parent.owner != description.owner else { return }
    throw .untrustedLink(link, owner: UInt32(description.owner))
  }
}
