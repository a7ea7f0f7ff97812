/// Turns raw bytes read from a terminal into `Key`s.
///
/// Input may arrive in arbitrary chunks: an escape sequence or a multi-byte
/// UTF-8 scalar can be split across two `read` calls. Incomplete trailing
/// input is buffered until the next `feed`. Unknown escape sequences are
/// dropped whole, invalid UTF-8 bytes and unsupported control bytes are
/// dropped; none of them ever turns into text.
///
/// A lone ESC (the Escape key) stays buffered until the next byte arrives; it
/// is then discarded together with that byte if it forms an unknown `ESC x`
/// pair, or on its own if the next byte is a control byte or another ESC.
struct KeyDecoder {
  /// Longest escape sequence we are willing to buffer before dropping it.
  static let maxSequenceLength = 32

  /// Bytes received but not yet decoded (an incomplete trailing sequence).
  private var pending: [UInt8] = []
  /// True when the last byte decoded was `\r`, so a following `\n` (the
  /// second half of a `\r\n` pair) is not reported as a second Enter.
  private var lastWasCarriageReturn = false
  /// True after an over-long control sequence was cut off: its remaining
  /// parameter bytes and final byte are still to be discarded.
  private var skippingControlSequence = false

  /// Outcome of decoding the sequence starting at one position.
  private enum Step {
    /// More bytes are needed; stop and keep the rest in `pending`.
    case incomplete
    /// A key was decoded from `length` bytes.
    case key(Key, length: Int)
    /// A printable scalar was decoded from `length` bytes.
    case scalar(Unicode.Scalar, length: Int)
    /// `length` bytes are meaningless and must be discarded.
    case drop(length: Int)
    /// `length` bytes of an over-long control sequence must be discarded,
    /// along with whatever of it is still to come.
    case dropLongSequence(length: Int)
  }

  /// Decodes `bytes` (appended to any buffered input) into keys.
  ///
  /// Returns the keys completed so far, in input order.
  mutating func feed(_ bytes: [UInt8]) -> [Key] {
    pending.append(contentsOf: bytes)
    var keys: [Key] = []
    var text = ""
    var index = 0
    decoding: while index < pending.count {
      let byte = pending[index]
      if skippingControlSequence {
        skippingControlSequence = (0x20...0x3F).contains(byte)
        if skippingControlSequence || (0x40...0x7E).contains(byte) {
          index += 1
          continue
        }
      }
      let swallowNewline = lastWasCarriageReturn && byte == 0x0A
      lastWasCarriageReturn = byte == 0x0D
      if swallowNewline {
        index += 1
        continue
      }
      let step: Step
      switch byte {
      case 0x1B: step = escapeSequence(at: index)
      case 0x20..<0x7F: step = .scalar(Unicode.Scalar(byte), length: 1)
      case 0x80...: step = utf8Scalar(at: index)
      default: step = Key.control(byte).map { .key($0, length: 1) } ?? .drop(length: 1)
      }
      switch step {
      case .incomplete:
        break decoding
      case .scalar(let scalar, let length):
        text.unicodeScalars.append(scalar)
        index += length
      case .key(let key, let length):
        if !text.isEmpty {
          keys.append(.text(text))
          text = ""
        }
        keys.append(key)
        index += length
      case .drop(let length):
        index += length
      case .dropLongSequence(let length):
        index += length
        skippingControlSequence = true
      }
    }
    pending.removeFirst(index)
    if !text.isEmpty { keys.append(.text(text)) }
    return keys
  }

  /// Decodes an escape sequence starting with the ESC at `start`.
  private func escapeSequence(at start: Int) -> Step {
    guard start + 1 < pending.count else { return .incomplete }
    switch pending[start + 1] {
    case UInt8(ascii: "["):
      return controlSequence(at: start)
    case UInt8(ascii: "O"):
      guard start + 2 < pending.count else { return .incomplete }
      let final = pending[start + 2]
      guard (0x40...0x7E).contains(final) else { return .drop(length: 2) }
      return Key.escapeFinal(final).map { .key($0, length: 3) } ?? .drop(length: 3)
    case 0x20..<0x7F:
      return .drop(length: 2)  // Alt+key or unknown two-byte sequence.
    default:
      return .drop(length: 1)  // Lone ESC followed by a control or non-ASCII byte.
    }
  }

  /// Decodes a CSI sequence (`ESC [ params final`) starting at `start`.
  private func controlSequence(at start: Int) -> Step {
    var index = start + 2
    while index < pending.count {
      let byte = pending[index]
      let length = index - start + 1
      if length > Self.maxSequenceLength { return .dropLongSequence(length: length - 1) }
      switch byte {
      case 0x20...0x3F:
        index += 1
      case 0x40...0x7E:
        let parameters = String(decoding: pending[(start + 2)..<index], as: UTF8.self)
        if byte == UInt8(ascii: "~") {
          return Key.tildeSequence(parameters).map { .key($0, length: length) }
            ?? .drop(length: length)
        }
        return Key.escapeFinal(byte).map { .key($0, length: length) } ?? .drop(length: length)
      default:
        return .drop(length: length - 1)  // Malformed: keep the stray byte for reprocessing.
      }
    }
    return .incomplete
  }

  /// Decodes the UTF-8 scalar starting at `start` (see `UTF8Scalar`).
  private func utf8Scalar(at start: Int) -> Step {
    switch UTF8Scalar.decode(pending, at: start) {
    case .scalar(let scalar, let length): return .scalar(scalar, length: length)
    case .incomplete: return .incomplete
    case .invalid(let length): return .drop(length: length)
    }
  }
}
