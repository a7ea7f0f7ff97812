import LinkRouting

/// What the Settings tab shows: its stack.
///
/// Settings presents nothing.
public typealias SettingsState = StackState<SettingsRoute, NoPresentation>
