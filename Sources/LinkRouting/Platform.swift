/// The system the app runs on: it decides how a full-screen cover shows.
public enum Platform: String, CaseIterable, Hashable, Sendable {
  /// iPhone and iPad: a cover covers the whole screen.
  case iOS = "ios"
  /// The Mac, where a cover shows as a push or as a sheet, as its flow declares
  /// (``Presentation/coverOnMacOS``).
  case macOS = "macos"
}
