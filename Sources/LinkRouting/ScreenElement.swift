/// One thing on a headless screen that a person could read or tap.
///
/// The identifier is the contract that tests, scripts and the shell use to find the element;
/// the label is what a person would read.
public struct ScreenElement: Hashable, Sendable {
  /// What kind of control the element is.
  public enum Kind: String, Hashable, Sendable {
    /// A button that does something when tapped.
    case button
    /// A row in a list; tapping it usually pushes a screen.
    case row
    /// A navigation link; tapping it pushes a screen.
    case link
    /// Text that can be read but not tapped.
    case text
    /// An editable text field; its label is its current value.
    case textField
    /// An item of the tab bar.
    case tab
  }

  /// The element's identifier, such as `row.article.7`.
  public var id: String
  /// What kind of control the element is.
  public var kind: Kind
  /// What a person reads: a button's title, a row's text, a field's current value.
  public var label: String

  /// Creates an element.
  public init(_ kind: Kind, id: String, label: String) {
    self.kind = kind
    self.id = id
    self.label = label
  }

  /// Whether tapping the element can do something.
  public var isTappable: Bool { kind != .text && kind != .textField }
}
