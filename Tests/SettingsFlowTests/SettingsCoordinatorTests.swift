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

  @Test func signOutButtonTellsParentAndStays() throws {
    let outputs = OutputLog()
    let settings = coordinator(path: [.account], outputs: outputs)
    try settings.tap("button.logout", in: reader)
    #expect(outputs.values == [.signOut])
    #expect(settings.state == SettingsState(path: [.account]))
  }

  @Test(arguments: [
    ([SettingsRoute](), "button.signin", false),
    ([.account], "button.logout", false),
    ([.account], "button.signin", true),
    ([.account], "link.account", false),
    ([.account], "text.status", false),
  ])
  func tapOfElementNotOnScreenChangesNothing(path: [SettingsRoute], id: String, signedIn: Bool) {
    let outputs = OutputLog()
    let settings = coordinator(path: path, outputs: outputs)
    #expect(throws: NavigationError.self) { try settings.tap(id, in: signedIn ? reader : guest) }
    #expect(settings.state == SettingsState(path: path))
    #expect(outputs.values.isEmpty)
  }

  @Test func presentsNothing() {
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
}
