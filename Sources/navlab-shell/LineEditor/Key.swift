/// A single decoded keystroke (or a run of printable text) produced by
/// `KeyDecoder` from raw terminal input.
///
/// Control keys that have no meaning for the line editor are never produced:
/// the decoder drops them, so every `Key` is something `LineEditor` handles.
enum Key: Equatable, Sendable {
  /// One or more printable Unicode scalars, in input order. Consecutive
  /// printable input from a single `feed` is coalesced into one value, so a
  /// paste produces one key instead of one per character. Never empty.
  case text(String)
  /// Enter / Return (`\r`, `\n`, or the pair `\r\n`).
  case enter
  /// Tab (0x09), used for completion.
  case tab
  /// Backspace (0x7f or 0x08): delete the character before the cursor.
  case backspace
  /// Delete (`ESC [3~`): delete the character under the cursor.
  case delete
  /// Left arrow.
  case left
  /// Right arrow.
  case right
  /// Up arrow (previous history entry).
  case up
  /// Down arrow (next history entry).
  case down
  /// Home (`ESC [H`, `ESC [1~`, `ESC [7~`, `ESC OH`).
  case home
  /// End (`ESC [F`, `ESC [4~`, `ESC [8~`, `ESC OF`).
  case end
  /// Ctrl-A: move to the start of the line.
  case ctrlA
  /// Ctrl-C: abandon the current line.
  case ctrlC
  /// Ctrl-D: quit on an empty line, otherwise delete under the cursor.
  case ctrlD
  /// Ctrl-E: move to the end of the line.
  case ctrlE
  /// Ctrl-L: clear the screen.
  case ctrlL
  /// Ctrl-U: delete from the start of the line to the cursor.
  case ctrlU
  /// Ctrl-W: delete the whitespace-delimited word before the cursor.
  case ctrlW
}

extension Key {
  /// Maps a single C0 control byte to its key, or nil if it is unsupported.
  static func control(_ byte: UInt8) -> Key? {
    switch byte {
    case 0x0D, 0x0A: return .enter
    case 0x09: return .tab
    case 0x7F, 0x08: return .backspace
    case 0x01: return .ctrlA
    case 0x03: return .ctrlC
    case 0x04: return .ctrlD
    case 0x05: return .ctrlE
    case 0x0C: return .ctrlL
    case 0x15: return .ctrlU
    case 0x17: return .ctrlW
    default: return nil
    }
  }

  /// Key for the final byte of `ESC [ x` / `ESC O x` (modifiers are ignored).
  static func escapeFinal(_ byte: UInt8) -> Key? {
    switch byte {
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    default: return nil
    }
  }

  /// Key for `ESC [ n ~` given its parameter string (for example "3" or "3;5").
  static func tildeSequence(_ parameters: String) -> Key? {
    switch parameters.split(separator: ";", omittingEmptySubsequences: false).first {
    case "1", "7": return .home
    case "3": return .delete
    case "4", "8": return .end
    default: return nil
    }
  }
}
