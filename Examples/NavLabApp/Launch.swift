import AppCoordinator
import FileStore
import SwiftUI

// sample: launch
/// A scene's launch: its coordinator, restored from the scene's state document before
/// `finishLaunch()`, and saved to it when the scene goes to the background.
@MainActor
final class Launch {
  /// The scene's one source of truth, handed down to every view of the scene.
  let app: AppCoordinator
  private let store: any StateStore
  /// `false` when a damaged file could not be moved aside: it must not be overwritten.
  private let maySave: Bool

  /// Restores the app from `store`; when it holds no document yet, from `seed`, another
  /// scene's, for a new window, or else begins a first launch, which shows onboarding first.
  init(store: some StateStore, seed: (any StateStore)? = nil) {
    #if os(macOS)
      let app = AppCoordinator(platform: .macOS)  // a cover shows as its flow declares
    #else
      let app = AppCoordinator(platform: .iOS)
    #endif
    let isFirstLaunch: Bool
    do { isFirstLaunch = try store.load() == nil } catch { isFirstLaunch = false }
    if isFirstLaunch, let seed {
      _ = app.restore(from: seed)  // a new window: where the last one saved, then its own way
      maySave = true
    } else if isFirstLaunch {
      app.beginFirstLaunch()
      maySave = true
    } else {
      let report = app.restore(from: store)  // before finishLaunch()
      for warning in report.warnings { print("warning: \(warning)") }
      maySave = report.maySave
    }
    self.app = app
    self.store = store
  }

  /// The scene that was active last, whose state a new window starts from.
  static weak var lastActive: Launch?

  /// Saves once the scene is in the background, after which the system may end the app
  /// without warning; `.inactive` comes and goes with Control Center and the app switcher.
  func sceneMoved(to phase: ScenePhase) {
    if phase == .active { Self.lastActive = self }
    guard phase == .background, maySave else { return }
    do { try app.save(to: store) } catch { print("error: \(error)") }
  }
}
// end sample

// sample: scene-documents
extension Launch {
  /// The launch of the scene `name`, from its own document, `navlab-scene-NAME.json` in
  /// `folder`.
  ///
  /// `name` is the scene's, kept for it by SwiftUI (`@SceneStorage`) across launches.
  /// A name that is no UUID (a new scene's empty one, or storage that is not what the app wrote)
  /// is replaced by a new one, so that a name never makes a path.
  static func scene(named name: inout String, in folder: URL) -> Launch {
    if UUID(uuidString: name) == nil { name = UUID().uuidString }
    let file = folder.appendingPathComponent("navlab-scene-\(name).json")
    let others =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: [.contentModificationDateKey]))
      .map { files in
        files.filter { $0.lastPathComponent.hasPrefix("navlab-scene-") && $0 != file }
          .filter { $0.pathExtension == "json" }
      }
    let newest = others?.max { modified($0) < modified($1) }
    // The scene active last as it is now, else the newest saved document, read into memory:
    // restoring never moves another scene's file aside, nor writes it.
    let live = (try? lastActive?.app.stateDocument()).map { Data($0.utf8) }
    let seed = live ?? newest.flatMap { try? FileStateStore(path: $0.path).load() }
    return Launch(store: FileStateStore(path: file.path), seed: seed.map(InMemoryStateStore.init))
  }

  /// When `file` was last written; the distant past when that cannot be read.
  private static func modified(_ file: URL) -> Date {
    let values = try? file.resourceValues(forKeys: [.contentModificationDateKey])
    return values?.contentModificationDate ?? .distantPast
  }

  /// The folder of the scenes' documents: the app's Documents folder.
  static var documents: URL {
    let files = FileManager.default
    return files.urls(for: .documentDirectory, in: .userDomainMask).first
      ?? files.temporaryDirectory
  }
}
// end sample
