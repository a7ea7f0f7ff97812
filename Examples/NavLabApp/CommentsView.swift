import AppCoordinator
import CommentsFlow
import SwiftUI

// sample: comments
/// The Comments flow, presented over main: its own stack, and the comment being written.
struct CommentsView: View {
  @Bindable var app: AppCoordinator
  @Bindable var comments: CommentsCoordinator

  /// The flow's stack: a back swipe writes it shortened by one.
  var path: Binding<[CommentsRoute]> { $comments.path }
  /// The new comment's text field.
  var draft: Binding<String> { $comments.draft }

  /// Whether the comment holds text: the system back button, which would drop it, is hidden,
  /// and this view's own calls the app's `back()`, which asks first.
  var backAsks: Bool { comments.holdsInput }

  /// The app's back: with text typed, the discard alert asks.
  func back() { try? app.back() }

  /// Whether the app's discard alert shows from this sheet, the view on top while it asks.
  var discardAsked: Binding<Bool> { $app[asksToDiscardFrom: .presentedFlow] }

  var body: some View {
    VStack {
      NavigationStack(path: path) {
        Text("Comments")
          .navigationDestination(for: CommentsRoute.self) { route in
            switch route {
            case .article(let id):
              VStack {
                Text("Comments on article \(id)")
                Button("Write") { try? comments.writeComment() }
              }
            case .comment(let id): Text("Comment \(id)")
            case .new:
              Form {
                TextField("Comment", text: draft)
                Button("Post") { try? comments.post() }
                if backAsks { Button("Back") { back() } }
              }
              .navigationBarBackButtonHidden(backAsks)
            }
          }
      }
      // On every screen: on macOS, where a sheet has no swipe, the sheet's one way out.
      Button("Close") { comments.close() }
    }
    .alert("Discard your text?", isPresented: discardAsked) {
      Button("Discard", role: .destructive) { try? app.discardInput() }
      Button("Keep editing", role: .cancel) { try? app.keepInput() }
    }
  }
}
// end sample
