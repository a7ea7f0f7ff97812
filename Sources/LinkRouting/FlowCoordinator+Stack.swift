extension FlowCoordinator {
  /// The pushed routes, root excluded, in the shape a `NavigationStack(path:)` binding needs.
  ///
  /// Setting it may shorten the path, as a binding does on a swipe back; a value that is not a
  /// prefix of the current path is ignored, so no binding can lengthen a stack around the gate.
  public var path: [State.FlowRoute] {
    get { state.path }
    set {
      guard newValue.count < state.path.count, state.path.starts(with: newValue) else { return }
      replacePath(with: newValue)
    }
  }

  /// Shows `stack` in place of the current one, asking the ``gate`` first when it needs sign-in.
  ///
  /// - Returns: Whether the stack is now shown.
  @discardableResult
  public func show(_ stack: [State.FlowRoute]) -> Bool {
    guard !stack.containsGatedRoute || gate(stack) else { return false }
    replacePath(with: stack)
    return true
  }

  /// Pushes `route` on the stack, through the ``gate`` when it needs sign-in.
  ///
  /// - Returns: Whether the route is now on top.
  @discardableResult
  public func push(_ route: State.FlowRoute) -> Bool {
    show(state.path + [route])
  }

  /// Pops the top route.
  ///
  /// - Returns: `false`, changing nothing, when the stack is at its root.
  @discardableResult
  func pop() -> Bool {
    guard !state.path.isEmpty else { return false }
    replacePath(with: state.path.dropLast())
    return true
  }

  /// Pops every route, back to the flow's root screen.
  public func popToRoot() {
    guard !state.path.isEmpty else { return }
    replacePath(with: [])
  }

  /// Sets the path in one write; a presentation belongs to the screen it covers, so a change of
  /// path closes it.
  private func replacePath(with stack: some Collection<State.FlowRoute>) {
    var next = state
    if !next.path.elementsEqual(stack) {
      next.path = Array(stack)
      while next.dismissPresentation() {}
    }
    state = next
  }

  /// Whether a sheet or an alert is presented over the flow's stack.
  public var isPresenting: Bool { state.isPresenting }

  /// Closes the topmost presentation.
  ///
  /// - Returns: `false`, changing nothing, when nothing is presented.
  @discardableResult
  public func dismiss() -> Bool {
    var next = state
    guard next.dismissPresentation() else { return false }
    state = next
    return true
  }

  /// Closes every presentation of the flow.
  public func dismissAll() {
    while dismiss() {}
  }

  /// Closes the topmost presentation if there is one, otherwise pops.
  ///
  /// - Returns: `false`, changing nothing, at the root with nothing presented.
  @discardableResult
  public func back() -> Bool {
    dismiss() || pop()
  }
}
