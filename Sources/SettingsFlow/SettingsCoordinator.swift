import LinkRouting
import Observation

/// Owns the Settings tab's navigation: the settings list and the account screen.
@Observable
@MainActor
public final class SettingsCoordinator: TabFlow {
  /// The Settings stack.
  public var state: SettingsState
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

  /// `settings`, then `account` when pushed.
  public var breadcrumb: [String] {
    ["settings"] + state.path.map(\.rawValue)
  }

  /// The account screen when pushed, which differs for a guest, else the settings list.
  public func screen(for session: Session) -> Screen {
    switch state.path.last {
    case nil: SettingsScreens.settings
    case .account: SettingsScreens.account(session)
    }
  }

  /// `link.account` pushes the account screen; `button.signin` and `button.logout` ask the app.
  public func tap(_ id: String, in session: Session) -> Bool {
    guard screen(for: session).element(id)?.isTappable == true else { return false }
    switch id {
    case "link.account": push(.account)
    case "button.signin": request(.signIn)
    case "button.logout": request(.signOut)
    default: return false
    }
    return true
  }
}
