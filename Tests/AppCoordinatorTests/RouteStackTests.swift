import FeedFlow
import SettingsFlow
import Testing

@testable import AppCoordinator

/// A stack crosses the app with its route type erased, and only its own flow reads it back.
@Suite("Route stack")
struct RouteStackTests {
  @Test func stackReadsBackOnlyAsItsOwnRouteType() {
    let stack = AnyRouteStack([FeedRoute.article(7), .author(101)])
    #expect(stack.routes(as: SettingsRoute.self) == nil)
    #expect(stack.routes(as: FeedRoute.self) == [.article(7), .author(101)])
  }

  @Test func emptyStacksOfTwoFlowsAreNotEqual() {
    let feed = AnyRouteStack([FeedRoute]())
    #expect(feed != AnyRouteStack([SettingsRoute]()))
    #expect(feed == AnyRouteStack([FeedRoute]()))
  }
}
