// expect: 'PackageAccess' initializer is inaccessible due to 'package' protection level
// Wiring is the app's, when it assembles the flow: a view cannot make the proof it asks for.
import FeedFlow
import LinkRouting

@MainActor func viewRewiresAFlow(feed: FeedCoordinator) {
  feed.wire(gate: { _ in true }, request: { _ in }, PackageAccess())
}
