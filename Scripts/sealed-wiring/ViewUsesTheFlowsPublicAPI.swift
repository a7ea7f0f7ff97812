// expect: compiles
// What a view outside the package may do with a flow: read its state and its gate's answer, and
// call its intents. The other files here must not compile; this one proves that the check
// compiles files the way an app's own module would.
import AuthFlow
import FeedFlow
import LinkRouting
import OnboardingFlow

@MainActor func viewUsesTheFlowsPublicAPI(
  feed: FeedCoordinator, auth: AuthCoordinator, onboarding: OnboardingCoordinator
) throws -> Bool {
  try feed.tap("row.article.3", in: Session())
  auth.username = "reader"
  _ = onboarding.state
  return feed.gate(feed.state.path)
}
