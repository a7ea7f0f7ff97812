import LinkRouting

/// One flow's whole states (stack and presentations), numbered in the order first seen, for the
/// checks that walk the app and put states back.
///
/// The flow's slot makes it, where the flow's type is known, so that its calls run code
/// specialized for the flow; whoever walks the app owns it, so that the app keeps none of it.
@MainActor
package final class FlowStateTable {
  /// The flow's whole state as a number, the same for equal states.
  package let stateNumber: @MainActor () -> Int
  /// Puts back the state numbered `number` by ``stateNumber``.
  package let restoreState: @MainActor (_ number: Int) -> Void
  /// Whether the stack holds a route that needs sign-in.
  package let holdsGatedRoute: @MainActor () -> Bool
  /// How many routes are pushed.
  package let pathCount: @MainActor () -> Int

  init<Flow: AppFlow>(_ flow: Flow) {
    var states = Numbering<Flow.State>()
    stateNumber = { states.number(of: flow.state) }
    restoreState = { number in
      let state = states.value(numbered: number)
      // Skips the observed write when the flow still shows that state, as it mostly does.
      guard flow.state != state else { return }
      flow.replaceState(with: state, PackageAccess())
    }
    holdsGatedRoute = { flow.state.path.containsGatedRoute }
    pathCount = { flow.state.path.count }
  }
}
