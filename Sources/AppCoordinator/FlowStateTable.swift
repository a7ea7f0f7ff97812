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
    // The number of the state last read or put back, and the flow's count of writes then: while
    // the count is the same, so is the state, and neither a hash nor a comparison is needed.
    let counted = flow as? any CountsStateWrites
    var known: (writes: Int, number: Int)?
    func unchanged() -> Int? {
      guard let counted, let known, known.writes == counted.stateVersion else { return nil }
      return known.number
    }
    func remember(_ number: Int) {
      if let counted { known = (counted.stateVersion, number) }
    }
    stateNumber = {
      if let number = unchanged() { return number }
      let number = states.number(of: flow.state)
      remember(number)
      return number
    }
    restoreState = { number in
      guard unchanged() != number else { return }
      let state = states.value(numbered: number)
      // Skips the observed write when the flow still shows that state, as it mostly does.
      if flow.state != state { flow.replaceState(with: state, PackageAccess()) }
      remember(number)
    }
    holdsGatedRoute = { flow.state.path.containsGatedRoute }
    pathCount = { flow.state.path.count }
  }
}
