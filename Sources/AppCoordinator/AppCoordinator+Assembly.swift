import FeedFlow
import SettingsFlow

extension AppCoordinator {
  /// The product's tab flows, in tab-bar order: the one place the app names its flows.
  ///
  /// A new tab flow is one line here, plus its module in Package.swift.
  nonisolated public static let productFlows: [FlowRegistration] = [
    .tab(FeedCoordinator.self),
    .tab(SettingsCoordinator.self),
  ]
}
