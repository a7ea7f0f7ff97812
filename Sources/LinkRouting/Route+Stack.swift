extension Array where Element: Route {
  /// The stack cut before its first route that needs sign-in; the whole stack when none does.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the stack.
  @inlinable public var beforeFirstGatedRoute: [Element] {
    guard let gated = firstIndex(where: { $0.requiresSignIn }) else { return self }
    return Array(self[..<gated])
  }

  /// Whether the stack contains a route that needs sign-in.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the stack.
  @inlinable public var containsGatedRoute: Bool {
    contains(where: { $0.requiresSignIn })
  }

  /// The stack up to, and not including, its first route that cannot follow the one before it.
  ///
  /// - Complexity: O(*n*), where *n* is the length of the stack.
  @inlinable public var reachablePrefix: [Element] {
    var previous: Element?
    let end = firstIndex { route in
      defer { previous = route }
      return !route.canFollow(previous)
    }
    return end.map { Array(self[..<$0]) } ?? self
  }
}
