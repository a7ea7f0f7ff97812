import CommentsFlow
import FeedFlow
import SettingsFlow

extension AppCoordinator {
  /// The product's flows, tabs in tab-bar order, then Comments, presented over them: the one
  /// place the app names its flows.
  ///
  /// A new flow is its module in Package.swift, its `import` above and one line here, last,
  /// after every flow: `.tab(…)` for a tab, `.presented(…)` for a flow shown as a sheet over
  /// main. The tabs' order is the tab bar's; no check's figure depends on the place but first,
  /// which makes a tab the launch tab (CONTRIBUTING.md, "Add a flow", step 4).
  nonisolated public static let productFlows: [FlowRegistration] = [
    .tab(FeedCoordinator.self),
    .tab(SettingsCoordinator.self),
    .presented(CommentsCoordinator.self),
  ]

  /// The app's associated domains, as its entitlements declare them: a universal link on one of
  /// them, such as `https://navlab.example/article/7`, opens exactly as `navlab://article/7`.
  nonisolated public static let associatedDomains = ["navlab.example"]
}
