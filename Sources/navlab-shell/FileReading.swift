import FileStore
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file the shell reads (a script, a notification's payload, a coverage run's state
/// file) could not be read: the real reason, in words, where Foundation's reading would say
/// "permission" or name an error domain.
enum FileReadError: Error, Equatable, CustomStringConvertible {
  /// Nothing is at the path.
  case missing
  /// The path names a folder.
  case folder
  /// The path names a device, pipe or socket, which this reading does not accept.
  case notARegularFile(isDevice: Bool)
  /// A device that gave more than the limit and would not end (`/dev/zero`).
  case endlessDevice
  /// A file or a pipe larger than the limit, in bytes.
  case tooLarge(limit: Int)
  /// A system call failed with this `errno`.
  case system(Int32)
  /// The bytes of this line, counted from 1, are not UTF-8.
  case invalidUTF8(line: Int)

  var description: String {
    switch self {
    case .missing: "no such file"
    case .folder: "it is a folder"
    case .notARegularFile(let isDevice): isDevice ? "it is a device" : "it is not a regular file"
    case .endlessDevice: "it is a device that does not end, such as /dev/zero"
    case .tooLarge(let limit): "it is larger than \(limit.byteCount), the most read here"
    case .system(let code): SystemError(code).description
    case .invalidUTF8(let line): "line \(line) is not UTF-8; save the file as UTF-8"
    }
  }
}

extension FileReadError {
  /// What the user can do about the error, or `nil` when its description already says it (a
  /// line that is not UTF-8).
  var hint: String? {
    switch self {
    case .missing: "check the path, from the folder the run starts in"
    case .folder: "name a file, not a folder"
    case .notARegularFile, .endlessDevice: "save what it holds to a regular file and name that"
    case .tooLarge: "name the file meant, which is smaller"
    case .system(EACCES), .system(EPERM):
      "give yourself read permission on it and search permission on its folders"
    case .system(ELOOP): "point the links at a file, or name the file itself"
    case .system: "name another file"
    case .invalidUTF8: nil
    }
  }

  /// The error, then what to do about it: what every command prints after the path of a file
  /// it cannot read, so that each such error line names the problem and the fix.
  var withHint: String {
    hint.map { "\(self); \($0)" } ?? description
  }
}

/// What a file the shell reads may be, and how much of it is read.
struct FileReading {
  /// Whether a terminal, a pipe or another device is read as well, as a script from
  /// `-f /dev/stdin` or `-f <(…)` is (README, "A session"); otherwise only a regular file is.
  let streams: Bool
  /// The most bytes read; more is refused.
  let limit: Int

  /// A script of `-f` or of `coverage`: a regular file, a pipe or a terminal, up to 16 MiB.
  static let script = FileReading(streams: true, limit: 16 << 20)
  /// A notification's payload: a regular file, up to 64 KiB, sixteen times what APNs delivers.
  static let notification = FileReading(streams: false, limit: 64 << 10)
  /// A state file that `coverage` reads: a regular file, up to the size a state file may be.
  static let stateFile = FileReading(streams: false, limit: 1 << 20)
  /// A file a review tool reads: a regular file only, up to 16 MiB.
  ///
  /// A map of `map --check` and `map --diff`, the paths of `map --check-paths`. A pipe is
  /// refused, never read as an empty file that would pass the check.
  static let reviewFile = FileReading(streams: false, limit: 16 << 20)
}

/// The lines of the text file at `path`, read as ``readFile(_:_:)`` reads it, then decoded
/// strictly.
///
/// Both line-end conventions are read on purpose: a line ends at `\n`, and one `\r` before it
/// is dropped, so a file saved with Windows line ends reads as the same lines. A UTF-8
/// byte-order mark at the start is skipped. Bytes that are not UTF-8 are refused, naming their
/// line, rather than read as U+FFFD.
///
/// - Returns: The lines; a file that ends with a line end has an empty last line.
/// - Throws: ``FileReadError`` naming why the file cannot be read.
/// - Complexity: O(*n*) in the bytes read.
func readLines(_ path: String, _ reading: FileReading) throws(FileReadError) -> [String] {
  try decodeLines(readFile(path, reading))
}

/// The lines of `data`, decoded as ``readLines(_:_:)`` decodes a file's: both line ends, a
/// byte-order mark skipped, bytes that are not UTF-8 refused naming their line.
///
/// - Throws: ``FileReadError/invalidUTF8(line:)``.
/// - Complexity: O(*n*) in the bytes.
func decodeLines(_ data: Data) throws(FileReadError) -> [String] {
  let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
  var lines: [String] = []
  for (offset, line) in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    .enumerated()
  {
    let text = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    guard let decoded = String(validating: text, as: UTF8.self) else {
      throw .invalidUTF8(line: offset + 1)
    }
    lines.append(decoded)
  }
  return lines
}

/// The whole contents of the file at `path`.
///
/// The file is opened without blocking, so that a pipe with no writer (a FIFO) never holds the
/// shell; what was opened is checked from the descriptor, and only a regular file, or a stream
/// when `reading` allows one, is read. A stream is then read as it comes, to its end.
///
/// - Parameters:
///   - path: The file to read.
///   - reading: What the file may be, and how much of it is read.
/// - Returns: Every byte of the file.
/// - Throws: ``FileReadError`` naming why the file cannot be read.
/// - Complexity: O(*n*) in the bytes read, at most `reading.limit`.
func readFile(_ path: String, _ reading: FileReading) throws(FileReadError) -> Data {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
  guard descriptor >= 0 else { throw errno == ENOENT ? .missing : .system(errno) }
  defer { _ = close(descriptor) }
  let file: FileDescription
  do {
    file = try .of(descriptor: descriptor)
  } catch {
    throw .system(error.code)
  }
  guard file.kind != .folder else { throw .folder }
  let isDevice = file.kind.isDevice
  guard file.kind == .regular || reading.streams else {
    throw .notARegularFile(isDevice: isDevice)
  }
  guard file.kind != .regular || file.size <= reading.limit else {
    throw .tooLarge(limit: reading.limit)
  }
  if file.kind != .regular {
    // A stream waits for its writer, as a script piped in must; a FIFO that has none ends at
    // once.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
  }
  var data = Data()
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count >= 0 else { throw .system(errno) }
    guard count > 0 else { return data }
    data.append(contentsOf: chunk[..<count])
    guard data.count <= reading.limit else {
      throw isDevice && isatty(descriptor) == 0 ? .endlessDevice : .tooLarge(limit: reading.limit)
    }
  }
}

extension Int {
  /// The count of bytes in the largest whole unit: `64 KiB`, `16 MiB`.
  fileprivate var byteCount: String {
    self >= 1 << 20 && self % (1 << 20) == 0
      ? "\(self >> 20) MiB" : self >= 1 << 10 ? "\(self >> 10) KiB" : "\(self) bytes"
  }
}
