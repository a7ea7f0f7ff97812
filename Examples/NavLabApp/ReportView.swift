import FeedFlow
import SwiftUI

// sample: report
/// The report sheet: its text, its swipe disabled while it holds text, and the discard alert
/// over it, one layer up.
struct ReportView: View {
  @Bindable var feed: FeedCoordinator

  /// The report's text field.
  var text: Binding<String> { $feed.reportText }
  /// Whether SwiftUI may swipe the sheet away: not while it holds text.
  var swipeDisabled: Bool { feed[.sheet]?.isSwipeDisabled ?? false }
  /// "Discard your text?", over the report sheet.
  var discard: FeedPresentation? { feed[.alert, layer: 1] }
  /// Whether the discard alert shows: SwiftUI writes `false` after a button's action.
  var discardShown: Binding<Bool> { $feed[isPresented: discard] }

  var body: some View {
    Form {
      TextField("What is wrong?", text: text)
      Button("Send") { try? feed.sendReport() }
      Button("Cancel") { try? feed.cancelReport() }  // with text: asks first
    }
    .interactiveDismissDisabled(swipeDisabled)
    .alert("Discard your text?", isPresented: discardShown, presenting: discard) { _ in
      Button("Discard", role: .destructive) { try? feed.discardReport() }  // closes both
      Button("Keep", role: .cancel) { try? feed.keepReport() }  // back to the text
    }
  }
}
// end sample
