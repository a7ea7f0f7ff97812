import Foundation
import Testing

@testable import navlab_shell

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal pair for exercising raw mode and `LineReader` without a real terminal.
///
/// The test writes keystrokes to `master` and the code under test reads them from `slave`.
final class PseudoTerminal {
  /// Controller side: write input here, read what the program displayed.
  let master: Int32
  /// Terminal side, given to the code under test.
  let slave: Int32

  /// Opens a new pty pair through /dev/ptmx, or returns nil if the system
  /// has none. (`posix_openpt`/`ptsname` are not exported by the Glibc
  /// module, so the Linux ioctls are used directly: TIOCSPTLCK unlocks the
  /// slave, TIOCGPTN gives its number; values from <asm-generic/ioctls.h>.)
  init?() {
    let unlockRequest: UInt = 0x4004_5431  // TIOCSPTLCK
    let numberRequest: UInt = 0x8004_5430  // TIOCGPTN
    let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0 else { return nil }
    var locked: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(master, unlockRequest, &locked) == 0, ioctl(master, numberRequest, &number) == 0
    else {
      close(master)
      return nil
    }
    let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      close(master)
      return nil
    }
    self.master = master
    self.slave = slave
  }

  deinit {
    close(slave)
    close(master)
  }

  /// The slave's current terminal attributes.
  func attributes() -> termios {
    var attributes = termios()
    _ = tcgetattr(slave, &attributes)
    return attributes
  }

  /// True if the slave is in canonical (cooked) mode with echo.
  var isCooked: Bool {
    let flags = attributes().c_lflag
    return flags & tcflag_t(ICANON) != 0 && flags & tcflag_t(ECHO) != 0
  }

  /// Puts the slave in raw mode directly, so control bytes written by the
  /// test reach the reader untouched by the line discipline.
  func makeRaw() {
    var raw = attributes()
    cfmakeraw(&raw)
    _ = tcsetattr(slave, TCSANOW, &raw)
  }

  /// Sets the window size the slave reports.
  func setColumns(_ columns: UInt16) {
    var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Types `bytes` as if on the keyboard.
  func send(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Types `text` as if on the keyboard.
  func send(_ text: String) { send(Array(text.utf8)) }

  /// Everything the program has written so far (waits briefly for it).
  func output() -> String {
    var collected: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    while poll(&poller, 1, 50) > 0 {
      let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
      guard count > 0 else { break }
      collected += chunk[..<count]
    }
    return String(decoding: collected, as: UTF8.self)
  }
}

/// Raw mode is process-wide state, so every test touching a terminal runs in
/// this serialized suite (nested suites inherit `.serialized`).
@Suite(.serialized) struct TerminalSessionTests {}
