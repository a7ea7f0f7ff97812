/// How a full-screen cover shows on macOS, where there is no full-screen cover.
public enum CoverOnMacOS: Hashable, Sendable {
  /// On the stack it started from, as a pushed screen: `back` pops it, as any push; its own
  /// controls close it whole, to where it started.
  case push
  /// As a sheet that closes by its own controls only, as the cover does on iOS.
  case sheet
}
