import FileStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Every line goes out in one unbuffered write(2), so standard output and standard error
// interleave in order when they are merged, and nothing is lost if the process is killed. No
// write goes through Foundation's `FileHandle.write(_:)`, which traps when the write fails.

/// The exit status of a run whose standard output could not be written: closed, full, or a
/// pipe whose reader left.
let outputFailedStatus: Int32 = 4

/// Writes `text` to standard output as it is; a failed write ends the run
/// (``standardOutputFailed(_:)``).
func writeOut(_ text: String) {
  guard let code = FileDescriptorIO.write(STDOUT_FILENO, text) else { return }
  standardOutputFailed(code)
}

/// Writes one line to standard output; a failed write ends the run.
func printLine(_ line: String) {
  writeOut(line + "\n")
}

/// Writes one line to standard error.
///
/// A failed write is dropped: standard error is where a failure would be reported.
func printError(_ line: String) {
  writeError(line + "\n")
}

/// Writes `text` to standard error as it is; a failed write is dropped.
func writeError(_ text: String) {
  FileDescriptorIO.write(STDERR_FILENO, text)
}

/// Ends the run after a write to standard output failed with `code`, with exit status
/// ``outputFailedStatus``.
///
/// A broken pipe (`EPIPE`: the reader left, as `head` does) ends quietly, as Unix tools do;
/// any other failure first says so in one line on standard error, if that is open. Exiting runs
/// the exit hooks, so a terminal in raw mode is restored.
func standardOutputFailed(_ code: Int32) -> Never {
  if code != EPIPE {
    printError("error: cannot write to standard output: \(SystemError(code))")
  }
  exit(outputFailedStatus)
}
