// swift-format-ignore-file: OrderedImports
// The quoted imports come first, as the SwiftUI article shows them; Testing follows them.
// sample: imports
import AppCoordinator
import FileStore
import struct AppCoordinator.VisibleScreen
// end sample
import Testing

/// The types the SwiftUI article imports are the modules', not members of the class.
@Test @MainActor func typesImportedByNameAreTheModules() {
  let store = FileStateStore(path: "navlab-state.json")
  let app = AppCoordinator()
  let visible: VisibleScreen = app.visible
  #expect(store.path.hasSuffix("/navlab-state.json"))
  #expect(visible.screen.id == "screen.splash")
}
