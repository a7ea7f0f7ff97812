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
  func signIn(as name: String, _ auth: AuthCoordinator) {
    #expect(auth.type(name, into: "field.username", in: guest))
    #expect(auth.tap("button.login", in: guest))
  }

  @Test func loginStartsWithReaderTyped() {
    let screen = AuthCoordinator().screen(for: guest)
    #expect(screen.id == "screen.login")
    #expect(screen.elements.map(\.id) == ["field.username", "button.login", "button.cancel"])
    #expect(screen.element("field.username")?.label == "reader")
  }

  @Test func readerSignsInAtOnce() {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    #expect(auth.tap("button.login", in: guest))
    #expect(outputs.values == [.didSignIn(account: "reader")])
  }

  @Test func cancelTellsParent() {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    #expect(auth.tap("button.cancel", in: guest))
    #expect(outputs.values == [.didCancel])
  }

  @Test func newcomerSeesAgreementFirst() {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    signIn(as: "newcomer", auth)
    let screen = auth.screen(for: guest)
    #expect(screen.id == "screen.agreement")
    #expect(screen.element("button.accept") != nil)
    #expect(screen.element("button.decline") != nil)
    #expect(auth.breadcrumb == ["login", "agreement"])
    #expect(outputs.values.isEmpty)
  }

  @Test func acceptSignsInNewcomer() {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    signIn(as: "newcomer", auth)
    #expect(auth.tap("button.accept", in: guest))
    #expect(outputs.values == [.didSignIn(account: "newcomer")])
  }

  @Test func declineCancels() {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    signIn(as: "newcomer", auth)
    #expect(auth.tap("button.decline", in: guest))
    #expect(outputs.values == [.didCancel])
  }

  @Test func backFromAgreementReturnsToLoginWithNameKept() {
    let auth = AuthCoordinator()
    signIn(as: "newcomer", auth)
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
  func refusedNameShowsAlertUntilOK(name: String, message: String) {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    signIn(as: name, auth)
    let alert = auth.screen(for: guest)
    #expect(alert.id == "alert.login")
    #expect(alert.elements.contains { $0.kind == .text && $0.label == message })
    #expect(auth.breadcrumb == ["login", "alert"])
    #expect(auth.isPresenting)
    #expect(outputs.values.isEmpty)
    #expect(auth.tap("button.ok", in: guest))
    #expect(auth.screen(for: guest).id == "screen.login")
    #expect(auth.screen(for: guest).element("field.username")?.label == name)
    #expect(outputs.values.isEmpty)
  }

  @Test func alertHidesLoginControls() {
    let outputs = AuthOutputLog()
    let auth = coordinator(outputs)
    signIn(as: "x", auth)
    #expect(!auth.tap("button.login", in: guest))
    #expect(!auth.tap("button.cancel", in: guest))
    #expect(!auth.type("reader", into: "field.username", in: guest))
    #expect(auth.state == AuthState(username: "x", alert: "No account named 'x'"))
    #expect(outputs.values.isEmpty)
  }

  @Test func typingSetsOnlyAVisibleField() {
    let auth = AuthCoordinator()
    #expect(auth.type("newcomer", into: "field.username", in: guest))
    #expect(auth.screen(for: guest).element("field.username")?.label == "newcomer")
    #expect(!auth.type("x", into: "field.password", in: guest))
    #expect(!auth.type("x", into: "button.login", in: guest))
    #expect(auth.state.username == "newcomer")
  }

  @Test func typingIsImpossibleOnAgreement() {
    let auth = AuthCoordinator()
    signIn(as: "newcomer", auth)
    #expect(!auth.type("reader", into: "field.username", in: guest))
    #expect(auth.state.username == "newcomer")
  }

  @Test func startResetsToReaderOnLogin() {
    let auth = AuthCoordinator()
    signIn(as: "newcomer", auth)
    #expect(auth.state != AuthState())
    auth.start()
    #expect(auth.state == AuthState())
    #expect(auth.screen(for: guest).element("field.username")?.label == "reader")
  }

  @Test func startDismissesAlert() {
    let auth = AuthCoordinator()
    signIn(as: "suspended", auth)
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
