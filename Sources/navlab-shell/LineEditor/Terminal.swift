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

/// Puts the terminal in raw mode back to its saved mode, if one is; safe in a signal handler
/// (`tcsetattr` is async-signal-safe, and nothing is allocated).
private func restoreSavedMode() {
  let descriptor = rawModeDescriptor.pointee
  guard descriptor >= 0 else { return }
  _ = tcsetattr(descriptor, TCSANOW, savedTermios)
  rawModeDescriptor.pointee = -1
}

/// Handler for SIGINT, SIGTERM, SIGHUP and the other signals whose default action ends the
/// process: puts the terminal back to its saved mode, then re-raises the signal.
///
/// It is installed with `SA_RESETHAND`, so the re-raised signal gets the default action (the
/// process ends with the conventional status) once this handler returns.
private func restoreTerminalAndReraise(_ signal: Int32) {
  restoreSavedMode()
  _ = raise(signal)
}

/// The action each fatal signal had before ``restoreTerminalAndPassOn(_:)`` was installed for
/// it (the Swift runtime's backtracer, or the default), indexed by signal number.
///
/// Same safety argument as `savedTermios`: written once, before the handler is installed, and
/// only read by the handler.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
  let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  pointer.initialize(repeating: sigaction(), count: 65)
  return pointer
}()

/// Handler for the signals that end a process abnormally (SIGQUIT, SIGILL, SIGTRAP, SIGABRT,
/// SIGBUS, SIGFPE, SIGSEGV): puts the terminal back to its saved mode, puts back the action
/// the signal had before, and raises it again for that action.
///
/// The raised signal is blocked while this handler runs, so it is delivered, to the previous
/// action, as soon as the handler returns; a fault that is not raised but made by an
/// instruction is made again when the handler returns, and reaches the previous action too.
private func restoreTerminalAndPassOn(_ signal: Int32) {
  restoreSavedMode()
  _ = sigaction(signal, previousActions + Int(signal), nil)
  _ = raise(signal)
}

/// The plain handler of `action`, as a number: 0 for the default (`SIG_DFL`), 1 for ignored
/// (`SIG_IGN`), else the address of a function.
private func handlerNumber(of action: sigaction) -> Int {
  #if canImport(Glibc)
    unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
  #elseif canImport(Darwin)
    unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
  #endif
}

/// Sets `handler` as the plain handler of `action`.
private func setHandler(
  _ handler: @convention(c) (Int32) -> Void, of action: inout sigaction
) {
  #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
  #elseif canImport(Darwin)
    action.__sigaction_u.__sa_handler = handler
  #endif
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
  /// lets): registers an exit hook and, for SIGINT, SIGTERM, SIGHUP and the other signals whose
  /// default action ends the process, the restoring handler; for the signals that end it
  /// abnormally (with a core), a handler that restores the terminal, then passes the signal on to
  /// the action it had.
  ///
  /// An ending signal whose disposition is not the default (the shell installed its own handler,
  /// or it is ignored) is left alone, as is an ignored fatal signal. A handled
  /// signal is also unblocked: a process launched with signals blocked (as some launchers leave
  /// them) could otherwise not be interrupted at the prompt at all.
  private static let handlersInstalled: Void = {
    _ = atexit { Terminal.restore() }
    var handled = sigset_t()
    _ = sigemptyset(&handled)
    defer { _ = pthread_sigmask(SIG_UNBLOCK, &handled, nil) }
    // Every other signal whose default action ends the process.
    let ending = [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF]
    for signal in ending {
      var existing = sigaction()
      guard sigaction(signal, nil, &existing) == 0, handlerNumber(of: existing) == 0 else {
        continue
      }
      var action = sigaction()
      setHandler(restoreTerminalAndReraise, of: &action)
      _ = sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)  // 0x80000000: sign bit.
      if sigaction(signal, &action, nil) == 0 { _ = sigaddset(&handled, signal) }
    }
    for signal in [
      SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS, SIGXCPU, SIGXFSZ,
    ] {
      guard sigaction(signal, nil, previousActions + Int(signal)) == 0,
        handlerNumber(of: previousActions[Int(signal)]) != 1  // 1 is SIG_IGN.
      else { continue }
      var action = sigaction()
      setHandler(restoreTerminalAndPassOn, of: &action)
      _ = sigemptyset(&action.sa_mask)
      // On the alternate stack if the runtime set one up, since a stack overflow lands here.
      action.sa_flags = Int32(truncatingIfNeeded: SA_ONSTACK)
      _ = sigaction(signal, &action, nil)
    }
  }()
}
