/// The system the app runs on: it decides how a full-screen cover shows.
public enum Platform: String, CaseIterable, Hashable, Sendable {
  /// iPhone and iPad: a cover covers the whole screen.
  case iOS = "ios"
  /// The Mac, where a cover shows as a push or as a sheet, as its flow declares
  /// (``Presentation/coverOnMacOS``).
  case macOS = "macos"

  /// Whether a sheet closes by an interactive gesture here.
  ///
  /// On iOS a swipe down closes it, unless its view disables that
  /// (``Presentation/isSwipeDisabled``); a sheet on macOS has no swipe, and Escape there runs
  /// the sheet's button that has the cancel action
  /// (`.keyboardShortcut(.cancelAction)`), which is that button's own tap. So on macOS a sheet,
  /// and a presented flow, close by their own buttons only (ARCHITECTURE.md, "What the model
  /// takes from the platforms").
  package var swipesSheets: Bool { self == .iOS }
}
