import LinkRouting

/// What the onboarding flow shows: the pages pushed on the first.
///
/// Onboarding presents nothing.
public struct OnboardingState: FlowState {
  /// How many pages the tour has; the last one has `button.start`.
  public static let pageCount = 3

  /// The pushed pages; page 1 is the root.
  public var path: [OnboardingRoute]

  /// Creates a state; a fresh tour shows page 1.
  package init(path: [OnboardingRoute]) {
    self.path = path
  }

  /// A fresh tour, on page 1.
  public init() {
    self.init(path: [])
  }

  /// The page shown, from 1 to ``pageCount``.
  public var page: Int { path.count + 1 }
}
