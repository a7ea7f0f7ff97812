import LinkRouting

/// One flow's whole states (stack and presentations), numbered in the order first seen, for the
/// checks that walk the app and put states back.
///
/// The flow's slot makes it, where the flow's type is known, so that its calls run code
/// specialized for the flow (``TypedFlowStateTable``): closures made in a specialized generic
/// function, as ``FlowSlot`` holds its calls, where a protocol existential of a generic class
/// would run the class's unspecialized code and look up its generic metadata on every call.
/// Whoever walks the app owns it, so that the app keeps none of it.
@MainActor
package final class FlowStateTable {
  private let number: @MainActor () -> Int
  private let restore: @MainActor (Int) -> Void
  private let gated: @MainActor () -> Bool
  private let count: @MainActor () -> Int

  init<Flow: AppFlow>(_ table: TypedFlowStateTable<Flow>) {
    number = { table.stateNumber() }
    restore = { table.restoreState($0) }
    gated = { table.holdsGatedRoute() }
    count = { table.pathCount() }
  }

  /// The flow's whole state as a number, the same for equal states.
  package func stateNumber() -> Int { number() }
  /// Puts back the state numbered `number` by ``stateNumber()``.
  package func restoreState(_ number: Int) { restore(number) }
  /// Whether the stack holds a route that needs sign-in.
  package func holdsGatedRoute() -> Bool { gated() }
  /// How many routes are pushed.
  package func pathCount() -> Int { count() }
}

/// The table of a flow of type `Flow`.
@MainActor
final class TypedFlowStateTable<Flow: AppFlow> {
  private let flow: Flow
  /// The flow, when it counts the writes of its state: while the count is the same, so is the
  /// state, and neither a hash nor a comparison is needed.
  private let counted: (any CountsStateWrites)?
  @exclusivity(unchecked) private var states = Numbering<Flow.State>()
  /// The number of the state last read or put back, and the flow's count of writes then.
  @exclusivity(unchecked) private var known: (writes: Int, number: Int)?

  init(_ flow: Flow) {
    self.flow = flow
    counted = flow as? any CountsStateWrites
  }

  private var unchanged: Int? {
    guard let counted, let known, known.writes == counted.stateVersion else { return nil }
    return known.number
  }

  private func remember(_ number: Int) {
    if let counted { known = (counted.stateVersion, number) }
  }

  func stateNumber() -> Int {
    if let number = unchanged { return number }
    let number = states.number(of: flow.state)
    remember(number)
    return number
  }

  func restoreState(_ number: Int) {
    guard unchanged != number else { return }
    let state = states.value(numbered: number)
    // Skips the observed write when the flow still shows that state, as it mostly does.
    if flow.state != state { flow.replaceState(with: state, PackageAccess()) }
    remember(number)
  }

  func holdsGatedRoute() -> Bool { flow.state.path.containsGatedRoute }

  func pathCount() -> Int { flow.state.path.count }
}
