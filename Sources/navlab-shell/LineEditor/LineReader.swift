import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Interactive line input for the shell: raw-mode editing with history and
/// Tab completion when input and output are terminals, plain line reading
/// otherwise (pipes, `TERM=dumb`).
///
/// Raw mode is enabled only while `readLine` waits for input and restored
/// before it returns, so command output and Ctrl-C behave normally between
/// prompts. Not thread-safe: use it from one task/thread.
final class LineReader {
  /// Candidate source for Tab completion.
  private let completions: Completion.Provider
  /// History file, or nil to keep history in memory only.
  let historyPath: String?
  /// Input and output descriptors (stdin/stdout unless testing).
  private let input: Int32, output: Int32
  /// Environment consulted for `TERM`.
  private let environment: [String: String]
  /// Editing state, including the history.
  private var editor: LineEditor
  /// Turns input bytes into keys, buffering split sequences between reads.
  private var decoder = KeyDecoder()
  /// Keys decoded but not yet used (for example the rest of a multi-line paste).
  private var queuedKeys: [Key] = []
  /// Input read in plain mode but not yet returned.
  private var plainLines = PlainLineBuffer()
  /// The history as last loaded or saved, to skip saves that change nothing.
  private var persistedHistory: History?
  /// What to do when a write to `output` fails, given its `errno`.
  private let writeFailed: (Int32) -> Void

  /// Creates a reader.
  ///
  /// `historyPath` defaults to `History.defaultPath()`; call `loadHistory()` to read it. Submitted
  /// lines are saved to it after every line (each failure is reported on stderr).
  /// `writeFailed` is called with the `errno` of a write to `output` that failed; by default
  /// the failure is ignored.
  init(
    historyPath: String? = History.defaultPath(),
    completions: @escaping Completion.Provider = { _ in [] },
    input: Int32 = STDIN_FILENO,
    output: Int32 = STDOUT_FILENO,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    writeFailed: @escaping (Int32) -> Void = { _ in }
  ) {
    self.historyPath = historyPath
    self.completions = completions
    self.input = input
    self.output = output
    self.environment = environment
    self.writeFailed = writeFailed
    self.editor = LineEditor()
  }

  /// The history browsed with Up/Down.
  var history: History { editor.history }

  /// Loads the history file.
  ///
  /// Returns a warning to show the user, or nil.
  func loadHistory() -> String? {
    guard let historyPath else { return nil }
    let warning = editor.history.load(from: historyPath)
    if warning == nil { persistedHistory = editor.history }
    return warning
  }

  /// Saves the history file.
  ///
  /// Returns a warning to show the user, or nil.
  func saveHistory() -> String? {
    guard let historyPath else { return nil }
    let warning = editor.history.save(to: historyPath)
    if warning == nil { persistedHistory = editor.history }
    return warning
  }

  /// Shows `prompt` and returns the line entered, without its newline, or nil at end of input
  /// (Ctrl-D on an empty line, or EOF).
  ///
  /// Ctrl-C prints `^C` and starts a fresh prompt. The prompt may contain ANSI colours.
  func readLine(prompt: String) -> String? {
    guard Terminal.isTerminal(output), Terminal.enableRawMode(fd: input, environment: environment)
    else {
      return readPlainLine(prompt: prompt)
    }
    defer { Terminal.restore() }
    fflush(nil)  // Flush anything the shell printed through stdio first.
    redraw(prompt: prompt)
    while true {
      if queuedKeys.isEmpty {
        guard let bytes = FileDescriptorIO.read(input) else {
          write("\r\n")
          return nil
        }
        queuedKeys = decoder.feed(bytes)
        continue
      }
      let key = queuedKeys.removeFirst()
      switch editor.handle(key) {
      case .redraw:
        redraw(prompt: prompt)
      case .submit(let line):
        write("\r\n")
        autosave()
        return line
      case .clearLine:
        write("^C\r\n")
        redraw(prompt: prompt)
      case .quit:
        write("\r\n")
        return nil
      case .complete(let tabCount):
        complete(tabCount: tabCount, prompt: prompt)
      case .clearScreen:
        write("\u{1B}[H\u{1B}[2J")
        redraw(prompt: prompt)
      case .bell:
        write("\u{07}")
      }
    }
  }

  /// Applies Tab: inserts the common prefix if it adds something, lists the
  /// candidates on the second consecutive Tab, rings the bell otherwise.
  private func complete(tabCount: Int, prompt: String) {
    let result = Completion.complete(editor.textBeforeCursor, provider: completions)
    if !result.insertion.isEmpty {
      editor.insert(result.insertion)
      redraw(prompt: prompt)
    } else if result.candidates.count > 1, tabCount >= 2 {
      let lines = LineRenderer.candidateLines(
        result.candidates, columns: Terminal.width(of: output))
      write("\r\n" + lines.map { $0 + "\r\n" }.joined())
      redraw(prompt: prompt)
    } else {
      write("\u{07}")
    }
  }

  /// Redraws the prompt and the current line, its control characters spelled out (a recalled
  /// history entry or a paste can hold any of them).
  private func redraw(prompt: String) {
    let shown = SpelledOutLine(editor.buffer, cursor: editor.cursor)
    write(
      LineRenderer.redraw(
        prompt: prompt, buffer: shown.buffer, cursor: shown.cursor,
        columns: Terminal.width(of: output)))
  }

  /// Saves history after a line if it changed; reports every failure, since each one leaves the
  /// line out of the file.
  private func autosave() {
    guard editor.history != persistedHistory, let warning = saveHistory() else { return }
    // The warning quotes the history path, from the environment: spelled out like all outside text.
    writeError("warning: " + warning.sanitized(limit: 600) + "\n")
  }

  /// Reads one line without editing; used when raw mode is unavailable.
  private func readPlainLine(prompt: String) -> String? {
    if Terminal.isTerminal(input) {
      fflush(nil)
      write(prompt)
    }
    while true {
      if let line = plainLines.nextLine() { return line }
      guard let bytes = FileDescriptorIO.read(input) else { return plainLines.takeRemainder() }
      plainLines.append(bytes)
    }
  }

  /// Writes `text` to the output descriptor; a failure goes to `writeFailed`.
  private func write(_ text: String) {
    if let code = FileDescriptorIO.write(output, text) { writeFailed(code) }
  }
}
