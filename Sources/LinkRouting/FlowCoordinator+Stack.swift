extension FlowCoordinator {
  /// The pushed routes, root excluded, in the shape a `NavigationStack(path:)` binding needs.
  ///
  /// A binding may write it two ways. A shortening (a swipe back) pops to it. A lengthening (a
  /// `NavigationLink(value:)`) pushes through the ``gate``, exactly as the intents do: while
  /// signed out, a gated route is parked and login shows. Any other write (a route that cannot
  /// follow the one below it, a stack that is not the current one shortened or lengthened)
  /// changes nothing; the bound view is then out of step until the next change, as with any
  /// refused binding write. A shortening while the flow holds text the user typed
  /// (``AppFlow/holdsInput``) is refused too, as the app's `back()` asks first: hide the system
  /// back button meanwhile (`.navigationBarBackButtonHidden`) and call the app's `back()`.
  @inlinable public var path: [State.FlowRoute] {
    get { state.path }
    set {
      if newValue.count < state.path.count, state.path.starts(with: newValue) {
        if let flow = self as? any AppFlow, flow.holdsInput { return }
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
  @inlinable public func show(_ stack: [State.FlowRoute]) -> Bool {
    guard !stack.containsGatedRoute || gate(stack) else { return false }
    replacePath(with: stack)
    return true
  }

  /// Pushes `route` on the stack, through the ``gate`` when it needs sign-in.
  ///
  /// - Returns: Whether the route is now on top: `false` when it cannot follow the top route, or
  ///   the gate parked it.
  @discardableResult
  @inlinable public func push(_ route: State.FlowRoute) -> Bool {
    guard route.canFollow(state.path.last) else { return false }
    return show(state.path + [route])
  }

  /// Pops the top route.
  ///
  /// - Returns: `false`, changing nothing, when the stack is at its root.
  @discardableResult
  @inlinable func pop() -> Bool {
    guard !state.path.isEmpty else { return false }
    replacePath(with: state.path.dropLast())
    return true
  }

  /// Pops every route, back to the flow's root screen.
  @inlinable public func popToRoot() {
    guard !state.path.isEmpty else { return }
    replacePath(with: [])
  }

  /// Sets the path in one write; a presentation belongs to the screen it covers, so a change of
  /// path closes it.
  ///
  /// The path shown already writes nothing: a link to the screen that shows changes no state,
  /// so no observer is told, and the explorer numbers no new state.
  @inlinable func replacePath(with stack: some Collection<State.FlowRoute>) {
    var next = state
    guard !next.path.elementsEqual(stack) else { return }
    next.path = Array(stack)
    // Most paths change with nothing presented, where closing is a generic call for nothing.
    if !next.presented.holdsNothing { next.presented.closeAll() }
    replaceState(with: next, PackageAccess())
  }

  /// Pops the top route when nothing is presented: the navigation bar's back button, which a
  /// presentation covers.
  ///
  /// - Returns: `false`, changing nothing, at the root or while something is presented.
  @discardableResult
  @inlinable public func back() -> Bool {
    state.presented.isEmpty && pop()
  }
}

extension FlowCoordinator {
  /// Whether anything is presented over the flow's stack.
  @inlinable public var isPresenting: Bool { !state.presented.isEmpty }

  /// The presentation on top, if anything is presented.
  @inlinable public var topPresentation: State.FlowPresentation? { state.presented.top }

  /// Shows `presentation` over the stack, or over the top layer when that is a sheet or a
  /// cover; over a popover, an alert or a dialog it is chained, and shows once that closes.
  @inlinable public func present(_ presentation: State.FlowPresentation) {
    var next = state
    next.presented.present(presentation)
    replaceState(with: next, PackageAccess())
  }

  /// Closes `presentation` and every layer above it, as its own control (a button) does.
  ///
  /// - Returns: `false`, changing nothing, when it does not show.
  @discardableResult
  @inlinable public func close(_ presentation: State.FlowPresentation) -> Bool {
    var next = state
    guard next.presented.close(presentation) else { return false }
    replaceState(with: next, PackageAccess())
    return true
  }

  /// Closes the top layer if the interactive gesture closes it: a swipe down a sheet that allows
  /// it, a tap outside a popover or a dialog.
  ///
  /// - Returns: `false`, changing nothing, when nothing is presented or the top layer is a
  ///   cover, an alert or a sheet whose swipe is disabled.
  @discardableResult
  @inlinable public func dismiss() -> Bool {
    guard let top = state.presented.top, top.closesByGesture else { return false }
    closeTopLayer()
    return true
  }

  /// The navigation bar's back button on `device`: closes a cover shown there as a pushed screen
  /// (``Presentation/isPushed(on:)``), which pops one level as any push does; else as
  /// ``back()``.
  ///
  /// The device is read only while a layer is presented, the one case it decides.
  ///
  /// - Returns: `false`, changing nothing, at the root or while a presentation that is not
  ///   pushed shows.
  @discardableResult
  @inlinable package func back(on device: @autoclosure () -> Device) -> Bool {
    guard let top = state.presented.top, top.isPushed(on: device()) else { return back() }
    closeTopLayer()
    return true
  }

  /// The interactive gesture on `device`: as ``dismiss()``, except that a cover shown as a
  /// pushed screen is not presented, so no gesture closes it, and a sheet on macOS has no swipe
  /// (``Presentation/closesByGesture(on:)``).
  ///
  /// The device is read only while a layer is presented.
  ///
  /// - Returns: `false`, changing nothing, when the top layer does not close by the gesture.
  @discardableResult
  @inlinable package func dismiss(on device: @autoclosure () -> Device) -> Bool {
    guard let top = state.presented.top else { return false }
    let device = device()
    guard !top.isPushed(on: device), top.closesByGesture(on: device) else { return false }
    return dismiss()
  }

  /// Closes the top layer in one write, then shows what was chained: the gesture's close and the
  /// back button's pop of a pushed cover.
  @inlinable func closeTopLayer() {
    var next = state
    next.presented.closeTop()
    replaceState(with: next, PackageAccess())
  }

  /// Closes every layer the flow presents, and drops what was chained.
  @inlinable public func dismissAll() {
    guard !state.presented.holdsNothing else { return }
    var next = state
    next.presented.closeAll()
    replaceState(with: next, PackageAccess())
  }

  /// Edits the presentation on top in place, such as the text a sheet holds.
  ///
  /// - Returns: `false`, changing nothing, when nothing shows or `presentation` is another
  ///   presentation (another `id`).
  @discardableResult
  public func replaceTopPresentation(with presentation: State.FlowPresentation) -> Bool {
    var next = state
    guard next.presented.replaceTop(with: presentation) else { return false }
    replaceState(with: next, PackageAccess())
    return true
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
