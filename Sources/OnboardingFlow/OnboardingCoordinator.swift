import LinkRouting

/// Owns the onboarding flow: the pages a first launch shows before the app.
///
/// It decides nothing about where the app goes next: it tells its parent that the person
/// finished, and the parent swaps the root.
public final class OnboardingCoordinator: Coordinator<OnboardingState>, FlowCoordinator {
  /// What happened in the onboarding flow.
  public enum Output: Hashable, Sendable {
    /// The person tapped `button.start` on the last page.
    case didFinish
  }

  /// Told what happened; set by the app, and only the package can set it.
  public package(set) var output: @MainActor (Output) -> Void = { _ in }

  /// Shows the next page.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` on the last page, which starts
  ///   instead.
  public func next() throws(NavigationError) {
    guard push(.page(state.page + 1)) else { throw .refused("the last page starts, with Start") }
  }

  /// Finishes onboarding: tells the parent, which shows the app.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` before the last page.
  public func finish() throws(NavigationError) {
    guard state.page == OnboardingState.pageCount else {
      throw .refused("onboarding starts from its last page")
    }
    output(.didFinish)
  }

  /// One crumb per page shown: `onboarding 1`, then `onboarding 2` when pushed, and so on.
  public var breadcrumb: [String] { (1...state.page).map { "onboarding \($0)" } }

  /// The page shown.
  public func screen(for session: Session) -> Screen {
    OnboardingScreens.page(state.page)
  }

  /// The onboarding table from element to intent: `button.next` shows the next page and
  /// `button.start` finishes.
  ///
  /// - Throws: ``/LinkRouting/NavigationError`` when the element is not there or its intent is
  ///   refused.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch id {
    case "button.next": try next()
    case "button.start": try finish()
    default: throw .notTappable(id, screen: screen(for: session).id)
    }
  }
}
