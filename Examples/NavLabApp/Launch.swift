import AppCoordinator
import SwiftUI

// sample: launch
/// The app's launch: the one coordinator, restored from the state document before
/// `finishLaunch()`, and saved to it when the scene goes to the background.
@MainActor
final class Launch {
  /// The one source of truth, handed down to every view.
  let app: AppCoordinator
  private let store: any StateStore
  /// `false` when a damaged file could not be moved aside: it must not be overwritten.
  private let maySave: Bool

  /// Restores the app from `store`, or, when it holds no document yet, begins a first launch,
  /// which shows onboarding before main.
  init(store: some StateStore) {
    #if os(macOS)
      let app = AppCoordinator(platform: .macOS)  // a cover shows as its flow declares
    #else
      let app = AppCoordinator(platform: .iOS)
    #endif
    let isFirstLaunch: Bool
    do { isFirstLaunch = try store.load() == nil } catch { isFirstLaunch = false }
    if isFirstLaunch {
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

  /// Saves once the scene is in the background, after which the system may end the app
  /// without warning; `.inactive` comes and goes with Control Center and the app switcher.
  func sceneMoved(to phase: ScenePhase) {
    guard phase == .background, maySave else { return }
    do { try app.save(to: store) } catch { print("error: \(error)") }
  }
}
// end sample
