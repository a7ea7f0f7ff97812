import LinkRouting

/// The headless description of every sign-in screen.
enum AuthScreens {
  static let loginButtonID = "button.login"

  static func login(username: String) -> Screen {
    Screen(
      id: "screen.login", title: "Sign in",
      elements: [
        ScreenElement(
          .textField, id: "field.username", label: username,
          exploredValues: SignInRules.demoAccounts),
        ScreenElement(.button, id: loginButtonID, label: "Sign in"),
        ScreenElement(.button, id: "button.cancel", label: "Cancel", onTap: .closes),
      ])
  }

  static let agreement = Screen(
    id: "screen.agreement", title: "Agreement",
    elements: [
      ScreenElement(
        .text, id: "text.terms", label: "Accept the NavLab terms to finish signing in."),
      ScreenElement(.button, id: "button.accept", label: "Accept"),
      ScreenElement(.button, id: "button.decline", label: "Decline"),
    ])

  static func alert(_ message: String) -> Screen {
    Screen(
      id: "alert.login", title: "Sign-in refused",
      elements: [
        ScreenElement(.text, id: "text.message", label: message),
        ScreenElement(.button, id: "button.ok", label: "OK"),
      ])
  }
}
