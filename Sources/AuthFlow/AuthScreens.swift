import LinkRouting

/// The headless description of every sign-in screen.
enum AuthScreens {
  static func login(username: String) -> Screen {
    Screen(
      id: "screen.login", title: "Sign in",
      elements: [
        Element(.textField, id: "field.username", label: username),
        Element(.button, id: "button.login", label: "Sign in"),
        Element(.button, id: "button.cancel", label: "Cancel"),
      ])
  }

  static let agreement = Screen(
    id: "screen.agreement", title: "Agreement",
    elements: [
      Element(.text, id: "text.terms", label: "Accept the NavLab terms to finish signing in."),
      Element(.button, id: "button.accept", label: "Accept"),
      Element(.button, id: "button.decline", label: "Decline"),
    ])

  static func alert(_ message: String) -> Screen {
    Screen(
      id: "alert.login", title: "Sign-in refused",
      elements: [
        Element(.text, id: "text.message", label: message),
        Element(.button, id: "button.ok", label: "OK"),
      ])
  }
}
