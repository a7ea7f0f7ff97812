/// Whether `text` holds nothing that could break its line or steer a terminal: no control
/// character (line feed, carriage return, escape…), no format character (U+202E…) and no line or
/// paragraph separator, judged by the Unicode tables.
///
/// Printable ASCII, most of what the tools print, is passed on its bytes, read from the
/// string's storage, with no look at the scalars. `nonisolated`, like everything it calls: a
/// main-actor closure handed to `contains(where:)` or `allSatisfy` checks the executor at every
/// call, here every scalar of every line, which cost more than the check itself.
public func staysOnOneLine(_ text: some StringProtocol) -> Bool {
  let isPlain =
    text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintableASCII) }
    ?? text.utf8.allSatisfy(isPrintableASCII)
  return isPlain || !text.unicodeScalars.contains(where: breaksTheLine)
}

private func isPrintableASCII(_ byte: UInt8) -> Bool {
  (0x20...0x7E).contains(byte)
}

private func breaksTheLine(_ scalar: Unicode.Scalar) -> Bool {
  // ASCII first, without the Unicode tables: C0 controls and DEL are its only controls.
  if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
  return switch scalar.properties.generalCategory {
  case .control, .format, .lineSeparator, .paragraphSeparator: true
  default: false
  }
}
