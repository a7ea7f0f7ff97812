/// The headless description of one screen: what a UI test would find on it.
public struct Screen: Hashable, Sendable {
  /// The screen's identifier, such as `screen.article.7`.
  public var id: String
  /// The title a navigation bar would show.
  public var title: String
  /// The screen's elements, top to bottom.
  public var elements: [ScreenElement]

  /// Creates a screen description.
  public init(id: String, title: String, elements: [ScreenElement] = []) {
    self.id = id
    self.title = title
    self.elements = elements
  }

  /// The element with identifier `id`, if the screen has one.
  ///
  /// - Complexity: O(*n*), where *n* is the number of elements.
  public func element(_ id: String) -> ScreenElement? {
    elements.first { $0.id == id }
  }
}
