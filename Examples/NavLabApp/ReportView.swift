import AppCoordinator
import FeedFlow
import SwiftUI

// sample: report
/// The report sheet: its text, and its swipe disabled while it holds text.
///
/// Its Cancel, with text typed, asks with the app's one discard alert, as every way out of
/// typed text does.
struct ReportView: View {
  @Environment(AppCoordinator.self) private var app
  @Bindable var feed: FeedCoordinator
  /// The article reported.
  let id: Int

  /// The report's text field.
  var text: Binding<String> { $feed.reportText }
  /// Whether SwiftUI may swipe the sheet away: not while it holds text.
  var swipeDisabled: Bool { feed[.sheet]?.isSwipeDisabled ?? false }
  /// Whether the app's discard alert shows from this sheet, the view on top while it asks.
  var discardAsked: Binding<Bool> { Bindable(app)[asksToDiscardFrom: .topPresentation] }

  var body: some View {
    Form {
      TextField("What is wrong?", text: text).accessibilityIdentifier("field.report")
      Button("Send") { try? feed.sendReport() }.accessibilityIdentifier("button.send")
      Button("Cancel") { try? feed.cancelReport() }  // with text: asks first
        .accessibilityIdentifier("button.cancel")
    }
    .screen("screen.report.\(id)", title: "Report Article \(id)")
    .interactiveDismissDisabled(swipeDisabled)
    .discardAlert(isPresented: discardAsked, app: app)
  }
}
// end sample
