import FeedFlow
import SwiftUI

// sample: report
/// The report sheet: its text, and its swipe disabled while it holds text.
///
/// Its Cancel, with text typed, asks with the app's one discard alert, as every way out of
/// typed text does.
struct ReportView: View {
  @Bindable var feed: FeedCoordinator

  /// The report's text field.
  var text: Binding<String> { $feed.reportText }
  /// Whether SwiftUI may swipe the sheet away: not while it holds text.
  var swipeDisabled: Bool { feed[.sheet]?.isSwipeDisabled ?? false }

  var body: some View {
    Form {
      TextField("What is wrong?", text: text)
      Button("Send") { try? feed.sendReport() }
      Button("Cancel") { try? feed.cancelReport() }  // with text: asks first
    }
    .interactiveDismissDisabled(swipeDisabled)
  }
}
// end sample
