import LinkRouting

/// A flow's stack with its route type erased: what a destination carries across the app.
///
/// A value eraser, not a second way to erase a flow: a flow reaches the app only as an
/// ``ErasedFlow``, a box of its live coordinator. A stack is data that crosses the app (parked
/// at login, queued during launch, hashed and compared by the explorer), so it must be
/// `Hashable` and `Sendable`, which a box of a coordinator is not; only the flow's own
/// ``FlowBox`` reads its routes back.
///
/// The stack sits in a shared box, so that copies of one destination compare by identity before
/// they compare routes.
package struct AnyRouteStack: Hashable, Sendable {
  private let box: any RouteStackBox

  init<R: Route>(_ routes: [R]) {
    box = TypedRouteStack(routes, cutAtGate: false)
  }

  /// The stack a link opens, with its cut before the gate made now: a guest's link to a gated
  /// screen parks the stack with that cut, and a link's stack is opened again and again (the
  /// explorer opens each link's in every state).
  init<R: Route>(opening routes: [R]) {
    box = TypedRouteStack(routes, cutAtGate: true)
  }

  /// The stack in `box`, shared.
  fileprivate init(_ box: any RouteStackBox) {
    self.box = box
  }

  /// The typed stack, or `nil` when it is another flow's.
  func routes<R: Route>(as _: R.Type) -> [R]? {
    box.routes(as: R.self)
  }

  package static func == (lhs: AnyRouteStack, rhs: AnyRouteStack) -> Bool {
    lhs.box === rhs.box || lhs.box.isEqual(to: rhs.box)
  }

  package func hash(into hasher: inout Hasher) {
    box.hash(into: &hasher)
  }

  /// Whether the stack contains a route that needs sign-in.
  var containsGatedRoute: Bool { box.containsGatedRoute }

  /// The stack cut before its first route that needs sign-in.
  var beforeFirstGatedRoute: AnyRouteStack { box.beforeFirstGatedRoute }
}

/// What the app asks of a stack without knowing its flow.
private protocol RouteStackBox: AnyObject, Sendable {
  func hash(into hasher: inout Hasher)
  /// The hash of the stack's routes, the same for equal stacks.
  var routesHash: Int { get }
  var containsGatedRoute: Bool { get }
  var beforeFirstGatedRoute: AnyRouteStack { get }
  func routes<R: Route>(as _: R.Type) -> [R]?
  func isEqual(to other: any RouteStackBox) -> Bool
}

private final class TypedRouteStack<R: Route>: RouteStackBox {
  let routes: [R]
  /// The routes' hash, taken once: the explorer numbers the app's root, which holds a parked
  /// destination's stack, after most links a guest opens, and the routes never change.
  let routesHash: Int
  /// Read once: a destination's stack is asked at every gate it passes, and the explorer opens
  /// the same destinations in every state.
  let containsGatedRoute: Bool
  /// The stack cut before its first gated route, when it was made with the stack
  /// (``AnyRouteStack/init(opening:)``).
  private let cut: AnyRouteStack?

  init(_ routes: [R], cutAtGate: Bool) {
    self.routes = routes
    routesHash = routes.hashValue
    containsGatedRoute = routes.containsGatedRoute
    cut = cutAtGate && containsGatedRoute ? AnyRouteStack(routes.beforeFirstGatedRoute) : nil
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(routesHash)
  }

  var beforeFirstGatedRoute: AnyRouteStack {
    guard containsGatedRoute else { return AnyRouteStack(self) }
    return cut ?? AnyRouteStack(routes.beforeFirstGatedRoute)
  }

  /// The routes, when they are of type `Other`.
  ///
  /// Compares the route types rather than casting the box, which from a flow's box, compiled
  /// once for every flow, would look up the box type's metadata on every call.
  func routes<Other: Route>(as _: Other.Type) -> [Other]? {
    guard Other.self == R.self else { return nil }
    // The same type: the cast only renames it.
    return unsafeBitCast(routes, to: [Other].self)
  }

  /// Compares the hashes first: two stacks made apart, such as those the gate parks, mostly
  /// differ, and a cast costs more than the comparison it guards.
  func isEqual(to other: any RouteStackBox) -> Bool {
    guard other.routesHash == routesHash, let other = other as? TypedRouteStack<R> else {
      return false
    }
    return other.routes == routes
  }
}
