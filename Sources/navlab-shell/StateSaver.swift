import AppCoordinator

/// Saves the app's state to its file after each command that may have changed it.
///
/// A command that changed nothing saved (a tab reselected at its root, a sheet closed) writes
/// nothing. A failure is a warning, since the navigation itself succeeded, and is printed once.
@MainActor
final class StateSaver {
  private let app: AppCoordinator
  private let store: FileStateStore
  private let renderer: Renderer
  private var saved: String?
  private var hasWarned = false

  init(app: AppCoordinator, store: FileStateStore, renderer: Renderer) {
    self.app = app
    self.store = store
    self.renderer = renderer
  }

  /// Saves the state unless it is what was saved last.
  func saveIfChanged() {
    let document = try? app.stateDocument()
    guard document == nil || document != saved else { return }
    do {
      try app.save(to: store)
      saved = document
    } catch {
      guard !hasWarned else { return }
      hasWarned = true
      printError(renderer.warning("could not save state to '\(store.path)': \(error)"))
    }
  }
}
