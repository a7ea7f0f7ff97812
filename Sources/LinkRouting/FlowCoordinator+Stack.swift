extension FlowCoordinator {
  /// The pushed routes, root excluded, in the shape a `NavigationStack(path:)` binding needs.
  ///
  /// A binding may write it two ways. A shortening (a swipe back) pops to it. A lengthening (a
  /// `NavigationLink(value:)`) pushes through the ``gate``, exactly as the intents do: while
  /// signed out, a gated route is parked and login shows. Any other write (a route that cannot
  /// follow the one below it, a stack that is not the current one shortened or lengthened)
  /// changes nothing; the bound view is then out of step until the next change, as with any
  /// refused binding write.
  public var path: [State.FlowRoute] {
    get { state.path }
    set {
      if newValue.count < state.path.count, state.path.starts(with: newValue) {
        replacePath(with: newValue)
      } else if newValue.count > state.path.count, newValue.starts(with: state.path),
        newValue.reachablePrefix.count == newValue.count
      {
        show(newValue)
      }
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
  /// - Returns: Whether the route is now on top: `false` when it cannot follow the top route, or
  ///   the gate parked it.
  @discardableResult
  public func push(_ route: State.FlowRoute) -> Bool {
    guard route.canFollow(state.path.last) else { return false }
    return show(state.path + [route])
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
    replaceState(with: next, PackageAccess())
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
    replaceState(with: next, PackageAccess())
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

extension FlowCoordinator {
  /// Checks that the visible screen has the tappable element `id`, as every flow's tap does
  /// before it looks `id` up in its table of intents.
  ///
  /// - Throws: ``NavigationError/noElement(_:screen:)`` or
  ///   ``NavigationError/notTappable(_:screen:)``.
  public func requireTappable(_ id: String, in session: Session) throws(NavigationError) {
    let screen = screen(for: session)
    guard let element = screen.element(id) else {
      throw .noElement(id, screen: screen.id)
    }
    guard element.isTappable else { throw .notTappable(id, screen: screen.id) }
  }

  /// Refuses: a flow that shows no text field types nothing.
  ///
  /// - Throws: ``NavigationError/noField(_:screen:)`` always.
  public func type(_ text: String, into id: String, in session: Session) throws(NavigationError) {
    throw .noField(id, screen: screen(for: session).id)
  }

  /// Checks that the visible screen has the text field `id`, as every flow's `type` does
  /// before it sets the field.
  ///
  /// - Throws: ``NavigationError/noField(_:screen:)``.
  public func requireField(_ id: String, in session: Session) throws(NavigationError) {
    let screen = screen(for: session)
    guard screen.element(id)?.kind == .textField else { throw .noField(id, screen: screen.id) }
  }
}
