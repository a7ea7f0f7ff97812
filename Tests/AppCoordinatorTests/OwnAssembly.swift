import AppCoordinator
import CommentsFlow
import FeedFlow
import SettingsFlow

extension [FlowRegistration] {
  /// Feed and Settings as tabs, then Comments presented over them: an assembly of the tests'
  /// own, for a test of how the app behaves with these flows rather than of what the product
  /// lists, so that a flow added to `productFlows` changes none of its claims.
  static let feedSettingsAndComments: [FlowRegistration] = [
    .tab(FeedCoordinator.self), .tab(SettingsCoordinator.self),
    .presented(CommentsCoordinator.self),
  ]
}
