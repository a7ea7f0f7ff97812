// sample: imports
import AppCoordinator
import FileStore
import SwiftUI
// end sample

// sample: app
/// The app: a window group whose every window is a scene of its own, with its own app, stacks
/// and state document.
///
/// Not `@main` here: this is a library target, so that tests can build its views. On Apple
/// platforms the `NavLabAppMain` target's one line, `NavLabApp.main()`, is the entry point.
public struct NavLabApp: App {
  /// Listens for notification taps before launch ends: a tap that launched the app waits for
  /// the first scene.
  public init() {
    NotificationTaps.shared.startListening()
  }

  /// One window group; each window is a `SceneView`.
  public var body: some Scene {
    WindowGroup {
      SceneView()
    }
  }
}

/// One window: its app, restored from the scene's own document when the window appears and
/// saved to it as the scene goes to the background; the ways in it is given go to its app.
struct SceneView: View {
  /// The scene's name, which SwiftUI keeps for this scene across launches: it names the
  /// scene's document.
  @SceneStorage("navlab.scene") private var name = ""
  @State private var launch: Launch?
  @Environment(\.scenePhase) private var phase

  var body: some View {
    Group {
      if let launch {
        SceneRoot(app: launch.app)  // one handler for each way in, whatever the root shows
      }
    }
    .onAppear { if launch == nil { launch = Launch.scene(named: &name, in: Launch.documents) } }
    .onChange(of: phase) { _, phase in sceneMoved(to: phase) }
  }

  /// The scene's phase: active, it takes the notification taps; in the background, it saves.
  func sceneMoved(to phase: ScenePhase) {
    guard let launch else { return }
    if phase == .active { NotificationTaps.shared.app = launch.app }
    launch.sceneMoved(to: phase)
  }
}
// end sample
