import AuthFlow
import LinkRouting
import Testing

@Test @MainActor func signingInAsANewAccount() throws {
  let auth = AuthCoordinator()
  let told = OutputLog()
  auth.output = { told.outputs.append($0) }
  let guest = Session()
  try auth.type("newcomer", into: "field.username", in: guest)
  try auth.tap("button.login", in: guest)  // pushes the agreement
  #expect(auth.screen(for: guest).id == "screen.agreement")
  #expect(told.outputs.isEmpty)
  try auth.tap("button.accept", in: guest)
  #expect(told.outputs == [.didSignIn(account: "newcomer")])
}

/// What the sign-in flow told its parent, in order.
final class OutputLog {
  var outputs: [AuthCoordinator.Output] = []
}
