import AppCoordinator
import Foundation
import Testing

@testable import navlab_shell

/// Restoration over every state the acceptance scenarios reach: after each line of each
/// scenario, saving and restoring into a fresh app gives the identical navigation.
@MainActor
@Suite("Scenario round trip")
struct ScenarioRoundTripTests {
  @Test(arguments: try ScenarioFile.all())
  func everyStateAScenarioReachesRestoresIdentically(_ file: ScenarioFile) throws {
    let text = try String(contentsOfFile: file.path, encoding: .utf8)
    let scenario = try Scenario(header: text)
    let device = try ShellOptions.parse(scenario.arguments).device
    let app = AppCoordinator(platform: device.platform)
    app.resize(to: device.width)
    if scenario.arguments.contains("--first-launch") { app.beginFirstLaunch() }
    for arrival in try ShellOptions.parse(scenario.arguments).arrivals {
      _ = try? arrival.deliver(to: app)
    }
    if let state = scenario.state {
      #expect(app.restore(from: InMemoryStateStore(Data(state.utf8))).warnings.isEmpty)
    }
    app.finishLaunch()
    let shell = Shell(app: app, interactive: false, write: { _ in }, fail: { _ in })
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      _ = shell.run(String(line))
      let store = InMemoryStateStore()
      try app.save(to: store)
      // The device is not saved: the file restores on the device the app runs on.
      let restored = AppCoordinator(platform: app.platform)
      restored.resize(to: app.width)
      let report = restored.restore(from: store)
      restored.finishLaunch()
      #expect(report.warnings.isEmpty, "after '\(line)': \(report.warnings)")
      #expect(try restored.stateDocument() == app.stateDocument(), "after '\(line)'")
      // A presentation is not saved: a cover pushed on macOS leaves the tab bar showing.
      if !app.visible.tabBar.isEmpty, !app.isPresenting {
        #expect(restored.visible == app.visible, "after '\(line)'")
      }
    }
  }
}
