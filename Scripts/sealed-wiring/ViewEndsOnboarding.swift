// expect: cannot assign to property: 'output' setter is inaccessible
// Onboarding tells the app alone that it finished.
import OnboardingFlow

@MainActor func viewEndsOnboarding(onboarding: OnboardingCoordinator) {
  onboarding.output = { _ in }
}
