import FileStore
import Foundation

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

  /// The most of a history file a load reads: its last 16 MiB.
  ///
  /// A larger file loads as its last lines, in the same time and memory whatever its size.
  static let maximumBytesRead = 16 << 20

  /// Replaces the entries with the newest `capacity` lines of the file at `path`.
  ///
  /// The file is read from its end, at most ``maximumBytesRead`` bytes (a line cut there is
  /// dropped), and only until `capacity` entries are found. A missing file is not an error (first
  /// run), and a device such as `/dev/null` holds nothing. Returns a warning if the file exists
  /// but cannot be read; the entries are then left unchanged. Invalid UTF-8 is repaired rather
  /// than rejected.
  ///
  /// - Complexity: O(min(*n*, ``maximumBytesRead``)) time and memory, where *n* is the file's
  ///   size.
  mutating func load(from path: String) -> String? {
    let file: FileDescription
    do {
      guard let found = try FileDescription.at(path, followingLinks: true) else { return nil }
      file = found
    } catch {
      return "could not read history file \(path.quoted): \(error)"
    }
    switch file.kind {
    case .regular: break
    case .characterDevice: return nil
    case .folder:
      return "could not read history file \(path.quoted): it is a folder; "
        + "set NAVLAB_HISTORY to a file's path"
    default:
      return "could not read history file \(path.quoted): it is not a regular file; "
        + "set NAVLAB_HISTORY to a file's path"
    }
    let data: Data
    do {
      data = try Self.tail(of: path, bytes: Self.maximumBytesRead)
    } catch {
      return "could not read history file \(path.quoted): \(SystemError.last)"
    }
    entries = Self.newestEntries(in: data, capacity: capacity)
    return nil
  }

  /// The last `count` bytes of the file at `path` (all of a shorter file), starting after the
  /// first line break when the file is longer, so that no line is cut.
  private static func tail(of path: String, bytes count: Int) throws -> Data {
    let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
    defer { try? handle.close() }
    let size = try handle.seekToEnd()
    let start = size > UInt64(count) ? size - UInt64(count) : 0
    try handle.seek(toOffset: start)
    let data = try handle.readToEnd() ?? Data()
    guard start > 0 else { return data }
    guard let firstBreak = data.firstIndex(of: UInt8(ascii: "\n")) else { return Data() }
    return data[data.index(after: firstBreak)...]
  }

  /// The entries `add` would keep of the lines of `data`, found from the end: the newest
  /// `capacity` lines that are not blank and do not repeat the line after them.
  ///
  /// - Complexity: O(*m*), where *m* is the size of the lines read, which stops once `capacity`
  ///   entries are found.
  static func newestEntries(in data: Data, capacity: Int) -> [String] {
    var newestFirst: [String] = []
    var remaining = data[...]
    while !remaining.isEmpty, newestFirst.count < capacity {
      let lineStart =
        remaining.lastIndex(of: UInt8(ascii: "\n")).map { remaining.index(after: $0) }
        ?? remaining.startIndex
      let line = String(decoding: remaining[lineStart...], as: UTF8.self)
      // Before the line break that starts this line, or nothing when no break is left.
      remaining = remaining[..<max(remaining.startIndex, lineStart - 1)]
      // Any other line break (`\r`, U+2028…) also ends an entry, as `add` reads it.
      for part in line.split(whereSeparator: \.isNewline).reversed() {
        let entry = String(part)
        guard newestFirst.count < capacity, !entry.allSatisfy(\.isWhitespace),
          entry != newestFirst.last
        else { continue }
        newestFirst.append(entry)
      }
    }
    return newestFirst.reversed()
  }

  /// Writes the entries to `path` (mode 0600) with the state file's atomic, durable writer: a
  /// crash or a power cut never leaves a half-written history, and a killed shell leaves at most
  /// one temporary file, `PATH.navlab-tmp`, which the next save reuses.
  ///
  /// Returns a warning on failure; the previous history file is then intact.
  func save(to path: String) -> String? {
    if let file = (try? FileDescription.at(path, followingLinks: true)) ?? nil,
      file.kind != .regular
    {
      // A device such as /dev/null, a folder or a pipe: never replace it with a file.
      guard file.kind != .characterDevice else { return nil }
      let kind = file.kind == .folder ? "a folder" : "not a regular file"
      return "history path \(path.quoted) is \(kind), so no history is saved; "
        + "set NAVLAB_HISTORY to a file's path"
    }
    let text = entries.map { $0 + "\n" }.joined()
    do {
      try AtomicFile(path: path, permissions: 0o600).replace(with: Data(text.utf8))
    } catch {
      let reason = (error as? StateFileError)?.withHint ?? "\(error)"
      return "could not write history file \(path.quoted): \(reason)"
    }
    return nil
  }
}
