import AppCoordinator
import FeedFlow
import SwiftUI

// sample: feed
/// The Feed tab: its stack, and what it presents over the article on top.
struct FeedTab: View {
  let app: AppCoordinator
  @Bindable var feed: FeedCoordinator

  /// The stack: a back swipe writes it shortened by one, a row's link appends an article.
  var path: Binding<[FeedRoute]> { $feed.path }
  /// The share or report sheet: a swipe down writes `nil`.
  var sheet: Binding<FeedPresentation?> { $feed[.sheet] }
  /// The photo: a cover on iOS, which only its Done closes; pushed on the stack on macOS,
  /// where the back button writes `nil`.
  var photo: Binding<FeedPresentation?> { $feed[.fullScreenCover] }
  /// The reading options: a tap outside writes `nil`.
  var options: Binding<FeedPresentation?> { $feed[.popover] }

  var body: some View {
    NavigationStack(path: path) {
      ArticleList()
        .navigationDestination(for: FeedRoute.self) { route in
          switch route {
          case .article(let id): ArticleView(id: id, feed: feed)
          case .author(let id): Text("Author \(id)")
          }
        }
        #if os(macOS)
          .navigationDestination(item: photo) { _ in PhotoView(feed: feed) }
        #endif
    }
    .sheet(item: sheet) { sheet in
      switch sheet {
      case .report: ReportView(app: app, feed: feed)
      default: ShareView(feed: feed)  // the sheet binding reads sheets only
      }
    }
    #if !os(macOS)
      .fullScreenCover(item: photo) { _ in PhotoView(feed: feed) }
    #endif
    .popover(item: options) { shown in
      OptionsView(feed: feed)  // a popover in compact width too, when it says so
        .presentationCompactAdaptation(shown.staysPopoverInCompact ? .popover : .sheet)
    }
  }
}
// end sample

// sample: feed-screens
/// The Feed's root: one link per article, each appending to the stack's path.
struct ArticleList: View {
  var body: some View {
    Form {
      ForEach([1, 2, 3, 7], id: \.self) { id in
        NavigationLink("Article \(id)", value: FeedRoute.article(id))
      }
    }
  }
}

/// An article: each button calls one intent of the Feed.
struct ArticleView: View {
  let id: Int
  let feed: FeedCoordinator

  var body: some View {
    VStack {
      Text("Article \(id)")
      Button("Author") { try? feed.showAuthor() }  // signed out: login first
      Button("Comments") { try? feed.showComments() }  // the app presents the Comments flow
      Button("Share") { try? feed.share() }
      Button("Photo") { try? feed.showPhoto() }
      Button("Options") { try? feed.showOptions() }
      Button("Report") { try? feed.report() }
    }
  }
}

/// The share sheet: Close calls its intent, after which SwiftUI's `nil` changes nothing.
struct ShareView: View {
  let feed: FeedCoordinator

  var body: some View {
    Button("Close") { try? feed.closeShare() }
  }
}

/// The photo: only Done closes it, to the article, on both platforms.
struct PhotoView: View {
  let feed: FeedCoordinator

  var body: some View {
    Button("Done") { try? feed.closePhoto() }
  }
}

/// The reading options.
struct OptionsView: View {
  let feed: FeedCoordinator

  var body: some View {
    Button("Close") { try? feed.closeOptions() }
  }
}
// end sample
