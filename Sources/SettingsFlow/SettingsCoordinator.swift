import LinkRouting
import Observation

/// Owns the Settings tab's navigation: the settings list and the account screen.
@Observable
@MainActor
public final class SettingsCoordinator: TabFlow {
  /// The Settings stack.
  public private(set) var state: SettingsState
  /// Unused: no Settings screen needs sign-in.
  public var gate: @MainActor ([SettingsRoute]) -> Bool = { _ in false }
  /// Asked to sign in (`button.signin`) or out (`button.logout`); set by the app.
  public var request: @MainActor (AppRequest) -> Void = { _ in }

  /// Creates the coordinator showing the settings list.
  public convenience init() {
    self.init(state: SettingsState())
  }

  /// Creates the coordinator showing `state`.
  init(state: SettingsState) {
    self.state = state
  }

  /// Puts back a whole state; only the NavLab package can call it.
  public func replaceState(with state: SettingsState, _: PackageAccess) {
    self.state = state
  }

  /// Opens the account screen from the settings list.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the account screen shows.
  public func showAccount() throws(NavigationError) {
    guard push(.account) else { throw .refused("the account screen already shows") }
  }

  /// Asks the app to show login, as a guest's account screen does.
  public func requestSignIn() {
    request(.signIn)
  }

  /// Asks the app to end the session.
  public func signOut() {
    request(.signOut)
  }

  /// The account screen when pushed, which differs for a guest, else the settings list.
  public func screen(for session: Session) -> Screen {
    switch state.path.last {
    case nil: SettingsScreens.settings
    case .account: SettingsScreens.account(session)
    }
  }

  /// The Settings table from element to intent: `link.account` opens the account screen,
  /// `button.signin` asks for login and `button.logout` for signing out.
  ///
  /// - Throws: ``/LinkRouting/NavigationError`` when the element is not there or its intent is
  ///   refused.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch id {
    case "link.account": try showAccount()
    case "button.signin": requestSignIn()
    case "button.logout": signOut()
    default: throw .notTappable(id, screen: screen(for: session).id)
    }
  }
}
