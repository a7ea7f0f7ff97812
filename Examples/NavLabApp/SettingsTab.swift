import AppCoordinator
import SettingsFlow
import SwiftUI

// sample: settings
/// The Settings tab: its stack, and the dialog that asks before signing out.
struct SettingsTab: View {
  @Environment(AppCoordinator.self) private var app
  @Bindable var settings: SettingsCoordinator

  /// The stack: a back swipe writes it shortened by one.
  var path: Binding<[SettingsRoute]> { $settings.path }
  /// The sign-out question, while it shows.
  var signOutQuestion: SettingsPresentation? { settings[.confirmationDialog] }
  /// Whether it shows: SwiftUI writes `false` after a button's action or a tap outside.
  var signOutShown: Binding<Bool> { $settings[isPresented: signOutQuestion] }

  var body: some View {
    NavigationStack(path: path) {
      VStack {
        Button("Account") { try? settings.showAccount() }  // signed out: login first
          .accessibilityIdentifier("link.account")
      }
      .screen("screen.settings", title: "Settings")
      .navigationDestination(for: SettingsRoute.self) { route in
        switch route {
        case .account: AccountView(settings: settings, name: app.session.accountName)
        }
      }
    }
    .confirmationDialog(
      "Sign out?", isPresented: signOutShown, titleVisibility: .visible,
      presenting: signOutQuestion
    ) { _ in
      Button("Sign out", role: .destructive) { settings.signOut() }
        .accessibilityIdentifier("button.confirm")
      Button("Cancel", role: .cancel) { try? settings.cancelSignOut() }
        .accessibilityIdentifier("button.cancel")
    } message: { _ in
      Text("Sign out of \(app.session.accountName ?? "this account")?")
        .accessibilityIdentifier("text.message")
    }
  }
}

/// The account: who is signed in, and the button that signs out or in.
struct AccountView: View {
  let settings: SettingsCoordinator
  /// The account signed in, if any.
  let name: String?

  var body: some View {
    VStack {
      if let name {
        Text("Signed in as \(name)").accessibilityIdentifier("text.status")
        Button("Sign out") { try? settings.askToSignOut() }
          .accessibilityIdentifier("button.logout")
      } else {
        Text("Not signed in").accessibilityIdentifier("text.status")
        Button("Sign in") { settings.requestSignIn() }.accessibilityIdentifier("button.signin")
      }
    }
    .screen("screen.account", title: "Account")
  }
}
// end sample
