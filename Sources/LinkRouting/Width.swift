/// How much room the window gives the app across: it decides the container and how a popover
/// shows.
public enum Width: String, CaseIterable, Hashable, Sendable {
  /// An iPhone, or a narrow iPad window: a tab bar with one stack per tab, and a popover shows as
  /// a sheet unless it keeps itself a popover.
  case compact
  /// An iPad or a Mac window: a sidebar listing the tab flows beside a detail column that holds
  /// the selected flow's stack, and a popover shows as a popover.
  case regular
}
