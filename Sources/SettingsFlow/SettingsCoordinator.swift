import LinkRouting

/// Owns the Settings tab's navigation: the settings list and the account screen.
///
/// No Settings screen needs sign-in; it asks the app to sign in (`button.signin`) or out
/// (`button.logout`) through the request it inherits.
public final class SettingsCoordinator: Coordinator<SettingsState>, TabFlow {
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
