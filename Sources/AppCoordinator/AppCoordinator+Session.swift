import AuthFlow
import LinkRouting
import OnboardingFlow

extension AppCoordinator {
  /// The gate for taps: lets a stack that needs sign-in through when signed in; otherwise
  /// parks it and shows login, so that cancelling leaves main where it was, a presented flow
  /// included, on the screen the tap was made on.
  ///
  /// The stack of flow `flow` is made by `stack` only when it is parked: signed in, it is not
  /// needed.
  func admit(_ flow: Int, _ stack: () -> AnyRouteStack) -> Bool {
    guard !session.isSignedIn else { return true }
    auth.start()
    let destination = Destination(flow: flow, stack: stack())
    root = .login(parked: Parked(destination: destination, onCancel: nil))
    return false
  }

  /// Does what the flow at `flow` asks.
  func handle(_ request: AppRequest, from flow: Int) {
    switch request {
    case .signIn:
      auth.start()
      root = .login(parked: nil)
    case .signOut:
      leave(.signOut)
    case .dismissAll:
      leave(.dismissAll(flow))
    case .open(let link):
      // A link of no form the flow declares is a mistake (a typo): refused, and kept for the
      // explorer's `requests` rule to name.
      guard flows[flow].requestedLinkForms.contains(LinkForm.of(link.url)) else {
        keepRefusal(of: link.url, from: flow, rejection: nil)
        return
      }
      do {
        leave(.request(try destination(for: link), from: flow))
      } catch {
        // A declared link no flow of this app reads (the flow that shows it was not assembled
        // in) changes nothing, as a rejected link does; the assembly warns of it. A link the
        // flow that reads it rejects (an id outside its range) is the two flows disagreeing:
        // refused, and kept for the `requests` rule to name.
        if case .unknownDestination = error { return }
        keepRefusal(of: link.url, from: flow, rejection: error)
      }
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

  /// Ends onboarding: shows main, then applies, in order, the links that arrived before and
  /// during it.
  package func handle(_ output: OnboardingCoordinator.Output) {
    guard case .onboarding(let queued) = root else { return }
    root = .main
    for destination in queued {
      apply(destination)
    }
  }

  /// Clears the session, dismisses every presentation, resets every stack and selects the
  /// first tab.
  func signOut() {
    session.accountName = nil
    dismissAllPresentations()
    // Every flow alike, each reset whatever its state (`FlowReads`).
    walk.flowReads.alike += 1
    for box in boxes {
      box.popToRoot()
    }
    walk.flowReads.alike -= 1
    selectedTab = tabs.first ?? 0
  }
}
