/// The headless description of one screen: what a UI test would find on it.
public struct Screen: Hashable, Sendable {
  /// The screen's identifier, such as `screen.article.7`.
  public var id: String
  /// The title a navigation bar would show.
  public var title: String
  /// The screen's elements, top to bottom.
  public var elements: [ScreenElement]
  /// The element that takes VoiceOver focus when the screen appears, when it is not the first:
  /// `nil` gives it to the first element (``focusedElementID``).
  public var focus: String?

  /// Creates a screen description.
  ///
  /// - Parameters:
  ///   - id: The screen's identifier, such as `screen.article.7`.
  ///   - title: The title a navigation bar would show.
  ///   - elements: The screen's elements, top to bottom.
  ///   - focus: The element that takes focus when the screen appears; `nil`, the default, is the
  ///     first element.
  public init(id: String, title: String, elements: [ScreenElement] = [], focus: String? = nil) {
    self.id = id
    self.title = title
    self.elements = elements
    self.focus = focus
  }

  /// The element that takes focus when the screen appears: ``focus`` when the screen shows it,
  /// else the first element; `nil` for a screen with no element.
  public var focusedElementID: String? {
    if let focus, element(focus) != nil { return focus }
    return elements.first?.id
  }

  /// The element with identifier `id`, if the screen has one.
  ///
  /// - Complexity: O(*n*), where *n* is the number of elements.
  public func element(_ id: String) -> ScreenElement? {
    elements.first { $0.id == id }
  }
}

extension Screen {
  /// "Discard your text?": the alert that asks before a way out loses text the user typed,
  /// with `button.discard` and `button.keep`.
  ///
  /// One screen for every place that asks, so that a UI test finds the same identifiers
  /// wherever it shows: over a report the user cancels, and over any screen a way out of
  /// unsaved input leaves (the app's guard).
  package static let discardAlert = Screen(
    id: "alert.discard", title: "Discard your text?",
    elements: [
      ScreenElement(.text, id: "text.message", label: "Discard your text?"),
      ScreenElement(.button, id: "button.discard", label: "Discard"),
      ScreenElement(.button, id: "button.keep", label: "Keep editing"),
    ])
}
