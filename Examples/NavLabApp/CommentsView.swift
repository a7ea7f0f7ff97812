import CommentsFlow
import SwiftUI

// sample: comments
/// The Comments flow, presented over main: its own stack, and the comment being written.
struct CommentsView: View {
  @Bindable var comments: CommentsCoordinator

  /// The flow's stack: a back swipe writes it shortened by one.
  var path: Binding<[CommentsRoute]> { $comments.path }
  /// The new comment's text field.
  var draft: Binding<String> { $comments.draft }

  var body: some View {
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
            }
          }
        }
    }
  }
}
// end sample
