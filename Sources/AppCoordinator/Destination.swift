import LinkRouting

/// A tab flow together with a whole stack for it: what a link opens and what the gate parks.
///
/// The stack is typed inside its flow and erased here, so the app holds any flow's destination
/// without a case per flow.
package struct Destination: Hashable, Sendable {
  /// The flow's place in the app's tab bar.
  package var flow: Int
  /// The whole stack, root excluded.
  package var stack: AnyRouteStack

  /// Whether showing the destination needs sign-in.
  var containsGatedRoute: Bool { stack.containsGatedRoute }

  /// The destination cut before its first route that needs sign-in.
  var beforeFirstGatedRoute: Destination {
    Destination(flow: flow, stack: stack.beforeFirstGatedRoute)
  }
}
