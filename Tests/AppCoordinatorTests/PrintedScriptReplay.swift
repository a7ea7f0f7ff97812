import LinkRouting
import Testing

@testable import AppExplorer

/// Runs a script the walk printed on `app` as `navlab-shell -f --keep-going` would, checking
/// each `expect`, and returns what its `check` finds: how a planted fault's test shows that the
/// break the walk reports replays.
@MainActor
func replayPrintedScript(
  _ lines: [String], on app: some Explorable, device: Device = .iPhone
) throws -> (rule: String, detail: String)? {
  app.device = device
  app.finishLaunch()
  let check = StandingCheck(app)
  for line in lines where !line.hasPrefix("#") {
    if line == "check" { return check.firstBroken().map { (rule: $0.0, detail: $0.1) } }
    if line.hasPrefix("expect ") {
      let id = String(line.dropFirst("expect ".count))
      #expect(app.visible.identifiers.contains(id), "\(line), on \(app.visible.screen.id)")
      continue
    }
    let action = try #require(ExplorerAction(scriptLine: line), "\(line)")
    check.willMove()
    check.moved(action, accepted: action.perform(on: app))
  }
  Issue.record("the script has no 'check'")
  return nil
}
