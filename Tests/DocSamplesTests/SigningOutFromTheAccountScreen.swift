import LinkRouting
import SettingsFlow
import Testing

@Test @MainActor func signingOutFromTheAccountScreen() throws {
  let settings = SettingsCoordinator()
  let asked = RequestLog()
  settings.request = { asked.requests.append($0) }
  let reader = Session(accountName: "reader")
  try settings.tap("link.account", in: reader)  // pushes the account screen
  #expect(settings.screen(for: reader).element("button.logout")?.label == "Sign out")
  try settings.tap("button.logout", in: reader)  // asks first, in a confirmation dialog
  #expect(settings.screen(for: reader).id == "dialog.signout")
  #expect(asked.requests.isEmpty)
  try settings.tap("button.confirm", in: reader)
  #expect(asked.requests == [.signOut])  // the app ends the session; Settings only asks
}

/// What a flow asked of the app, in order.
final class RequestLog {
  var requests: [AppRequest] = []
}
