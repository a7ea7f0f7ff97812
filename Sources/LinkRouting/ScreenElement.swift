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
    /// An item of the tab bar, in compact width.
    case tab
    /// An item of the sidebar, in regular width: it selects a tab flow, as a tab-bar item does.
    case sidebarItem
  }

  /// The element's identifier, such as `row.article.7`.
  public var id: String
  /// What kind of control the element is.
  public var kind: Kind
  /// What a person reads: a button's title, a row's text, a field's current value.
  public var label: String
  /// The texts the explorer types into a text field, such as login's demo accounts.
  ///
  /// A few that each lead somewhere different, so that a field does not multiply the states the
  /// explorer walks. Empty for every other kind of element.
  public private(set) var exploredValues: [String]

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - kind: What kind of control it is.
  ///   - id: Its identifier, such as `row.article.7`.
  ///   - label: What a person reads; a text field's current value.
  ///   - exploredValues: For a text field, the texts the explorer types into it.
  public init(_ kind: Kind, id: String, label: String, exploredValues: [String] = []) {
    self.kind = kind
    self.id = id
    self.label = label
    self.exploredValues = kind == .textField ? exploredValues : []
  }

  /// Whether tapping the element can do something.
  public var isTappable: Bool { kind != .text && kind != .textField }
}
