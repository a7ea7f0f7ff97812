import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The release shell in a pseudo-terminal, typed at as a person would: how long a long line takes
/// to recall and to paste, and how long a huge history file takes to reach the prompt, and with
/// how much memory.
enum TerminalBenchmark {
  /// What the shell draws at the end of a redraw of the empty line at the Feed root (no colour).
  static let emptyPrompt = "feed › \u{1B}[K"

  /// Milliseconds, median of `runs`, from pressing Up to the redraw of a recalled line of
  /// `characters` characters.
  static func recallMilliseconds(shell: String, characters: Int, runs: Int = 11) throws -> Double {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let history = folder.appendingPathComponent("history").path
    let line = "expect " + String(repeating: "x", count: characters - 7)
    try Data((line + "\n").utf8).write(to: URL(fileURLWithPath: history))
    let session = try Session(shell: shell, history: history)
    defer { session.end() }
    try session.wait(for: emptyPrompt)
    let recalled = String(repeating: "x", count: 40) + "\u{1B}[K"
    return try median(runs: runs) {
      let elapsed = try seconds {
        session.send("\u{1B}[A")
        try session.wait(for: recalled)
      }
      session.send("\u{1B}[B")
      try session.wait(for: emptyPrompt)
      return elapsed * 1_000
    }
  }

  /// Milliseconds, median of `runs`, from the first byte of a paste of `characters` characters to
  /// the redraw that shows its end.
  static func pasteMilliseconds(shell: String, characters: Int, runs: Int = 5) throws -> Double {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try Session(shell: shell, history: folder.appendingPathComponent("none").path)
    defer { session.end() }
    try session.wait(for: emptyPrompt)
    let end = "PASTE-END"
    let paste = String(repeating: "y", count: characters - end.count) + end
    return try median(runs: runs) {
      let elapsed = try seconds {
        session.send(paste)
        try session.wait(for: end + "\u{1B}[K")
      }
      session.send("\u{15}")  // Ctrl-U empties the line.
      try session.wait(for: emptyPrompt)
      return elapsed * 1_000
    }
  }

  /// From launch to the prompt with a history file of about `bytes` bytes: milliseconds (median
  /// of `runs`) and the shell's peak resident memory in MiB (the largest, where the system says).
  static func launchWithHistory(shell: String, bytes: Int, runs: Int = 5) throws
    -> (milliseconds: Double, peakMiB: Double?)
  {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let history = folder.appendingPathComponent("history").path
    try writeHistory(to: history, bytes: bytes)
    var peak: Double?
    let milliseconds = try median(runs: runs) {
      var session: Session?
      let elapsed = try seconds {
        session = try Session(shell: shell, history: history)
        try session?.wait(for: emptyPrompt)
      }
      if let memory = session?.peakMiB { peak = max(peak ?? 0, memory) }
      session?.end()
      return elapsed * 1_000
    }
    return (milliseconds, peak)
  }

  /// Writes lines of shell commands, about `bytes` of them, a mebibyte at a time.
  private static func writeHistory(to path: String, bytes: Int) throws {
    let lines = (1...10).flatMap {
      ["tap row.article.\($0)", "expect screen.article.\($0)", "back"]
    }
    var block = ""
    while block.utf8.count < 1 << 20 {
      block += lines.joined(separator: "\n") + "\n"
    }
    let data = Data(block.utf8)
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    defer { try? handle.close() }
    for _ in 0..<max(1, bytes / data.count) {
      try handle.write(contentsOf: data)
    }
  }

  private static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-bench-terminal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// Why a terminal session could not be measured.
struct TerminalBenchmarkError: Error, CustomStringConvertible {
  let description: String
}

/// The shell running in a pseudo-terminal 80 columns wide, with `NAVLAB_HISTORY` set.
private final class Session {
  private let master: Int32
  private let slave: Int32
  private let process = Process()
  /// What the shell wrote since the last wait that found its text.
  private var screen: [UInt8] = []

  init(shell: String, history: String) throws {
    (master, slave) = try PseudoTerminalPair.open()
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    process.executableURL = URL(fileURLWithPath: shell)
    process.environment = [
      "TERM": "xterm", "NAVLAB_HISTORY": history, "HOME": "/nonexistent", "NO_COLOR": "1",
    ]
    let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.standardInput = handle
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
  }

  /// The shell's peak resident memory so far, in MiB; `nil` where `/proc` does not say.
  var peakMiB: Double? {
    let status = try? String(
      contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
    guard let line = status?.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kibibytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) })
    else { return nil }
    return kibibytes / 1_024
  }

  /// Types `text`.
  func send(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      // Read what the shell wrote meanwhile, so that neither side waits on a full buffer.
      drain(timeout: 0)
      bytes = bytes.dropFirst(written)
    }
  }

  /// Reads until the shell has written `text`, then forgets what it read; gives up after 60 s.
  func wait(for text: String) throws {
    let needle = Array(text.utf8)
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      if let found = screen.lastRange(of: needle) {
        screen.removeSubrange(..<found.upperBound)
        return
      }
      drain(timeout: 50)
    }
    throw TerminalBenchmarkError(description: "the shell never wrote \(text.debugDescription)")
  }

  private func drain(timeout: Int32) {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    var wait = timeout
    while poll(&poller, 1, wait) > 0 {
      let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      screen += chunk[..<count]
      wait = 0
    }
  }

  /// Leaves without submitting a line, so the history file is not rewritten: Ctrl-C, Ctrl-D.
  func end() {
    send("\u{3}\u{4}")
    let deadline = Date().addingTimeInterval(10)
    while process.isRunning, Date() < deadline {
      drain(timeout: 20)
    }
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    close(slave)
    close(master)
  }
}

/// A new pseudo-terminal: the controller's descriptor and the terminal's.
private enum PseudoTerminalPair {
  static func open() throws -> (master: Int32, slave: Int32) {
    #if canImport(Glibc)
      // `posix_openpt` and `ptsname` are not in the Glibc module: the Linux ioctls instead.
      let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
      let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
      let master = Glibc.open("/dev/ptmx", O_RDWR | O_NOCTTY)
      guard master >= 0 else { throw TerminalBenchmarkError(description: "no /dev/ptmx") }
      var locked: Int32 = 0
      var number: UInt32 = 0
      guard ioctl(master, unlockRequest, &locked) == 0, ioctl(master, numberRequest, &number) == 0
      else {
        Glibc.close(master)
        throw TerminalBenchmarkError(description: "could not unlock a pseudo-terminal")
      }
      let slave = Glibc.open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    #elseif canImport(Darwin)
      let master = Darwin.posix_openpt(O_RDWR | O_NOCTTY)
      guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master)
      else { throw TerminalBenchmarkError(description: "could not open a pseudo-terminal") }
      let slave = Darwin.open(String(cString: name), O_RDWR | O_NOCTTY)
    #endif
    guard slave >= 0 else {
      close(master)
      throw TerminalBenchmarkError(description: "could not open the pseudo-terminal's terminal")
    }
    return (master, slave)
  }
}

extension Array where Element: Equatable {
  /// The last range where `needle` occurs.
  fileprivate func lastRange(of needle: [Element]) -> Range<Int>? {
    guard !needle.isEmpty, needle.count <= count else { return nil }
    for start in stride(from: count - needle.count, through: 0, by: -1)
    where self[start..<(start + needle.count)].elementsEqual(needle) {
      return start..<(start + needle.count)
    }
    return nil
  }
}
