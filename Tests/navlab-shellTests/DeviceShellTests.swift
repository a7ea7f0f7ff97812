import AppCoordinator
import FeedFlow
import Foundation
import LinkRouting
import SettingsFlow
import Testing

@testable import navlab_shell

/// The shell on a Mac or in regular width: its options, `resize`, the prompt, `show` and what a
/// recording writes.
@MainActor
@Suite("Shell on every platform and width")
struct DeviceShellTests {
  @Test func platformAndWidthOptionsSetTheDeviceAndDefaultToAnIPhone() throws {
    #expect(try ShellOptions.parse([]).device == .iPhone)
    let mac = try ShellOptions.parse(["--platform", "macos", "--width=regular"])
    #expect(mac.device == Device(platform: .macOS, width: .regular))
  }

  @Test(arguments: [
    (["--platform", "android"], "unknown platform 'android'; platforms are 'ios' and 'macos'"),
    (["--platform", "macOS"], "unknown platform 'macOS'; did you mean 'macos'?"),
    (["--width", "wide"], "unknown width 'wide'; widths are 'compact' and 'regular'"),
    (["explore", "--width", "regullar"], "unknown width 'regullar'; did you mean 'regular'?"),
  ])
  func unknownPlatformOrWidthIsOneLineNamingTheChoices(_ arguments: [String], _ message: String) {
    #expect(throws: UsageError.self) { try ShellOptions.parse(arguments) }
    do {
      _ = try ShellOptions.parse(arguments)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func exploreWalksEveryDeviceUnlessToldOne() throws {
    #expect(try ShellOptions.parse(["explore"]).explore?.devices == Device.all)
    let one = try ShellOptions.parse(["explore", "--platform", "macos", "--width", "compact"])
    #expect(one.explore?.devices == [Device(platform: .macOS, width: .compact)])
    #expect(
      try ShellOptions.parse(["coverage", "--width", "regular"]).coverage?.devices.count == 2)
  }

  @Test func resizeSwitchesTheTabBarForTheSidebarAndKeepsTheScreen() throws {
    // An assembly of its own: the line lists each tab, and the product may add one.
    let harness = ShellHarness(
      app: try AppCoordinator(flows: [.tab(FeedCoordinator.self), .tab(SettingsCoordinator.self)]))
    harness.run("tap row.article.7", "show")
    #expect(harness.output.last == "  tab bar: *tab.feed Feed   tab.settings Settings")
    harness.run("resize regular", "show")
    #expect(harness.output.contains("  now on screen.article.7 (feed › article 7)"))
    #expect(harness.output.last == "  sidebar: *sidebar.feed Feed   sidebar.settings Settings")
    #expect(harness.errors.isEmpty)
  }

  @Test func tabSelectsThroughTheSidebarInRegularWidth() throws {
    let harness = ShellHarness()
    harness.run("resize regular", "tab settings", "expect sidebar.settings")
    #expect(harness.app.visible.screen.id == "screen.settings")
    #expect(harness.errors.isEmpty)
  }

  @Test func tabCompletesResizeAndItsWidths() {
    let app = AppCoordinator()
    app.finishLaunch()
    #expect(Completions.candidates(for: nil, in: app).contains("resize"))
    #expect(Completions.candidates(for: "resize", in: app) == ["compact", "regular"])
  }

  @Test func resizeToAnUnknownWidthChangesNothing() throws {
    let harness = ShellHarness()
    #expect(harness.run("resize wide") == .failed)
    #expect(harness.errors == ["error: no width 'wide'; widths are compact, regular"])
    #expect(harness.app.width == .compact)
  }

  @Test func promptNamesThePlatformAndWidthOnlyWhenNotTheDefaults() throws {
    let app = AppCoordinator(platform: .macOS)
    app.finishLaunch()
    #expect(Renderer().prompt(app.visible, on: .iPhone) == "feed › ")
    #expect(Renderer().prompt(app.visible, on: app.device) == "[macos compact] feed › ")
    app.resize(to: .regular)
    #expect(Renderer().prompt(app.visible, on: app.device) == "[macos regular] feed › ")
  }

  @Test nonisolated func recordingCarriesTheDeviceAndTheResizeReplays() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navlab-device-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let recording = folder.appendingPathComponent("mac.nav")
    let shell = try ShellProcess()
    let session = try shell.run([
      "--platform", "macos", "-c", "tap row.article.2", "-c", "resize regular",
      "-c", "record \(recording.path)", "-c", "tap button.photo", "-c", "resize compact",
      "-c", "back", "-c", "quit",
    ])
    #expect(session.status == 0, "\(session.transcript)")
    let script = try String(contentsOf: recording, encoding: .utf8)
    let header = try Scenario(header: script)
    #expect(header.arguments == ["--platform", "macos", "--width", "regular"])
    #expect(
      script.hasSuffix("resize compact\nexpect screen.photo.2\nback\nexpect screen.article.2\n"))
    let replay = try shell.run(header.arguments + ["-f", recording.path])
    #expect(replay.status == 0, "\(replay.transcript)")
  }
}
