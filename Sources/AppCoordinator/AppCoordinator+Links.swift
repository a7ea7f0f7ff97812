import LinkRouting

extension AppCoordinator {
  /// Every link form the app answers to, such as `navlab://article/N`, in tab order.
  public var linkForms: [String] { flows.flatMap(\.linkForms) }

  /// The link of the visible screen: the shortest link that shows it again.
  ///
  /// A presented flow's screen has its flow's link; a sheet or alert of a flow has no link of its
  /// own and shares the link of the screen it covers. Splash, login and agreement have none.
  public var link: DeepLink? {
    guard case .main = root else { return nil }
    return boxes[focusedFlow].link
  }

  /// Delivers a deep link, as the system does when another app or a page opens it.
  ///
  /// During launch the link waits, in order, for ``finishLaunch()``, and during onboarding for
  /// its `button.start`. Otherwise every
  /// presentation is dismissed and the link selects its tab and replaces that tab's stack; a
  /// destination that needs sign-in while signed out is parked and login is shown. When that
  /// would lose text the user typed, the discard alert asks first (``isAskingToDiscard``).
  ///
  /// A universal link on one of the ``associatedDomains``, such as
  /// `https://navlab.example/article/7`, opens exactly as its `navlab://` form.
  ///
  /// - Parameter text: The link, such as `navlab://article/7/author`.
  /// - Throws: A `LinkError` naming the problem; a rejected link changes nothing.
  public func open(_ text: String) throws(LinkError) {
    open(try destination(for: DeepLink(parsing: text, domains: Self.associatedDomains)))
  }

  /// Delivers `destination`, the one a link's text opens, as ``open(_:)-(String)`` does.
  ///
  /// For the explorer, which opens the corpus' texts in the states it walks and finds each text's
  /// destination once: a link's destination is decided by its text alone (``destination(for:)``
  /// reads no state of the app), and from here on the text is not given, so two texts of one
  /// destination do the same in every state.
  package func open(_ destination: Destination) {
    // A link shows its screen as a push does: focus goes to the screen's own element, and what
    // it shows was opened by no tap. A link held by the discard alert shows nothing yet.
    switch root {
    case .splash(let queued, let onboards):
      focusOnLink()
      root = .splash(queued: queued + [destination], onboarding: onboards)
    case .onboarding(let queued):
      focusOnLink()
      root = .onboarding(queued: queued + [destination])
    case .login, .main:
      if leave(.apply(destination)) { focusOnLink() }
    }
  }

  /// The destination `link` opens: the flow whose link forms declare its host reads it, or, for a
  /// host no form declares, each flow in tab order is asked whether the link is its own.
  ///
  /// - Throws: The owning flow's `LinkError`, or `unknownDestination` when no flow owns it.
  package func destination(for link: DeepLink) throws(LinkError) -> Destination {
    if let owner = hostOwners[link.host], let stack = try boxes[owner].stack(for: link) {
      return Destination(flow: owner, stack: stack)
    }
    for (index, box) in boxes.enumerated() {
      if let stack = try box.stack(for: link) {
        return Destination(flow: index, stack: stack)
      }
    }
    throw .unknownDestination(([link.host] + link.segments).joined(separator: "/"))
  }

  /// Applies a validated link's destination on main or during sign-in, whatever text it loses:
  /// a link from outside goes through ``leave(_:)``, which asks first.
  ///
  /// A link closes every presentation of every flow. A request from the flow at `asking` closes
  /// only what that flow shows (the presented flow whole, when it asks) and what the flow it
  /// opens presents over the stack it replaces: another tab keeps what it presents, as it does
  /// when the user selects another tab (a cover pushed on macOS), and shows it again when
  /// selected.
  func apply(_ destination: Destination, askedBy asking: Int? = nil) {
    // A request changes the flow it opens as a link changes it (`FlowReads`).
    walk.flowReads.opened = asking == nil ? -1 : destination.flow
    defer { walk.flowReads.opened = -1 }
    if let asking {
      closePresentations(askedBy: asking, opening: destination.flow)
    } else {
      dismissAllPresentations()
    }
    guard destination.containsGatedRoute, !session.isSignedIn else {
      if case .main = root {} else { root = .main }
      show(destination)
      return
    }
    if case .login = root {
    } else {
      auth.start()
    }
    // Cancelling lands on the tab's stack cut before the gate; a presented flow stays closed.
    let onCancel =
      flows[destination.flow].kind == .tab ? destination.beforeFirstGatedRoute : nil
    root = .login(parked: Parked(destination: destination, onCancel: onCancel))
  }

  /// Closes what a request from the flow at `asking` closes: what that flow presents, or the
  /// flow itself when it is the presented one, and what the flow at `opened` presents.
  private func closePresentations(askedBy asking: Int, opening opened: Int) {
    forgetPendingExit()
    if asking == presentedFlow {
      dismissPresentedFlow()
    } else {
      boxes[asking].dismissAll()
    }
    // The flow it opens is closed whatever its state, as on a link (`FlowReads`).
    walk.flowReads.alike += 1
    if opened != asking { boxes[opened].dismissAll() }
    walk.flowReads.alike -= 1
  }
}
