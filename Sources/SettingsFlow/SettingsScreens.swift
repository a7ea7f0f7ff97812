import LinkRouting

/// The headless description of every Settings screen.
enum SettingsScreens {
  static let settings = Screen(
    id: "screen.settings", title: "Settings",
    elements: [ScreenElement(.link, id: "link.account", label: "Account")])

  static func account(_ session: Session) -> Screen {
    let elements =
      if let name = session.accountName {
        [
          ScreenElement(.text, id: "text.status", label: "Signed in as \(name)"),
          ScreenElement(.button, id: "button.logout", label: "Sign out"),
        ]
      } else {
        [
          ScreenElement(.text, id: "text.status", label: "Not signed in"),
          ScreenElement(.button, id: "button.signin", label: "Sign in"),
        ]
      }
    return Screen(id: "screen.account", title: "Account", elements: elements)
  }

  static func signOutDialog(_ session: Session) -> Screen {
    Screen(
      id: "dialog.signout", title: "Sign out?",
      elements: [
        ScreenElement(
          .text, id: "text.message", label: "Sign out of \(session.accountName ?? "this account")?"),
        ScreenElement(.button, id: "button.confirm", label: "Sign out"),
        ScreenElement(.button, id: "button.cancel", label: "Cancel", onTap: .closes),
      ])
  }
}
