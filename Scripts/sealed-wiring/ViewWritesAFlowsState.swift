// expect: cannot assign to property: 'state' setter is inaccessible
// A whole state written by a view would skip the gate; views change it through the intents.
import FeedFlow

@MainActor func viewWritesAFlowsState(feed: FeedCoordinator) {
  feed.state = FeedState()
}
