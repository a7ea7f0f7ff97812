import LinkRouting

/// The headless description of every onboarding page.
enum OnboardingScreens {
  /// Page `number`: its text, then `button.next`, or `button.start` on the last page.
  static func page(_ number: Int) -> Screen {
    let (title, body) = pages[min(max(number, 1), pages.count) - 1]
    let button =
      number < OnboardingState.pageCount
      ? ScreenElement(.button, id: "button.next", label: "Next")
      : ScreenElement(.button, id: "button.start", label: "Start")
    return Screen(
      id: "screen.onboarding.\(number)", title: title,
      elements: [ScreenElement(.text, id: "text.body", label: body), button])
  }

  private static let pages = [
    ("Welcome", "NavLab shows the articles of its feed, and an account to sign in with."),
    ("Links", "A link you open before you start waits, and opens once you start."),
    ("Ready", "Reading needs no account; an author's page asks you to sign in."),
  ]
}
