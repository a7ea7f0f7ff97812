import AppCoordinator
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Previously entered lines, oldest first, with a size cap and optional
/// persistence to a text file (one entry per line).
///
/// Blank lines and a line equal to the newest entry are never stored. File
/// problems never abort the shell: `load` and `save` return a warning string
/// for the caller to print, or nil on success.
struct History: Equatable, Sendable {
  /// Default maximum number of entries kept.
  static let defaultCapacity = 500

  /// Maximum number of entries; the oldest are dropped beyond it.
  let capacity: Int
  /// Stored lines, oldest first.
  private(set) var entries: [String] = []

  /// Creates a history holding at most `capacity` entries (at least 1),
  /// pre-filled with `entries` using the same rules as `add`.
  init(capacity: Int = History.defaultCapacity, entries: [String] = []) {
    self.capacity = max(1, capacity)
    for entry in entries { add(entry) }
  }

  /// Appends `line` unless it is blank or repeats the newest entry.
  ///
  /// Line breaks inside `line` are replaced by spaces so the file stays one entry per line. Returns
  /// true if an entry was added.
  @discardableResult
  mutating func add(_ line: String) -> Bool {
    let cleaned = String(line.map { $0.isNewline ? " " : $0 })
    guard !cleaned.allSatisfy(\.isWhitespace), cleaned != entries.last else { return false }
    entries.append(cleaned)
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
    return true
  }

  /// The history file path: `$NAVLAB_HISTORY` if set and non-empty,
  /// otherwise `~/.navlab_history` (using `$HOME`, then the user database).
  static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> String
  {
    if let path = environment["NAVLAB_HISTORY"], !path.isEmpty { return path }
    let home =
      environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? FileManager.default.homeDirectoryForCurrentUser.path
    return (home as NSString).appendingPathComponent(".navlab_history")
  }

  /// Replaces the entries with the lines of the file at `path`.
  ///
  /// A missing file is not an error (first run), nor is a device such as `/dev/null`, which
  /// holds no history. Returns a warning naming why if the file exists but cannot be read (a
  /// folder, a pipe, a loop of symbolic links, permissions); the entries are then left
  /// unchanged. Invalid UTF-8 is repaired rather than rejected.
  mutating func load(from path: String) -> String? {
    let data: Data
    do {
      data = try readFile(path, specialFiles: false)
    } catch .missing, .notARegularFile(isDevice: true) {
      // A first run; or a device such as /dev/null, which holds no history and is never saved to.
      return nil
    } catch {
      return "could not read history file \(path.quoted): \(error)" + Self.fix(for: error)
    }
    var loaded = History(capacity: capacity)
    let text = String(decoding: data, as: UTF8.self)
    for line in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
      loaded.add(String(line))
    }
    entries = loaded.entries
    return nil
  }

  /// Writes the entries to `path` (mode 0600) with the state file's atomic, durable writer: a
  /// crash or a power cut never leaves a half-written history, and a killed shell leaves at most
  /// one temporary file, `PATH.navlab-tmp`, which the next save reuses.
  ///
  /// Returns a warning on failure; the previous history file is then intact.
  func save(to path: String) -> String? {
    var status = stat()
    if stat(path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      // A device such as /dev/null, a folder or a pipe: never replace it with a file.
      guard status.st_mode & S_IFMT != S_IFCHR else { return nil }
      let kind = status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
      return "history path \(path.quoted) is \(kind), so no history is saved; "
        + "set NAVLAB_HISTORY to a file's path"
    }
    let text = entries.map { $0 + "\n" }.joined()
    do {
      try AtomicFile(path: path, permissions: 0o600).replace(with: Data(text.utf8))
    } catch {
      return "could not write history file \(path.quoted): \(error)"
    }
    return nil
  }

  /// What to do about a history file that cannot be read, after the reason.
  private static func fix(for error: FileReadError) -> String {
    switch error {
    case .folder, .notARegularFile: "; set NAVLAB_HISTORY to a file's path"
    case .missing, .system, .endlessDevice: ""
    }
  }
}
