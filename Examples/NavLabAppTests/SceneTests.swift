import AppCoordinator
import FeedFlow
import Foundation
import SwiftUI
import Testing

@testable import NavLabApp

/// One state per window: each scene owns its app and its own state document on disk, and the
/// ways in a scene is given go to that scene's app alone.
@MainActor
@Suite struct SceneTests {
  /// A new folder for the scenes' documents.
  func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("navlab-scenes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// The document of scene `name` in `folder`, as saved on disk.
  func document(_ name: String, in folder: URL) throws -> String {
    let file = folder.appendingPathComponent("navlab-scene-\(name).json")
    return try String(contentsOf: file, encoding: .utf8)
  }

  @Test func twoScenesKeepSeparateStacksAndDocumentsAndALinkStaysInItsScene() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var first = ""
    let one = Launch.scene(named: &first, in: folder)
    one.app.finishLaunch()
    #expect(one.app.rootScreen == .onboarding)  // the app's first launch
    try one.app.onboarding.next()
    try one.app.onboarding.next()
    try one.app.onboarding.finish()
    one.sceneMoved(to: .active)  // active, nothing saved yet

    var second = ""
    let two = Launch.scene(named: &second, in: folder)  // a second window
    two.app.finishLaunch()
    #expect(first != second)
    #expect(two.app.rootScreen == .main)  // where the first one is, not onboarding again
    let before = two.app.visible

    SceneRoot(app: one.app).open(try #require(URL(string: "navlab://article/7")))  // .onOpenURL
    #expect(one.app.visible.screen.id == "screen.article.7")
    #expect(two.app.visible == before)  // the other window, as it was
    try #require(two.app.flow(FeedCoordinator.self)).showArticle(2)
    one.sceneMoved(to: .background)
    two.sceneMoved(to: .background)
    #expect(try document(first, in: folder).contains("article/7"))
    #expect(try !document(first, in: folder).contains("article/2"))
    #expect(try document(second, in: folder).contains("article/2"))
    #expect(try !document(second, in: folder).contains("article/7"))

    // Relaunched, each scene restores its own document under its own name.
    let again = Launch.scene(named: &first, in: folder)
    again.app.finishLaunch()
    #expect(again.app.visible.screen.id == "screen.article.7")
  }

  @Test func aSceneNameThatIsNoUUIDIsReplacedAndMakesNoPath() throws {
    let folder = try makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var name = "../../escape"
    let launch = Launch.scene(named: &name, in: folder)
    #expect(UUID(uuidString: name) != nil)
    launch.app.finishLaunch()
    launch.sceneMoved(to: .background)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files == ["navlab-scene-\(name).json"])
  }

  @Test func aNotificationTapGoesToTheSceneActiveLastAndOneBeforeAnySceneWaits() throws {
    let taps = NotificationTaps()
    let json = try #require(NotificationTaps.json(of: ["link": "navlab://article/5"]))
    taps.tapped(json: json)  // the tap that launched the app, before any scene
    let one = AppCoordinator()
    let two = AppCoordinator()
    for app in [one, two] { app.finishLaunch() }
    taps.app = two  // the scene that became active
    #expect(two.visible.screen.id == "screen.article.5")
    #expect(one.visible.screen.id == "screen.feed")
    taps.app = one
    try taps.tapped(json: #require(NotificationTaps.json(of: ["link": "navlab://article/6"])))
    #expect(one.visible.screen.id == "screen.article.6")
    #expect(two.visible.screen.id == "screen.article.5")
  }
}
