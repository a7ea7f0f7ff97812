import SettingsFlow
import SwiftUI

// sample: settings
/// The Settings tab: its stack, and the dialog that asks before signing out.
struct SettingsTab: View {
  @Bindable var settings: SettingsCoordinator

  /// The stack: a back swipe writes it shortened by one.
  var path: Binding<[SettingsRoute]> { $settings.path }
  /// The sign-out question, while it shows.
  var signOutQuestion: SettingsPresentation? { settings[.confirmationDialog] }
  /// Whether it shows: SwiftUI writes `false` after a button's action or a tap outside.
  var signOutShown: Binding<Bool> { $settings[isPresented: signOutQuestion] }

  var body: some View {
    NavigationStack(path: path) {
      Button("Account") { try? settings.showAccount() }  // signed out: login first
        .navigationDestination(for: SettingsRoute.self) { route in
          switch route {
          case .account:
            VStack {
              Button("Sign out") { try? settings.askToSignOut() }
              Button("Sign in") { settings.requestSignIn() }
            }
          }
        }
    }
    .confirmationDialog(
      "Sign out?", isPresented: signOutShown, titleVisibility: .visible,
      presenting: signOutQuestion
    ) { _ in
      Button("Sign out", role: .destructive) { settings.signOut() }
      Button("Cancel", role: .cancel) { try? settings.cancelSignOut() }
    }
  }
}
// end sample
