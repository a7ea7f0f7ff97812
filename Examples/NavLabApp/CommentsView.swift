import AppCoordinator
import CommentsFlow
import SwiftUI

// sample: comments
/// The Comments flow, presented over main: its own stack, and the comment being written.
struct CommentsView: View {
  @Environment(AppCoordinator.self) private var app
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
  var discardAsked: Binding<Bool> { Bindable(app)[asksToDiscardFrom: .presentedFlow] }

  var body: some View {
    NavigationStack(path: path) {
      page("screen.comments", title: "Comments") {
        ForEach(Array(1...10), id: \.self) { article in
          NavigationLink("Article \(article)", value: CommentsRoute.article(article))
            .accessibilityIdentifier("row.comments.\(article)")
        }
      }
      .navigationDestination(for: CommentsRoute.self) { route in
        switch route {
        case .article(let id):
          page("screen.comments.\(id)", title: "Comments on Article \(id)") {
            ForEach(Array(1...3), id: \.self) { comment in
              NavigationLink("Comment \(comment)", value: CommentsRoute.comment(comment))
                .accessibilityIdentifier("row.comment.\(comment)")
            }
            Button("Write a comment") { try? comments.writeComment() }
              .accessibilityIdentifier("button.new")
          }
        case .comment(let id):
          page("screen.comment.\(article).\(id)", title: "Comment \(id)") {
            Text("Comment \(id) on Article \(article)").accessibilityIdentifier("text.body")
          }
        case .new:
          page("screen.new-comment.\(article)", title: "New comment") {
            TextField("Comment", text: draft).accessibilityIdentifier("field.comment")
            Button("Post") { try? comments.post() }.accessibilityIdentifier("button.post")
            if backAsks { Button("Back") { back() } }
          }
          .navigationBarBackButtonHidden(backAsks)
        }
      }
    }
    .discardAlert(isPresented: discardAsked, app: app)
  }

  /// A screen of the flow: its content, then Close, on every screen.
  ///
  /// On macOS, where a sheet
  /// has no swipe, Close is the sheet's one way out.
  func page(
    _ id: String, title: LocalizedStringKey, @ViewBuilder content: () -> some View
  ) -> some View {
    VStack {
      content()
      Button("Close") { comments.close() }.accessibilityIdentifier("button.close")
    }
    .screen(id, title: title)
  }

  /// The article whose comments show: the one the stack went through.
  var article: Int {
    for route in comments.path.reversed() {
      if case .article(let id) = route { return id }
    }
    return 0
  }
}
// end sample
