import Foundation

/// Stops the run when `condition` is false, so that libFuzzer saves the input as a crash.
///
/// The message goes to standard error before `abort()`, which libFuzzer reports as a deadly
/// signal and the replay `main` as a non-zero exit.
///
/// - Parameters:
///   - condition: What must hold.
///   - message: What was seen instead, quoting the input.
///   - file: Where the invariant is checked.
///   - line: The line where the invariant is checked.
public func invariant(
  _ condition: Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
  line: UInt = #line
) {
  guard !condition else { return }
  writeError("invariant broken at \(file):\(line): \(message())")
  abort()
}

/// Writes one line to standard error, unbuffered, so that it is out before an abort.
func writeError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
