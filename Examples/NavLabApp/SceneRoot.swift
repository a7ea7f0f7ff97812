import AppCoordinator
import SwiftUI

// sample: scene-root
/// The scene's root: every way in is handled here, once, whatever the root shows (splash,
/// onboarding, login or main), and funnels into the one `open`.
struct SceneRoot: View {
  let app: AppCoordinator

  var body: some View {
    RootView(app: app)
      .onOpenURL { url in open(url) }
      .onContinueUserActivity(AppCoordinator.browsingWebActivity) { continueActivity($0) }
      .onContinueUserActivity(AppCoordinator.linkActivity) { continueActivity($0) }
  }

  /// A `navlab://` link or a universal link (`https://navlab.example/…`).
  func open(_ url: URL) {
    do { try app.open(url) } catch { print("error: \(error)") }
  }

  /// A web page continued in the app, or the app's own activity, whose user info carries `link`.
  func continueActivity(_ activity: NSUserActivity) {
    let info = activity.userInfo.flatMap { try? JSONSerialization.data(withJSONObject: $0) }
    do {
      try app.open(
        activityType: activity.activityType,
        webpageURL: activity.webpageURL?.absoluteString, userInfo: info)
    } catch {
      print("error: \(error)")
    }
  }
}
// end sample
