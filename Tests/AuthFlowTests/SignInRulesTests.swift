import Testing

@testable import AuthFlow

@Suite struct SignInRulesTests {
  @Test(arguments: [
    ("reader", SignInRules.Decision.signIn),
    ("newcomer", .needsAgreement),
    ("suspended", .refused("Account 'suspended' is suspended")),
    ("x", .refused("No account named 'x'")),
    ("", .refused("No account named ''")),
    ("Reader", .refused("No account named 'Reader'")),
    ("reader ", .refused("No account named 'reader '")),
  ])
  func decidesByExactName(name: String, decision: SignInRules.Decision) {
    #expect(SignInRules.decide(name) == decision)
  }

  @Test(arguments: [
    ("reader", true), ("newcomer", true), ("suspended", false), ("x", false), ("", false),
  ])
  func restoresSessionUnlessRefused(name: String, accepted: Bool) {
    #expect(SignInRules.acceptsSession(of: name) == accepted)
  }
}
