// expect: cannot assign to property: 'request' setter is inaccessible
// A view that took a flow's requests would cut the app out of the links it opens.
import FeedFlow

@MainActor func viewAnswersAFlowsRequests(feed: FeedCoordinator) {
  feed.request = { _ in }
}
