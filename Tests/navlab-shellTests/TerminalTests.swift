import Testing

@testable import navlab_shell

#if canImport(Glibc)
  import Glibc
#endif

extension TerminalSessionTests {
  @Suite struct TerminalTests {
    static let xterm = ["TERM": "xterm-256color"]

    @Test func rawModeIsRefusedForAPipeAndStaysOff() throws {
      var fds: [Int32] = [0, 0]
      try #require(pipe(&fds) == 0)
      defer {
        close(fds[0])
        close(fds[1])
      }
      #expect(!Terminal.isTerminal(fds[0]))
      #expect(!Terminal.enableRawMode(fd: fds[0], environment: Self.xterm))
      #expect(!Terminal.isRawModeEnabled)
    }

    @Test func rawModeIsRefusedForADumbTerminal() throws {
      let pty = try #require(PseudoTerminal())
      #expect(Terminal.isTerminal(pty.slave))
      #expect(!Terminal.enableRawMode(fd: pty.slave, environment: ["TERM": "dumb"]))
      #expect(pty.isCooked)
    }

    @Test func rawModeClearsCanonicalEchoAndSignalsThenRestoreBringsThemBack() throws {
      let pty = try #require(PseudoTerminal())
      let before = pty.attributes()
      #expect(pty.isCooked)
      #expect(Terminal.enableRawMode(fd: pty.slave, environment: Self.xterm))
      defer { Terminal.restore() }
      let raw = pty.attributes()
      #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
      #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
      #expect(raw.c_oflag & tcflag_t(OPOST) != 0)
      #expect(Terminal.isRawModeEnabled)
      Terminal.restore()
      let after = pty.attributes()
      #expect(after.c_lflag == before.c_lflag)
      #expect(after.c_iflag == before.c_iflag)
      #expect(!Terminal.isRawModeEnabled)
      Terminal.restore()  // A second restore is harmless.
      #expect(pty.isCooked)
    }

    @Test func widthComesFromTheTerminalAndDefaultsTo80() throws {
      let pty = try #require(PseudoTerminal())
      pty.setColumns(132)
      #expect(Terminal.width(of: pty.slave) == 132)
      var fds: [Int32] = [0, 0]
      try #require(pipe(&fds) == 0)
      defer {
        close(fds[0])
        close(fds[1])
      }
      #expect(Terminal.width(of: fds[0]) == 80)
    }
  }
}
