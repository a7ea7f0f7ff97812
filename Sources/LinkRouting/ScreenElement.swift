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
  /// What an accepted tap on the element does, as the flow that shows the screen declares it:
  /// the explorer's `controls` rule holds the tap to it.
  public private(set) var onTap: TapEffect

  /// What an accepted tap on an element does, declared by the flow that shows it.
  ///
  /// Every `button.close`, `button.cancel` and `button.done` declares ``closes``, and so may
  /// any other control that closes the layer it shows on; a control whose accepted tap changes
  /// nothing declares ``changesNothing`` on the screen, and in the state, where it does so.
  public enum TapEffect: Hashable, Sendable {
    /// The tap changes the app's state: it pushes, presents, selects, or asks the app for
    /// something. What an element does unless its flow says otherwise.
    case changes
    /// The tap closes the layer the screen shows on (a sheet, a cover, a popover, a dialog, a
    /// presented flow, login), or asks first with the discard alert while text would be lost.
    case closes
    /// The tap is accepted and changes nothing, on this screen in the state that shows it,
    /// such as a button that is shown but has nothing to do yet.
    case changesNothing
  }

  /// Creates an element.
  ///
  /// - Parameters:
  ///   - kind: What kind of control it is.
  ///   - id: Its identifier, such as `row.article.7`.
  ///   - label: What a person reads; a text field's current value.
  ///   - exploredValues: For a text field, the texts the explorer types into it.
  ///   - onTap: What an accepted tap does: ``TapEffect/changes`` unless the flow declares that
  ///     it closes the screen's layer or changes nothing.
  public init(
    _ kind: Kind, id: String, label: String, exploredValues: [String] = [],
    onTap: TapEffect = .changes
  ) {
    self.kind = kind
    self.id = id
    self.label = label
    self.exploredValues = kind == .textField ? exploredValues : []
    self.onTap = onTap
  }

  /// Whether tapping the element can do something.
  public var isTappable: Bool { kind != .text && kind != .textField }
}
