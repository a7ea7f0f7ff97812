import AuthFlow
import LinkRouting

extension AppCoordinator {
  /// The gate for taps: lets a stack that needs sign-in through when signed in; otherwise
  /// parks it and shows login, so that cancelling leaves main where it was.
  func admit(_ destination: Destination) -> Bool {
    guard !session.isSignedIn else { return true }
    auth.start()
    root = .login(parked: Parked(destination: destination, onCancel: nil))
    return false
  }

  func handle(_ request: AppRequest) {
    switch request {
    case .signIn:
      auth.start()
      root = .login(parked: nil)
    case .signOut:
      signOut()
    }
  }

  func handle(_ output: AuthCoordinator.Output) {
    guard case .login(let parked) = root else { return }
    root = .main
    switch output {
    case .didSignIn(let account):
      session.accountName = account
      if let parked { show(parked.destination) }
    case .didCancel:
      if let onCancel = parked?.onCancel { show(onCancel) }
    }
  }

  /// Clears the session, dismisses every presentation, resets every stack and selects the
  /// first tab.
  func signOut() {
    session.accountName = nil
    dismissAllPresentations()
    for slot in slots {
      slot.popToRoot()
    }
    selectedTab = 0
  }
}
