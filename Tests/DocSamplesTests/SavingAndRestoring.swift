import AppCoordinator
import FileStore
import Foundation
import Testing

@Test @MainActor func savingAndRestoring() throws {
  let folder = FileManager.default.temporaryDirectory.appending(path: UUID().uuidString)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let store = FileStateStore(path: folder.appending(path: "navlab-state.json").path)

  // sample: saving
  let app = AppCoordinator()
  let report = app.restore(from: store)  // during launch, before finishLaunch()
  for warning in report.warnings { print("warning: \(warning)") }
  app.finishLaunch()
  try app.tap("row.article.3")
  if report.maySave { try app.save(to: store) }
  // end sample

  let next = AppCoordinator()
  #expect(next.restore(from: store).warnings.isEmpty)
  next.finishLaunch()
  #expect(next.visible.screen.id == "screen.article.3")
}
