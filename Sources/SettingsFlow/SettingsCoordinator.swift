import LinkRouting
import Observation

/// Owns the Settings tab's navigation: the settings list and the account screen.
@Observable
@MainActor
public final class SettingsCoordinator: FlowCoordinator {
  /// What happened on a Settings screen that only the parent can act on.
  public enum Output: Hashable, Sendable {
    /// The guest tapped `button.signin` on the account screen.
    case signInTapped
    /// The signed-in user tapped `button.logout`.
    case signOutTapped
  }

  /// The Settings stack.
  public var state: SettingsState
  /// Unused: no Settings screen needs sign-in.
  public var gate: @MainActor ([SettingsRoute]) -> Bool = { _ in false }
  /// Told what happened that the parent must act on; set by the parent.
  public var output: @MainActor (Output) -> Void = { _ in }

  /// Creates the coordinator showing `state`.
  public init(state: SettingsState = SettingsState()) {
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

  /// `link.account` pushes the account screen; `button.signin` and `button.logout` tell the parent.
  public func tap(_ id: String, in session: Session) -> Bool {
    guard screen(for: session).element(id)?.isTappable == true else { return false }
    switch id {
    case "link.account": push(.account)
    case "button.signin": output(.signInTapped)
    case "button.logout": output(.signOutTapped)
    default: return false
    }
    return true
  }
}
