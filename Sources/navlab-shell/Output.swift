import Foundation

// Every line goes out in one unbuffered write, so standard output and standard error interleave
// in order when they are merged, and nothing is lost if the process is killed.

/// Writes `text` to standard output as it is.
func writeOut(_ text: String) {
  FileHandle.standardOutput.write(Data(text.utf8))
}

/// Writes one line to standard output.
func printLine(_ line: String) {
  writeOut(line + "\n")
}

/// Writes one line to standard error.
func printError(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
