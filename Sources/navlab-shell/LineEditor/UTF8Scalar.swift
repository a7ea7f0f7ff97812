/// Strict decoding of one UTF-8 encoded scalar from a byte buffer, for `KeyDecoder`.
///
/// Rejects what a terminal should never turn into text: overlong forms, UTF-16 surrogates, values
/// above U+10FFFF and C1 controls.
enum UTF8Scalar {
  /// Result of decoding at one position.
  enum Decoded: Equatable {
    /// A printable scalar encoded in `length` bytes.
    case scalar(Unicode.Scalar, length: Int)
    /// The sequence is valid so far but the buffer ends before it does.
    case incomplete
    /// The first `length` bytes are invalid and must be dropped; decoding
    /// resumes after them (so a valid byte after a truncated sequence is kept).
    case invalid(length: Int)
  }

  /// Decodes the scalar whose lead byte is `bytes[start]`.
  static func decode(_ bytes: [UInt8], at start: Int) -> Decoded {
    let lead = bytes[start]
    let length: Int
    var value: UInt32
    switch lead {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
    default: return .invalid(length: 1)
    }
    for offset in 1..<length {
      guard start + offset < bytes.count else { return .incomplete }
      let byte = bytes[start + offset]
      guard allowedContinuation(after: lead, offset: offset).contains(byte) else {
        return .invalid(length: offset)
      }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= 0xA0, let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
    return .scalar(scalar, length: length)
  }

  /// The continuation byte range allowed at `offset` after `lead`.
  ///
  /// The second byte is narrowed for some leads to exclude overlong forms, surrogates and values
  /// beyond U+10FFFF (RFC 3629, table 3-7).
  private static func allowedContinuation(after lead: UInt8, offset: Int) -> ClosedRange<UInt8> {
    guard offset == 1 else { return 0x80...0xBF }
    switch lead {
    case 0xE0: return 0xA0...0xBF
    case 0xED: return 0x80...0x9F
    case 0xF0: return 0x90...0xBF
    case 0xF4: return 0x80...0x8F
    default: return 0x80...0xBF
    }
  }
}
