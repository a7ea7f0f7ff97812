import LinkRouting
import Testing

@testable import AuthFlow

@MainActor
@Suite struct AuthCoordinatorTests {
  let guest = Session()

  /// A fresh sign-in whose outputs are recorded in `outputs`.
  func coordinator(_ outputs: AuthOutputLog) -> AuthCoordinator {
    let auth = AuthCoordinator()
    auth.output = { outputs.values.append($0) }
    return auth
  }

  /// Types `name` and taps `button.login`.
  func signIn(as name: String, _ auth: AuthCoordinator) throws {
    try auth.type(name, into: "field.username", in: guest)
    try auth.tap("button.login", in: guest)
  }

  @Test func loginStartsWithReaderTyped() {
    let screen = AuthCoordinator().screen(for: guest)
    #expect(screen.id == "screen.login")
    #expect(screen.elements.map(\.id) == ["field.username", "button.login", "button.cancel"])
    #expect(screen.element("field.username")?.label == "reader")
  }

  @Test func startingASignInThatIsFreshWritesNothingWhileResettingATypedName() throws {
    let auth = AuthCoordinator()
    try auth.type("ada", into: "field.username", in: guest)
    let typed = auth.stateVersion
    auth.start()
    #expect(auth.stateVersion != typed)
    #expect(auth.username == "reader")
    let fresh = auth.stateVersion
    auth.start()
    #expect(auth.stateVersion == fresh)
    #expect(auth.username == "reader")
  }

  @Test func readerSignsInAtOnce() throws {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    try auth.tap("button.login", in: guest)
    #expect(outputs.values == [.didSignIn(account: "reader")])
  }

  @Test func cancelTellsParent() throws {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    try auth.tap("button.cancel", in: guest)
    #expect(outputs.values == [.didCancel])
  }

  @Test func newcomerSeesAgreementFirst() throws {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    try signIn(as: "newcomer", auth)
    let screen = auth.screen(for: guest)
    #expect(screen.id == "screen.agreement")
    #expect(screen.element("button.accept") != nil)
    #expect(screen.element("button.decline") != nil)
    #expect(auth.breadcrumb == ["login", "agreement"])
    #expect(outputs.values.isEmpty)
  }

  @Test func acceptSignsInNewcomer() throws {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    try signIn(as: "newcomer", auth)
    try auth.tap("button.accept", in: guest)
    #expect(outputs.values == [.didSignIn(account: "newcomer")])
  }

  @Test func declineCancels() throws {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    try signIn(as: "newcomer", auth)
    try auth.tap("button.decline", in: guest)
    #expect(outputs.values == [.didCancel])
  }

  @Test func backFromAgreementReturnsToLoginWithNameKept() throws {
    let auth = AuthCoordinator()
    try signIn(as: "newcomer", auth)
    #expect(auth.back())
    #expect(auth.screen(for: guest).id == "screen.login")
    #expect(auth.screen(for: guest).element("field.username")?.label == "newcomer")
    #expect(!auth.back())
  }

  @Test(arguments: [
    ("suspended", "Account 'suspended' is suspended"),
    ("x", "No account named 'x'"),
    ("", "No account named ''"),
  ])
  func refusedNameShowsAlertUntilOK(name: String, message: String) throws {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    try signIn(as: name, auth)
    let alert = auth.screen(for: guest)
    #expect(alert.id == "alert.login")
    #expect(alert.elements.contains { $0.kind == .text && $0.label == message })
    #expect(auth.breadcrumb == ["login", "alert"])
    #expect(auth.isPresenting)
    #expect(outputs.values.isEmpty)
    try auth.tap("button.ok", in: guest)
    #expect(auth.screen(for: guest).id == "screen.login")
    #expect(auth.screen(for: guest).element("field.username")?.label == name)
    #expect(outputs.values.isEmpty)
  }

  @Test func alertHidesLoginControls() throws {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    try signIn(as: "x", auth)
    #expect(throws: NavigationError.self) { try auth.tap("button.login", in: guest) }
    #expect(throws: NavigationError.self) { try auth.tap("button.cancel", in: guest) }
    #expect(throws: NavigationError.self) {
      try auth.type("reader", into: "field.username", in: guest)
    }
    #expect(auth.state == AuthState(path: [], username: "x", alert: "No account named 'x'"))
    #expect(outputs.values.isEmpty)
  }

  @Test func typingSetsOnlyAVisibleField() throws {
    let auth = AuthCoordinator()
    try auth.type("newcomer", into: "field.username", in: guest)
    #expect(auth.screen(for: guest).element("field.username")?.label == "newcomer")
    #expect(throws: NavigationError.self) { try auth.type("x", into: "field.password", in: guest) }
    #expect(throws: NavigationError.self) { try auth.type("x", into: "button.login", in: guest) }
    #expect(auth.state.username == "newcomer")
  }

  @Test func typingIsImpossibleOnAgreement() throws {
    let auth = AuthCoordinator()
    try signIn(as: "newcomer", auth)
    #expect(throws: NavigationError.self) {
      try auth.type("reader", into: "field.username", in: guest)
    }
    #expect(auth.state.username == "newcomer")
  }

  @Test func startResetsToReaderOnLogin() throws {
    let auth = AuthCoordinator()
    try signIn(as: "newcomer", auth)
    #expect(auth.state != AuthState())
    auth.start()
    #expect(auth.state == AuthState())
    #expect(auth.screen(for: guest).element("field.username")?.label == "reader")
  }

  @Test func startDismissesAlert() throws {
    let auth = AuthCoordinator()
    try signIn(as: "suspended", auth)
    #expect(auth.isPresenting)
    auth.start()
    #expect(auth.state == AuthState())
  }
}

/// The outputs a coordinator sent, in order.
@MainActor
final class AuthOutputLog {
  var values: [AuthCoordinator.Output] = []
}
