import LinkRouting

/// Owns the Settings tab's navigation: the settings list, the account screen and the dialog that
/// asks before signing out.
///
/// No Settings screen needs sign-in; it asks the app to sign in (`button.signin`) or out (the
/// dialog's `button.confirm`) through the request it inherits. Views call its intents and bind
/// the dialog (`settings[isPresented: settings[.confirmationDialog]]`).
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

  /// Asks before signing out: presents the sign-out dialog over the account screen, as
  /// `button.logout` does.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the account screen is not on
  ///   top, or the dialog already shows.
  public func askToSignOut() throws(NavigationError) {
    guard !isPresenting, state.path.last == .account else {
      throw .refused("sign-out is asked from the account screen")
    }
    present(.signOut)
  }

  /// Closes the sign-out dialog, if it shows, and asks the app to end the session, as the
  /// dialog's `button.confirm` does.
  public func signOut() {
    close(.signOut)
    request(.signOut)
  }

  /// Closes the sign-out dialog and stays signed in, as its `button.cancel` does.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the dialog does not show.
  public func cancelSignOut() throws(NavigationError) {
    guard close(.signOut) else { throw .refused("the sign-out dialog is not showing") }
  }

  /// The sign-out dialog when presented, else the account screen when pushed, which differs
  /// for a guest, else the settings list.
  public func screen(for session: Session) -> Screen {
    if state.presented.top == .signOut { return SettingsScreens.signOutDialog(session) }
    switch state.path.last {
    case nil: return SettingsScreens.settings
    case .account: return SettingsScreens.account(session)
    }
  }

  /// The Settings table from element to intent: `link.account` opens the account screen,
  /// `button.signin` asks for login, `button.logout` asks before signing out, and the dialog's
  /// `button.confirm` signs out while its `button.cancel` closes it.
  ///
  /// - Throws: ``/LinkRouting/NavigationError`` when the element is not there or its intent is
  ///   refused.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch id {
    case "link.account": try showAccount()
    case "button.signin": requestSignIn()
    case "button.logout": try askToSignOut()
    case "button.confirm": signOut()
    case "button.cancel": try cancelSignOut()
    default: throw .notTappable(id, screen: screen(for: session).id)
    }
  }
}
