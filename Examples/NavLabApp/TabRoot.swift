import AppCoordinator
import CommentsFlow
import FeedFlow
import SettingsFlow
import SwiftUI

// sample: tab-root
/// A tab flow's view, found by its id: the one place that knows each tab's view.
struct TabRoot: View {
  @Environment(AppCoordinator.self) private var app
  let registration: FlowRegistration

  var body: some View {
    if registration.id == FeedCoordinator.id, let feed = app.flow(FeedCoordinator.self) {
      FeedTab(feed: feed)
    } else if registration.id == SettingsCoordinator.id,
      let settings = app.flow(SettingsCoordinator.self)
    {
      SettingsTab(settings: settings)
    } else {
      Text(registration.title)  // a tab flow this app has no view for yet
    }
  }
}

/// A flow presented over main, found by its id.
struct PresentedFlowView: View {
  @Environment(AppCoordinator.self) private var app
  let presented: AppCoordinator.PresentedFlow

  var body: some View {
    if presented.id == CommentsCoordinator.id, let comments = app.flow(CommentsCoordinator.self) {
      CommentsView(comments: comments)
    }
  }
}

/// The flows that `TabRoot` and `PresentedFlowView` have views of their own for.
///
/// Any other flow of the assembly, such as a new team's before its views are written here, shows
/// its title as a placeholder; the drawn-screen tests check every screen of these flows and pass
/// over the others'.
let flowsWithViews = [FeedCoordinator.id, SettingsCoordinator.id, CommentsCoordinator.id]
// end sample
