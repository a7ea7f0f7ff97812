/// A flow shown as a tab: its stack is one of the tab bar's, saved and restored with the app.
///
/// The app lists a tab flow with `.tab(FlowType.self)` where it is assembled; tabs show in the
/// order listed, and signing out selects the first.
@MainActor
public protocol TabFlow: AppFlow {
  /// The flow's title in the tab bar, such as `Feed`.
  nonisolated static var title: String { get }
}
