import LinkRouting
import Testing

@testable import AuthFlow

/// Each sign-in intent refuses, with a reason and no change, where it does not apply.
@MainActor
@Suite struct AuthIntentTests {
  @Test func agreementAnswersWithoutTheAgreementAreRefused() {
    let auth = AuthCoordinator()
    var told = 0
    auth.output = { _ in told += 1 }
    let before = auth.state
    #expect(throws: NavigationError.self) { try auth.accept() }
    #expect(throws: NavigationError.self) { try auth.decline() }
    #expect(throws: NavigationError.self) { try auth.acknowledge() }
    #expect(auth.state == before)
    #expect(told == 0)
  }

  @Test func submitFromTheAgreementIsRefused() throws {
    let auth = AuthCoordinator()
    auth.output = { _ in }
    auth.setUsername("newcomer")
    try auth.submit()
    #expect(auth.state.path == [.agreement])
    let before = auth.state
    #expect(throws: NavigationError.refused("sign-in is submitted from login")) {
      try auth.submit()
    }
    #expect(auth.state == before)
  }
}
