import LinkRouting

/// What the Settings tab shows: its stack.
///
/// Settings presents nothing.
public struct SettingsState: FlowState {
  /// The pushed routes; the settings list is the root.
  public var path: [SettingsRoute]

  /// Creates a state; a fresh Settings tab shows its root.
  init(path: [SettingsRoute] = []) {
    self.path = path
  }

  /// Always `false`: Settings presents nothing.
  public var isPresenting: Bool { false }

  /// Does nothing and returns `false`: Settings presents nothing.
  public mutating func dismissPresentation() -> Bool { false }
}
