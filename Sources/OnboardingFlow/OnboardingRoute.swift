import LinkRouting

/// A page pushed on the onboarding flow's stack; page 1 is the root.
public enum OnboardingRoute: Route {
  /// Page N of the tour, from 2 to ``OnboardingState/pageCount``.
  case page(Int)

  /// Onboarding is shown before anyone signs in.
  public var requiresSignIn: Bool { false }

  /// `onboarding N`, as the breadcrumb names the page.
  public var crumb: String {
    switch self {
    case .page(let number): "onboarding \(number)"
    }
  }

  /// Each page follows the one before it: page 2 the root, page N page N − 1.
  public func canFollow(_ previous: OnboardingRoute?) -> Bool {
    guard case .page(let number) = self, (2...OnboardingState.pageCount).contains(number) else {
      return false
    }
    guard case .page(let below)? = previous else { return number == 2 }
    return number == below + 1
  }
}
