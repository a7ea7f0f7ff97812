import AppCoordinator
import FuzzSupport

/// Runs the input as a shell script with `--keep-going`: bytes decoded as UTF-8 (a bad sequence
/// becomes U+FFFD, as `navlab-shell -f` and piped input decode it), split into lines at `\n`
/// with one `\r` dropped from each end, every line run through the interpreter in script mode
/// until the end or `quit`.
///
/// Checks after each line, beyond not crashing:
/// - a line that fails changes nothing anyone can observe (``AppSnapshot``) and prints exactly
///   one error line; a line that succeeds prints none;
/// - every error line is one line that cannot steer a terminal: no control or format character
///   and no line or paragraph separator, whatever the input held;
/// - `open`, `notify` and `activity` never sign anyone in or out;
/// - nothing gated shows or is kept while signed out.
///
/// At the end, the state reached restores to itself, with no warnings: the same session and the
/// same saved stack in every flow, compared as values.
@MainActor
enum ShellHarness {
  /// Collects what the shell prints.
  private final class Sink {
    var output = 0
    var errors: [String] = []
  }

  static func run(_ bytes: [UInt8]) {
    let lines = splitLines(bytes)
    let app = Launch.app(signedIn: false)
    let sink = Sink()
    let shell = Shell(
      app: app, interactive: false, write: { _ in sink.output += 1 },
      fail: { sink.errors.append($0) })
    // Fuzzed scripts must not write files: `record` fails with one error line, like any refusal.
    shell.allowsRecording = false

    var before = AppSnapshot(app)
    Gate.check(before, after: "launch")
    for line in lines {
      let errorCount = sink.errors.count
      let outcome = shell.run(line)
      let after = AppSnapshot(app)
      let step = { "line \(line.debugDescription)" }
      let newErrors = sink.errors[errorCount...]
      if outcome == .failed {
        invariant(after == before, "\(step()) failed but changed\n  \(before)\nto\n  \(after)")
        invariant(newErrors.count == 1, "\(step()) failed with \(newErrors.count) error lines")
      } else {
        invariant(newErrors.isEmpty, "\(step()) succeeded but printed \(Array(newErrors))")
      }
      for error in newErrors {
        invariant(
          staysOnOneLine(error),
          "\(step()) printed an error line that breaks or steers the terminal: \(error.debugDescription)"
        )
      }
      if after.session != before.session {
        switch try? Command.parse(line) {
        case .open?, .notify?, .activity?:
          invariant(false, "\(step()) changed the session to \(after.session)")
        default: break
        }
      }
      // A line that failed left the snapshot as the step before it left it, which was checked.
      if outcome != .failed { Gate.check(after, after: step()) }
      before = after
      if outcome == .quit { break }
    }
    restoresToItself(app, showing: before, after: "running \(lines.count) lines")
  }

  /// Whether `app`, whose snapshot is `saved`, restores to itself.
  private static func restoresToItself(
    _ app: AppCoordinator, showing saved: AppSnapshot, after step: String
  ) {
    let back = FixedPoint.restoring(app, showing: saved, after: step)
    invariant(
      back.paths == saved.paths && back.session == saved.session,
      "\(step): restored\n  \(back)\nnot\n  \(saved)")
  }
}

/// libFuzzer's entry point: runs one input through ``ShellHarness``.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShell(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  MainActor.assumeIsolated { ShellHarness.run(bytes) }
  return 0
}

/// libFuzzer's set-up: writes the seeds made from the flows' declarations when asked
/// (`FUZZ_GENERATE`, see ``Seeds``).
@_cdecl("LLVMFuzzerInitialize")
public func initializeShellFuzzing(
  _ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?
) -> Int32 {
  MainActor.assumeIsolated { Seeds.generateIfAsked(for: .script) }
  return 0
}
