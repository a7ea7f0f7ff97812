import LinkRouting

/// Owns the sign-in flow: login, the agreement step and the refusal alert.
///
/// It decides nothing about where the app goes next: it tells its parent that someone signed in
/// or cancelled, and the parent swaps the root.
public final class AuthCoordinator: Coordinator<AuthState>, FlowCoordinator {
  /// What happened in the sign-in flow.
  public enum Output: Hashable, Sendable {
    /// The account signed in.
    case didSignIn(account: String)
    /// The person cancelled or declined the agreement.
    case didCancel
  }

  /// Told what happened; set by the app, and only the package can set it.
  public package(set) var output: @MainActor (Output) -> Void = { _ in }

  /// Starts a fresh sign-in: login, with the name field reset to `reader`.
  ///
  /// A sign-in that is fresh already writes nothing, so no observer is told of a change that is
  /// none.
  public func start() {
    let fresh = AuthState()
    if state != fresh { state = fresh }
  }

  /// The contents of `field.username`, for a `TextField` binding; writing it is
  /// ``setUsername(_:)``.
  public var username: String {
    get { state.username }
    set { setUsername(newValue) }
  }

  /// Sets the name to sign in as.
  public func setUsername(_ name: String) {
    state.username = name
  }

  /// Applies ``SignInRules`` to the name: signs in, asks for the agreement, or raises the
  /// refusal alert.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when login is not the screen shown.
  public func submit() throws(NavigationError) {
    guard state.path.isEmpty, !isPresenting else {
      throw .refused("sign-in is submitted from login")
    }
    switch SignInRules.decide(state.username) {
    case .signIn: output(.didSignIn(account: state.username))
    case .needsAgreement: push(.agreement)
    case .refused(let message): present(AuthAlert(message: message))
    }
  }

  /// Gives up signing in.
  public func cancel() {
    output(.didCancel)
  }

  /// Accepts the agreement and signs in.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the agreement is not shown.
  public func accept() throws(NavigationError) {
    guard state.path.last == .agreement else { throw .refused("no agreement is shown") }
    output(.didSignIn(account: state.username))
  }

  /// Declines the agreement, which cancels signing in.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the agreement is not shown.
  public func decline() throws(NavigationError) {
    guard state.path.last == .agreement else { throw .refused("no agreement is shown") }
    output(.didCancel)
  }

  /// Closes the refusal alert.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when no alert shows.
  public func acknowledge() throws(NavigationError) {
    guard let alert = topPresentation, close(alert) else { throw .refused("no alert is shown") }
  }

  /// `login`, then `agreement` when pushed, then `alert` when presented.
  public var breadcrumb: [String] {
    // One array, appended to: joining three costs two more allocations, and the explorer reads
    // the breadcrumb of login for every state it checks there.
    let state = state
    var crumbs = ["login"]
    crumbs.reserveCapacity(1 + state.path.count + state.presented.layers.count)
    for route in state.path { crumbs.append(route.crumb) }
    for layer in state.presented.layers { crumbs.append(layer.crumb) }
    return crumbs
  }

  /// The refusal alert when presented, else the agreement when pushed, else login.
  public func screen(for session: Session) -> Screen {
    if let alert = topPresentation { return AuthScreens.alert(alert.message) }
    switch state.path.last {
    case nil: return AuthScreens.login(username: state.username)
    case .agreement: return AuthScreens.agreement
    }
  }

  /// The sign-in table from element to intent: `button.login` submits, `button.accept` and
  /// `button.decline` answer the agreement, `button.cancel` cancels and `button.ok` closes the
  /// alert.
  ///
  /// - Throws: ``/LinkRouting/NavigationError`` when the element is not there or its intent is
  ///   refused.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch id {
    case "button.ok": try acknowledge()
    case AuthScreens.loginButtonID: try submit()
    case "button.accept": try accept()
    case "button.decline": try decline()
    case "button.cancel": cancel()
    default: throw .notTappable(id, screen: screen(for: session).id)
    }
  }

  /// Sets the text field `id` of the visible screen to `text`.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/noField(_:screen:)`` when the visible screen has
  ///   no such field.
  public func type(_ text: String, into id: String, in session: Session) throws(NavigationError) {
    try requireField(id, in: session)
    setUsername(text)
  }
}

extension AuthCoordinator {
  /// The login button: tapped on login, it signs in as the name typed.
  ///
  /// What a script taps to sign in, such as the explorer's signed-in launch.
  nonisolated public static let loginButtonID = AuthScreens.loginButtonID

  /// The name a fresh sign-in starts with typed, so that tapping ``loginButtonID`` at once signs
  /// in as it: `reader`.
  nonisolated public static let freshUsername = AuthState.initialUsername
}
