import FeedFlow
import SettingsFlow

extension AppCoordinator {
  /// The product's flows, tabs in tab-bar order: the one place the app names its flows.
  ///
  /// A new flow is its module in Package.swift, its `import` above and one line here:
  /// `.tab(…)` for a tab, `.presented(…)` for a flow shown as a sheet over main.
  nonisolated public static let productFlows: [FlowRegistration] = [
    .tab(FeedCoordinator.self),
    .tab(SettingsCoordinator.self),
  ]
}
