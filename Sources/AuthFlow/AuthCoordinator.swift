import LinkRouting
import Observation

/// Owns the sign-in flow: login, the agreement step and the refusal alert.
///
/// It decides nothing about where the app goes next: it tells its parent that someone signed in
/// or cancelled, and the parent swaps the root.
@Observable
@MainActor
public final class AuthCoordinator: FlowCoordinator {
  /// What happened in the sign-in flow.
  public enum Output: Hashable, Sendable {
    /// The account signed in.
    case didSignIn(account: String)
    /// The person cancelled or declined the agreement.
    case didCancel
  }

  /// The sign-in stack, the typed name and the refusal alert.
  public var state: AuthState
  /// Unused: no sign-in screen needs sign-in.
  public var gate: @MainActor ([AuthRoute]) -> Bool = { _ in false }
  /// Told what happened; set by the parent.
  public var output: @MainActor (Output) -> Void = { _ in }

  /// Creates the coordinator showing login, with `reader` typed.
  public convenience init() {
    self.init(state: AuthState())
  }

  /// Creates the coordinator showing `state`.
  init(state: AuthState) {
    self.state = state
  }

  /// Starts a fresh sign-in: login, with the name field reset to `reader`.
  public func start() {
    state = AuthState()
  }

  /// `login`, then `agreement` when pushed, then `alert` when presented.
  public var breadcrumb: [String] {
    ["login"] + state.path.map(\.rawValue) + (state.alert == nil ? [] : ["alert"])
  }

  /// The refusal alert when presented, else the agreement when pushed, else login.
  public func screen(for session: Session) -> Screen {
    if let message = state.alert { return AuthScreens.alert(message) }
    switch state.path.last {
    case nil: return AuthScreens.login(username: state.username)
    case .agreement: return AuthScreens.agreement
    }
  }

  /// `button.login` applies ``SignInRules``; `button.accept` signs in; `button.cancel` and
  /// `button.decline` cancel; `button.ok` closes the alert.
  public func tap(_ id: String, in session: Session) -> Bool {
    guard screen(for: session).element(id)?.isTappable == true else { return false }
    switch id {
    case "button.ok": dismiss()
    case "button.login": signInTapped()
    case "button.accept": output(.didSignIn(account: state.username))
    case "button.cancel", "button.decline": output(.didCancel)
    default: return false
    }
    return true
  }

  /// Sets the text field `id` of the visible screen to `text`.
  ///
  /// - Returns: `false`, changing nothing, when the visible screen has no such field.
  public func type(_ text: String, into id: String, in session: Session) -> Bool {
    guard screen(for: session).element(id)?.kind == .textField else { return false }
    state.username = text
    return true
  }

  private func signInTapped() {
    switch SignInRules.decide(state.username) {
    case .signIn: output(.didSignIn(account: state.username))
    case .needsAgreement: push(.agreement)
    case .refused(let message): state.alert = message
    }
  }
}
