import AppCoordinator
import AuthFlow
import OnboardingFlow
import SwiftUI

// sample: root
/// What fills the window: splash, onboarding, login or main, as the app says.
struct RootView: View {
  let app: AppCoordinator  // handed in by the scene: the one source of truth

  var body: some View {
    switch app.rootScreen {
    case .splash: Text("NavLab").onAppear { app.finishLaunch() }
    case .onboarding: OnboardingView(onboarding: app.onboarding)
    case .login: LoginView(auth: app.signIn)
    case .main: MainView(app: app)
    }
  }
}
// end sample

// sample: onboarding
/// A first launch's pages, pushed on onboarding's stack; Start shows main, then the links that
/// waited for it.
struct OnboardingView: View {
  @Bindable var onboarding: OnboardingCoordinator

  /// The pages' stack: a back swipe writes it shortened by one.
  var path: Binding<[OnboardingRoute]> { $onboarding.path }

  var body: some View {
    NavigationStack(path: path) {
      Button("Next") { try? onboarding.next() }  // page 1
        .navigationDestination(for: OnboardingRoute.self) { page in
          switch page {
          case .page(let number) where number < OnboardingState.pageCount:
            Button("Next") { try? onboarding.next() }
          case .page:
            Button("Start") { try? onboarding.finish() }
          }
        }
    }
  }
}
// end sample

// sample: login
/// Login: the name field, the agreement a newcomer accepts, and the refusal alert.
struct LoginView: View {
  @Bindable var auth: AuthCoordinator

  /// The sign-in stack, which holds the agreement.
  var path: Binding<[AuthRoute]> { $auth.path }
  /// The name field.
  var username: Binding<String> { $auth.username }
  /// The refusal alert, while it shows.
  var refusal: AuthAlert? { auth[.alert] }
  /// Whether the refusal shows: SwiftUI writes `false` after the button's action.
  var refusalShown: Binding<Bool> { $auth[isPresented: refusal] }

  var body: some View {
    NavigationStack(path: path) {
      Form {
        TextField("Name", text: username)
        Button("Sign in") { try? auth.submit() }
        Button("Cancel") { auth.cancel() }
      }
      .navigationDestination(for: AuthRoute.self) { route in
        switch route {
        case .agreement:
          VStack {
            Text("Terms of use")
            Button("Accept") { try? auth.accept() }  // signs in, then shows what was parked
            Button("Decline") { try? auth.decline() }  // cancels the sign-in
          }
        }
      }
    }
    .alert("Sign-in refused", isPresented: refusalShown, presenting: refusal) { _ in
      Button("OK") { try? auth.acknowledge() }  // then SwiftUI writes false: nothing changes
    } message: { alert in
      Text(alert.message)
    }
  }
}
// end sample
