// sample: imports
import AppCoordinator
import FileStore
import SwiftUI
// end sample

// sample: app
/// The app: one scene whose root view takes every way in, and the state file saved when the
/// scene goes to the background.
///
/// Not `@main` here: this is a library target, so that tests can build its views. On Apple
/// platforms the `NavLabAppMain` target's one line, `NavLabApp.main()`, is the entry point.
public struct NavLabApp: App {
  @State private var launch: Launch
  @Environment(\.scenePhase) private var phase

  /// Makes the coordinator and restores it before any view exists, then hands it to `@State`.
  public init() {
    let files = FileManager.default
    let folder = files.urls(for: .documentDirectory, in: .userDomainMask).first
    let file = (folder ?? files.temporaryDirectory).appendingPathComponent("navlab-state.json")
    let launch = Launch(store: FileStateStore(path: file.path))
    NotificationTaps.shared.app = launch.app  // before launch ends: a tap that launched the app
    _launch = State(initialValue: launch)
  }

  /// One window group; the state is saved as the scene goes to the background.
  public var body: some Scene {
    WindowGroup {
      SceneRoot(app: launch.app)  // one handler for each way in, whatever the root shows
    }
    .onChange(of: phase) { _, phase in launch.sceneMoved(to: phase) }
  }
}
// end sample
