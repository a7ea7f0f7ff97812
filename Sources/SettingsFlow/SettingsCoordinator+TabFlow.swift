import LinkRouting

extension SettingsCoordinator {
  /// `settings`: the Settings tab's id, its tab-bar item `tab.settings` and its key in the saved
  /// document.
  nonisolated public static let id = "settings"
  /// `Settings`.
  nonisolated public static let title = "Settings"
  /// The Settings link grammar.
  public typealias Links = SettingsLinks

  /// The settings list, the account screen and the sign-out dialog.
  nonisolated public static let screenKinds = [
    "screen.settings", "screen.account", "dialog.signout",
  ]

  /// One link of each form.
  nonisolated public static let exampleLinks = [
    LinkExample("navlab://settings", shows: "screen.settings"),
    LinkExample("navlab://account", shows: "screen.account"),
  ]

  /// Settings links with a path they do not take.
  nonisolated public static let malformedLinks = ["navlab://settings/1", "navlab://account/extra"]
}
