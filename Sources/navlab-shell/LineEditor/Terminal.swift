import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// MARK: - State shared with the signal handler
//
// The signal handler must restore the terminal without calling anything that
// is not async-signal-safe: no allocation, no locks, no Swift runtime
// exclusivity bookkeeping. So the state lives in two raw allocations made once
// (when the globals are first touched, which `Terminal.enableRawMode` does
// before any handler is installed), and the handler only reads them through
// the pointers. Pointer `pointee` accesses are plain loads and stores with no
// dynamic exclusivity checks, and `tcsetattr`, `raise` are async-signal-safe
// per POSIX. The fd word is written only after the saved termios is complete,
// so the handler never restores a half-written value.

/// The termios captured before entering raw mode.
///
/// `nonisolated(unsafe)`: the pointer itself is immutable; the memory it points to is written only
/// by `Terminal` on the thread driving the line editor and read by the signal handler, as described
/// above.
nonisolated(unsafe) private let savedTermios: UnsafeMutablePointer<termios> = {
  let pointer = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  pointer.initialize(to: termios())
  return pointer
}()

/// The fd currently in raw mode, or -1.
///
/// Same safety argument as `savedTermios`.
nonisolated(unsafe) private let rawModeDescriptor: UnsafeMutablePointer<Int32> = {
  let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  pointer.initialize(to: -1)
  return pointer
}()

/// SIGINT/SIGTERM/SIGHUP handler: puts the terminal back to its saved mode, then re-raises the
/// signal.
///
/// It is installed with `SA_RESETHAND`, so the re-raised signal gets the default action (the
/// process ends with the conventional status) once this handler returns.
private func restoreTerminalAndReraise(_ signal: Int32) {
  let descriptor = rawModeDescriptor.pointee
  if descriptor >= 0 {
    _ = tcsetattr(descriptor, TCSANOW, savedTermios)
    rawModeDescriptor.pointee = -1
  }
  _ = raise(signal)
}

/// Low-level terminal helpers: raw mode with guaranteed restore, tty checks
/// and the terminal width.
enum Terminal {
  /// `TERM` values that cannot handle the escape sequences the editor uses.
  static let unsupportedTerminals: Set<String> = ["dumb", "cons25", "emacs"]

  /// True if `fd` refers to a terminal.
  static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

  /// True while some descriptor is in raw mode.
  static var isRawModeEnabled: Bool { rawModeDescriptor.pointee >= 0 }

  /// Columns of the terminal on `fd` (TIOCGWINSZ), or 80 if unknown.
  static func width(of fd: Int32 = STDOUT_FILENO) -> Int {
    var size = winsize()
    guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
    return Int(size.ws_col)
  }

  /// Switches `fd` to raw mode: no echo, no line buffering, no signal keys, no flow control, no
  /// CR-to-NL translation; output processing (OPOST) is kept so `\n` still moves to column 0.
  ///
  /// Returns false, leaving the terminal untouched, when `fd` is not a terminal, `TERM` is
  /// unsupported (for example "dumb") or tcgetattr/tcsetattr fails: the caller should then fall
  /// back to plain line reading. Returns true if `fd` is already raw. Call `restore()` when done;
  /// signal and exit handlers also restore it.
  static func enableRawMode(
    fd: Int32 = STDIN_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    let current = rawModeDescriptor.pointee  // Also forces the globals' one-time initialisation.
    guard current < 0 else { return current == fd }
    guard isTerminal(fd), !unsupportedTerminals.contains(environment["TERM"] ?? "") else {
      return false
    }
    var original = termios()
    guard tcgetattr(fd, &original) == 0 else { return false }
    var raw = original
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
      controlCharacters[Int(VMIN)] = 1
      controlCharacters[Int(VTIME)] = 0
    }
    savedTermios.pointee = original
    rawModeDescriptor.pointee = fd
    installHandlersOnce()
    // TCSADRAIN (not TCSAFLUSH) so keys typed ahead while a command ran are kept.
    guard tcsetattr(fd, TCSADRAIN, &raw) == 0 else {
      rawModeDescriptor.pointee = -1
      return false
    }
    return true
  }

  /// Restores the termios saved by `enableRawMode`.
  ///
  /// Safe to call repeatedly or when raw mode is not enabled.
  static func restore() {
    let descriptor = rawModeDescriptor.pointee
    guard descriptor >= 0 else { return }
    _ = tcsetattr(descriptor, TCSADRAIN, savedTermios)
    rawModeDescriptor.pointee = -1
  }

  /// Installs the restoring handlers the first time it is called.
  private static func installHandlersOnce() { _ = handlersInstalled }

  /// Lazily evaluated exactly once (Swift guarantees thread-safe one-time initialisation of static
  /// lets): registers an exit hook and, for SIGINT, SIGTERM and SIGHUP, the restoring handler.
  ///
  /// A signal whose disposition is not the default (the shell installed its own handler, or it is
  /// ignored) is left alone. A handled signal is also unblocked: a process launched with signals
  /// blocked (as some launchers leave them) could otherwise not be interrupted at the prompt at
  /// all.
  private static let handlersInstalled: Void = {
    _ = atexit { Terminal.restore() }
    var handled = sigset_t()
    _ = sigemptyset(&handled)
    defer { _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil) }
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var existing = sigaction()
      guard sigaction(signal, nil, &existing) == 0,
        existing.__sigaction_handler.sa_handler == nil  // nil is SIG_DFL.
      else { continue }
      var action = sigaction()
      action.__sigaction_handler.sa_handler = restoreTerminalAndReraise
      _ = sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)  // 0x80000000: sign bit.
      if sigaction(signal, &action, nil) == 0 { _ = sigaddset(&handled, signal) }
    }
  }()
}
