// expect: cannot assign to property: 'gate' setter is inaccessible
// A view that lets every stack through would show a guest what needs sign-in.
import FeedFlow

@MainActor func viewOpensAFlowsGate(feed: FeedCoordinator) {
  feed.gate = { _ in true }
}
