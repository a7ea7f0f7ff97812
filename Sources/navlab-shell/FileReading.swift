import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a file the shell reads (a script, the history) could not be read: the real reason, in
/// words, where Foundation's reading would say "permission" or name an error domain.
enum FileReadError: Error, Equatable, CustomStringConvertible {
  /// Nothing is at the path.
  case missing
  /// The path names a folder.
  case folder
  /// The path names a device, pipe or socket, which this reading does not accept.
  case notARegularFile(isDevice: Bool)
  /// A device that gave more than a script could hold and would not end (`/dev/zero`).
  case endlessDevice
  /// A system call failed with this `errno`.
  case system(Int32)

  var description: String {
    switch self {
    case .missing: "no such file"
    case .folder: "it is a folder"
    case .notARegularFile(let isDevice): isDevice ? "it is a device" : "it is not a regular file"
    case .endlessDevice: "it is a device that does not end, such as /dev/zero"
    case .system(EACCES), .system(EPERM): "permission denied"
    case .system(ELOOP): "its symbolic links lead round in a loop"
    case .system(ENOTDIR): "a part of the path before its last is not a folder"
    case .system(let code): String(cString: strerror(code))
    }
  }
}

/// The most a device that is not a terminal may give as a file's contents: 16 MiB.
let deviceLimit = 16 << 20

/// The whole contents of the file at `path`.
///
/// - Parameters:
///   - path: The file to read.
///   - specialFiles: Whether a device or pipe is read as well, as a script from `-f /dev/stdin`
///     or `-f <(…)` is; otherwise it is refused without a read, which could block or never end.
///     A device that is not a terminal is read up to ``deviceLimit`` bytes, so `/dev/null` is an
///     empty script and `/dev/zero` a mistake rather than a read that fills the memory.
/// - Returns: Every byte of the file.
/// - Throws: ``FileReadError`` naming why the file cannot be read.
func readFile(_ path: String, specialFiles: Bool) throws(FileReadError) -> Data {
  let descriptor = open(path, O_RDONLY | O_CLOEXEC | (specialFiles ? 0 : O_NONBLOCK))
  guard descriptor >= 0 else { throw errno == ENOENT ? .missing : .system(errno) }
  defer { _ = close(descriptor) }
  var status = stat()
  guard fstat(descriptor, &status) == 0 else { throw .system(errno) }
  let kind = status.st_mode & S_IFMT
  guard kind != S_IFDIR else { throw .folder }
  guard kind == S_IFREG || specialFiles else {
    throw .notARegularFile(isDevice: kind == S_IFCHR || kind == S_IFBLK)
  }
  let limit = kind == S_IFCHR && isatty(descriptor) == 0 || kind == S_IFBLK ? deviceLimit : Int.max
  var data = Data()
  var chunk = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
    if count < 0, errno == EINTR { continue }
    guard count >= 0 else { throw .system(errno) }
    guard count > 0 else { return data }
    data.append(contentsOf: chunk[..<count])
    guard data.count <= limit else { throw .endlessDevice }
  }
}
