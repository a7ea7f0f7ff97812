import AppCoordinator
import AuthFlow
import OnboardingFlow
import SwiftUI

// sample: root
/// What fills the window: splash, onboarding, login or main, as the app says.
struct RootView: View {
  @Environment(AppCoordinator.self) private var app  // the scene's, its one source of truth

  var body: some View {
    switch app.rootScreen {
    case .splash:
      VStack { Text("NavLab") }
        .screen("screen.splash", title: "NavLab")
        .onAppear { app.finishLaunch() }
    case .onboarding: OnboardingView(onboarding: app.onboarding)
    case .login: LoginView(auth: app.signIn)
    case .main: MainView()
    }
  }
}
// end sample

// sample: screen-id
extension View {
  /// Marks the view as the screen `id`, the identifier the shell and the explorer use, as a
  /// container of its own whose elements keep theirs, titled `title`.
  func screen(_ id: String, title: LocalizedStringKey) -> some View {
    navigationTitle(title)
      .accessibilityElement(children: .contain)
      .accessibilityIdentifier(id)
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
      OnboardingPage(number: 1, onboarding: onboarding)
        .navigationDestination(for: OnboardingRoute.self) { page in
          switch page {
          case .page(let number): OnboardingPage(number: number, onboarding: onboarding)
          }
        }
    }
  }
}

/// One page: its text, then Next, or Start on the last page.
struct OnboardingPage: View {
  let number: Int
  let onboarding: OnboardingCoordinator

  /// Each page's title and text.
  static let pages: [(title: LocalizedStringKey, text: LocalizedStringKey)] = [
    ("Welcome", "NavLab shows the articles of its feed, and an account to sign in with."),
    ("Links", "A link you open before you start waits, and opens once you start."),
    ("Ready", "Reading needs no account; an author's page asks you to sign in."),
  ]

  var body: some View {
    let page = Self.pages[min(max(number, 1), Self.pages.count) - 1]
    VStack {
      Text(page.text).accessibilityIdentifier("text.body")
      if number < OnboardingState.pageCount {
        Button("Next") { try? onboarding.next() }.accessibilityIdentifier("button.next")
      } else {
        Button("Start") { try? onboarding.finish() }.accessibilityIdentifier("button.start")
      }
    }
    .screen("screen.onboarding.\(number)", title: page.title)
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
        TextField("Name", text: username).accessibilityIdentifier("field.username")
        Button("Sign in") { try? auth.submit() }.accessibilityIdentifier("button.login")
        Button("Cancel") { auth.cancel() }.accessibilityIdentifier("button.cancel")
      }
      .screen("screen.login", title: "Sign in")
      .navigationDestination(for: AuthRoute.self) { route in
        switch route {
        case .agreement:
          VStack {
            Text("Accept the NavLab terms to finish signing in.")
              .accessibilityIdentifier("text.terms")
            Button("Accept") { try? auth.accept() }  // signs in, then shows what was parked
              .accessibilityIdentifier("button.accept")
            Button("Decline") { try? auth.decline() }  // cancels the sign-in
              .accessibilityIdentifier("button.decline")
          }
          .screen("screen.agreement", title: "Agreement")
        }
      }
    }
    .alert("Sign-in refused", isPresented: refusalShown, presenting: refusal) { _ in
      Button("OK") { try? auth.acknowledge() }  // then SwiftUI writes false: nothing changes
        .accessibilityIdentifier("button.ok")
    } message: { alert in
      Text(alert.message).accessibilityIdentifier("text.message")
    }
  }
}
// end sample
