import Foundation
import Testing

@testable import navlab_shell

#if canImport(Glibc)
  import Glibc
#endif

extension TerminalSessionTests {
  @Suite struct LineReaderTests {
    /// A reader on `pty` with the test completion provider and no history file.
    static func reader(on pty: PseudoTerminal, historyPath: String? = nil, term: String = "xterm")
      -> LineReader
    {
      LineReader(
        historyPath: historyPath, completions: CompletionTests.provider,
        input: pty.slave, output: pty.slave, environment: ["TERM": term])
    }

    @Test func editedLineIsReturnedAndAddedToHistory() throws {
      let pty = try #require(PseudoTerminal())
      pty.makeRaw()
      let reader = Self.reader(on: pty)
      pty.send("tp\u{1B}[Da\u{1B}[F login\r")
      #expect(reader.readLine(prompt: "> ") == "tap login")
      #expect(reader.history.entries == ["tap login"])
      #expect(pty.output().hasPrefix("\r> \u{1B}[K\r\u{1B}[2C"))
    }

    @Test func ctrlDOnAnEmptyLineReturnsNil() throws {
      let pty = try #require(PseudoTerminal())
      pty.makeRaw()
      pty.send([0x04])
      #expect(Self.reader(on: pty).readLine(prompt: "> ") == nil)
    }

    @Test func ctrlCPrintsCaretCAndStartsAFreshLine() throws {
      let pty = try #require(PseudoTerminal())
      pty.makeRaw()
      pty.send("abc\u{03}show\r")
      #expect(Self.reader(on: pty).readLine(prompt: "> ") == "show")
      #expect(pty.output().contains("^C\r\n\r> \u{1B}[K"))
    }

    @Test func tabCompletesAndSecondTabListsCandidates() throws {
      let pty = try #require(PseudoTerminal())
      pty.makeRaw()
      let reader = Self.reader(on: pty)
      pty.send("sh\tlo\t\r")
      #expect(reader.readLine(prompt: "> ") == "show lo")
      _ = pty.output()
      pty.send("ta\t\t\r")
      #expect(reader.readLine(prompt: "> ") == "ta")
      let shown = pty.output()
      #expect(shown.contains("tab"))
      #expect(shown.contains("tap"))
      #expect(!shown.contains("type"))
    }

    @Test func secondLineOfAPasteIsKeptForTheNextCall() throws {
      let pty = try #require(PseudoTerminal())
      pty.makeRaw()
      let reader = Self.reader(on: pty)
      pty.send("one\rtwo\r")
      #expect(reader.readLine(prompt: "> ") == "one")
      #expect(reader.readLine(prompt: "> ") == "two")
    }

    @Test func terminalIsBackInCookedModeAfterReadLine() throws {
      let pty = try #require(PseudoTerminal())
      #expect(pty.isCooked)
      pty.send("ok\r")
      #expect(Self.reader(on: pty).readLine(prompt: "> ") == "ok")
      #expect(pty.output().contains("\r> \u{1B}[K"), "the line was edited in raw mode")
      #expect(pty.isCooked)
      #expect(!Terminal.isRawModeEnabled)
    }

    @Test func submittedLinesAreSavedToTheHistoryFile() throws {
      let pty = try #require(PseudoTerminal())
      pty.makeRaw()
      let directory = try TemporaryDirectory()
      defer { directory.remove() }
      let path = directory.file("history")
      try "show\n".write(toFile: path, atomically: false, encoding: .utf8)
      let reader = Self.reader(on: pty, historyPath: path)
      #expect(reader.loadHistory() == nil)
      pty.send("\u{1B}[A x\r")
      #expect(reader.readLine(prompt: "> ") == "show x")
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "show\nshow x\n")
    }

    @Test func dumbTerminalFallsBackToPlainLines() throws {
      let pty = try #require(PseudoTerminal())
      pty.send("plain\n")
      #expect(Self.reader(on: pty, term: "dumb").readLine(prompt: "> ") == "plain")
      let shown = pty.output()
      #expect(shown.contains("> "))
      #expect(!shown.contains("\u{1B}[K"), "no escape sequences on a dumb terminal")
    }

    @Test func pipedInputIsReadLineByLineUntilEOF() throws {
      var fds: [Int32] = [0, 0]
      try #require(pipe(&fds) == 0)
      defer { close(fds[0]) }
      let text = Array("a\nb\r\nlast".utf8)
      _ = text.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
      close(fds[1])
      let reader = LineReader(historyPath: nil, input: fds[0], output: fds[0])
      #expect(reader.readLine(prompt: "> ") == "a")
      #expect(reader.readLine(prompt: "> ") == "b")
      #expect(reader.readLine(prompt: "> ") == "last")
      #expect(reader.readLine(prompt: "> ") == nil)
    }
  }
}
