import LinkRouting

/// The headless description of every Settings screen.
enum SettingsScreens {
  static let settings = Screen(
    id: "screen.settings", title: "Settings",
    elements: [Element(.link, id: "link.account", label: "Account")])

  static func account(_ session: Session) -> Screen {
    let elements =
      if let name = session.accountName {
        [
          Element(.text, id: "text.status", label: "Signed in as \(name)"),
          Element(.button, id: "button.logout", label: "Sign out"),
        ]
      } else {
        [
          Element(.text, id: "text.status", label: "Not signed in"),
          Element(.button, id: "button.signin", label: "Sign in"),
        ]
      }
    return Screen(id: "screen.account", title: "Account", elements: elements)
  }
}
