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

  /// A stack's hash is taken once, when it is made: two made apart with the same routes, as the
  /// gate makes one each time it parks, are equal and hash alike, and a stack of other routes
  /// is neither.
  @Test func stacksMadeApartWithTheSameRoutesAreEqualAndHashAlike() {
    let parked = AnyRouteStack([FeedRoute.article(7), .author(101)])
    let again = AnyRouteStack([FeedRoute.article(7), .author(101)])
    let other = AnyRouteStack([FeedRoute.article(7), .author(102)])
    #expect(parked == again)
    #expect(parked.hashValue == again.hashValue)
    #expect(parked != other)
    #expect(Set([parked, again, other]).count == 2)
  }

  @Test func emptyStacksOfTwoFlowsAreNotEqual() {
    let feed = AnyRouteStack([FeedRoute]())
    #expect(feed != AnyRouteStack([SettingsRoute]()))
    #expect(feed == AnyRouteStack([FeedRoute]()))
  }
}
