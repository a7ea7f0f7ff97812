import LinkRouting
import Testing

@testable import SettingsFlow

@MainActor
@Suite struct SettingsCoordinatorTests {
  let guest = Session()
  let reader = Session(accountName: "reader")

  /// A coordinator that records each output it sends.
  func coordinator(path: [SettingsRoute] = [], outputs: OutputLog) -> SettingsCoordinator {
    let coordinator = SettingsCoordinator(state: SettingsState(path: path))
    coordinator.request = { outputs.values.append($0) }
    return coordinator
  }

  @Test func rootShowsAccountLink() {
    let screen = SettingsCoordinator().screen(for: guest)
    #expect(screen.id == "screen.settings")
    #expect(screen.elements == [ScreenElement(.link, id: "link.account", label: "Account")])
  }

  @Test func accountLinkPushesAccount() throws {
    let outputs = OutputLog()
    let settings = coordinator(outputs: outputs)
    #expect(settings.screen(for: guest).id == "screen.settings")
    try settings.tap("link.account", in: guest)
    #expect(settings.screen(for: guest).id == "screen.account")
    #expect(settings.breadcrumb == ["settings", "account"])
    #expect(outputs.values.isEmpty)
  }

  @Test func guestAccountOffersSignInOnly() {
    let screen = SettingsCoordinator(state: SettingsState(path: [.account])).screen(for: guest)
    #expect(screen.id == "screen.account")
    #expect(screen.element("button.signin") != nil)
    #expect(screen.element("button.logout") == nil)
    #expect(!screen.elements.contains { $0.label.hasPrefix("Signed in as") })
  }

  @Test func signedInAccountNamesAccountAndOffersSignOutOnly() {
    let screen = SettingsCoordinator(state: SettingsState(path: [.account])).screen(for: reader)
    #expect(screen.id == "screen.account")
    #expect(screen.elements.contains { $0.kind == .text && $0.label == "Signed in as reader" })
    #expect(screen.element("button.logout") != nil)
    #expect(screen.element("button.signin") == nil)
  }

  @Test func signInButtonTellsParentAndStays() throws {
    let outputs = OutputLog()
    let settings = coordinator(path: [.account], outputs: outputs)
    try settings.tap("button.signin", in: guest)
    #expect(outputs.values == [.signIn])
    #expect(settings.state == SettingsState(path: [.account]))
  }

  @Test func signOutButtonAsksFirstInADialogAndTellsTheParentNothing() throws {
    let outputs = OutputLog()
    let settings = coordinator(path: [.account], outputs: outputs)
    try settings.tap("button.logout", in: reader)
    let dialog = settings.screen(for: reader)
    #expect(dialog.id == "dialog.signout")
    #expect(dialog.element("text.message")?.label == "Sign out of reader?")
    let buttons = dialog.elements.filter { $0.kind == .button }.map(\.id)
    #expect(buttons == ["button.confirm", "button.cancel"])
    #expect(settings.topPresentation?.kind == .confirmationDialog)
    #expect(settings.breadcrumb == ["settings", "account", "sign out"])
    #expect(outputs.values.isEmpty)
  }

  @Test func confirmingTheDialogClosesItAndTellsTheParent() throws {
    let outputs = OutputLog()
    let settings = coordinator(path: [.account], outputs: outputs)
    try settings.tap("button.logout", in: reader)
    try settings.tap("button.confirm", in: reader)
    #expect(outputs.values == [.signOut])
    #expect(settings.state == SettingsState(path: [.account]))
  }

  @Test func cancelKeepsTheUserSignedIn() throws {
    let outputs = OutputLog()
    let settings = coordinator(path: [.account], outputs: outputs)
    try settings.tap("button.logout", in: reader)
    try settings.tap("button.cancel", in: reader)
    #expect(outputs.values.isEmpty)
    #expect(settings.state == SettingsState(path: [.account]))
    #expect(settings.screen(for: reader).id == "screen.account")
  }

  @Test func aTapOutsideTheDialogClosesItAndKeepsTheUserSignedIn() throws {
    let outputs = OutputLog()
    let settings = coordinator(path: [.account], outputs: outputs)
    try settings.tap("button.logout", in: reader)
    #expect(!settings.back())
    #expect(settings.screen(for: reader).id == "dialog.signout")
    #expect(settings.dismiss())
    #expect(outputs.values.isEmpty)
    #expect(settings.state == SettingsState(path: [.account]))
  }

  @Test(arguments: [
    ([SettingsRoute](), "button.signin", false),
    ([.account], "button.logout", false),
    ([.account], "button.signin", true),
    ([.account], "link.account", false),
    ([.account], "text.status", false),
    ([.account], "button.confirm", true),
    ([.account], "button.cancel", true),
  ])
  func tapOfElementNotOnScreenChangesNothing(path: [SettingsRoute], id: String, signedIn: Bool) {
    let outputs = OutputLog()
    let settings = coordinator(path: path, outputs: outputs)
    #expect(throws: NavigationError.self) { try settings.tap(id, in: signedIn ? reader : guest) }
    #expect(settings.state == SettingsState(path: path))
    #expect(outputs.values.isEmpty)
  }

  @Test func presentsNothingUntilAsked() {
    let settings = SettingsCoordinator(state: SettingsState(path: [.account]))
    #expect(!settings.isPresenting)
    #expect(!settings.dismiss())
    #expect(settings.back())
    #expect(settings.screen(for: guest).id == "screen.settings")
  }
}

/// The outputs a coordinator sent, in order.
@MainActor
final class OutputLog {
  var values: [AppRequest] = []
}

/// The Settings intents, refused where they do not apply.
@MainActor
@Suite struct SettingsIntentTests {
  @Test func showAccountOverTheAccountScreenIsRefused() throws {
    let settings = SettingsCoordinator()
    try settings.showAccount()
    #expect(settings.path == [.account])
    #expect(throws: NavigationError.refused("the account screen already shows")) {
      try settings.showAccount()
    }
    #expect(settings.path == [.account])
  }

  @Test func askingToSignOutAwayFromTheAccountScreenOrOverTheDialogIsRefused() throws {
    let settings = SettingsCoordinator()
    #expect(throws: NavigationError.refused("sign-out is asked from the account screen")) {
      try settings.askToSignOut()
    }
    #expect(!settings.isPresenting)
    try settings.showAccount()
    try settings.askToSignOut()
    #expect(throws: NavigationError.refused("sign-out is asked from the account screen")) {
      try settings.askToSignOut()
    }
    #expect(settings.state.presented.layers == [.signOut])
    #expect(settings.state.presented.chained.isEmpty)
  }

  @Test func cancellingWithNoDialogIsRefused() {
    let settings = SettingsCoordinator(state: SettingsState(path: [.account]))
    #expect(throws: NavigationError.refused("the sign-out dialog is not showing")) {
      try settings.cancelSignOut()
    }
    #expect(settings.state == SettingsState(path: [.account]))
  }
}
