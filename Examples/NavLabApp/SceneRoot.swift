import AppCoordinator
import SwiftUI

// sample: scene-root
/// The scene's root: every way in is handled here, once, and funnels into the one `open`.
///
/// It handles them whatever the root shows (splash, onboarding, login or main), and shows the
/// discard alert the app asks with when a way out would lose typed text, while nothing is
/// presented over the window: an alert shows only from the view on top, so the report sheet and
/// Comments attach the same alert themselves (`AppCoordinator.discardAlertHost`).
struct SceneRoot: View {
  @Bindable var app: AppCoordinator

  /// Whether the app asks, from here, before a way out loses typed text: SwiftUI's `false` after
  /// a button changes nothing, since the button's action answers.
  var discardAsked: Binding<Bool> { $app[asksToDiscardFrom: .root] }

  var body: some View {
    RootView()
      .environment(app)  // every view of the scene reads the scene's app from here
      .discardAlert(isPresented: discardAsked, app: app)
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

// sample: discard-alert
extension View {
  /// The app's one discard alert, shown from this view while `isPresented` is true: Discard
  /// carries out the way out it asked about, Keep editing stays, the text intact.
  func discardAlert(isPresented: Binding<Bool>, app: AppCoordinator) -> some View {
    alert("Discard your text?", isPresented: isPresented) {
      Button("Discard", role: .destructive) { try? app.discardInput() }
        .accessibilityIdentifier("button.discard")
      Button("Keep editing", role: .cancel) { try? app.keepInput() }
        .accessibilityIdentifier("button.keep")
    } message: {
      Text("Discard your text?").accessibilityIdentifier("text.message")
    }
  }
}
// end sample
