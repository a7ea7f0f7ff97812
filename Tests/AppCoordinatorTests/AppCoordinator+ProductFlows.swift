import CommentsFlow
import FeedFlow
import LinkRouting
import SettingsFlow
import Testing

@testable import AppCoordinator

extension AppCoordinator {
  /// The product's Feed flow, for tests that look inside it.
  var feed: FeedCoordinator { registered(FeedCoordinator.self) }
  /// The product's Settings flow, for tests that look inside it.
  var settings: SettingsCoordinator { registered(SettingsCoordinator.self) }
  /// The product's presented Comments flow, for tests that look inside it.
  var comments: CommentsCoordinator { registered(CommentsCoordinator.self) }

  private func registered<Flow: AppFlow>(_ type: Flow.Type) -> Flow {
    guard let flow = flow(type) else {
      Issue.record("The app has no \(Flow.id) flow.")
      return Flow()
    }
    return flow
  }
}
