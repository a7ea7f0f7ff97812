import AppCoordinator
import FeedFlow
import SwiftUI

// sample: feed
/// The Feed tab: its stack, and what it presents over the article on top.
struct FeedTab: View {
  @Environment(AppCoordinator.self) private var app
  @Bindable var feed: FeedCoordinator

  /// The stack: a back swipe writes it shortened by one, a row's link appends an article.
  ///
  /// On macOS the photo is on it too, pushed over its article, so its back pops the photo.
  var path: Binding<[FeedScreen]> {
    Binding(get: { stack }, set: { stackWritten($0) })
  }
  /// The share or report sheet: a swipe down writes `nil`.
  var sheet: Binding<FeedPresentation?> { $feed[.sheet] }
  /// The photo as a cover, on iOS, which only its Done closes; `nil` where it is pushed.
  var photo: Binding<FeedPresentation?> {
    Binding(
      get: { photoIsPushed ? nil : feed[.fullScreenCover] }, set: { feed[.fullScreenCover] = $0 })
  }
  /// The reading options: a tap outside writes `nil`.
  var options: Binding<FeedPresentation?> { $feed[.popover] }

  /// Whether the photo shows pushed on the stack, as the model shows a cover on macOS.
  var photoIsPushed: Bool {
    app.platform == .macOS && feed[.fullScreenCover]?.coverOnMacOS == .push
  }

  /// The stack's screens: the Feed's routes, then the photo where it is pushed.
  var stack: [FeedScreen] {
    feed.path.map(FeedScreen.route) + (photoIsPushed ? [.photo] : [])
  }

  /// A write of the stack: a back that pops the photo closes it, as its cover's `nil` would;
  /// the routes go to the Feed's path, which takes a shortening or a lengthening.
  func stackWritten(_ screens: [FeedScreen]) {
    if photoIsPushed, screens.last != .photo { feed[.fullScreenCover] = nil }
    feed.path = screens.compactMap(\.route)
  }

  var body: some View {
    NavigationStack(path: path) {
      ArticleList()
        .navigationDestination(for: FeedScreen.self) { screen in
          switch screen {
          case .route(.article(let id)): ArticleView(id: id, feed: feed)
          case .route(.author(let id)): AuthorView(id: id)
          case .photo: PhotoView(id: article, feed: feed)  // pushed, on macOS
          }
        }
    }
    .sheet(item: sheet) { sheet in
      switch sheet {
      case .report: ReportView(feed: feed, id: article)
      default: ShareView(id: article, feed: feed)  // the sheet binding reads sheets only
      }
    }
    #if !os(macOS)
      .fullScreenCover(item: photo) { _ in PhotoView(id: article, feed: feed) }
    #endif
    .popover(item: options) { shown in
      OptionsView(id: article, feed: feed)  // a popover in compact width too, when it says so
        .presentationCompactAdaptation(shown.staysPopoverInCompact ? .popover : .sheet)
    }
  }

  /// The article on top, which the Feed's presentations cover.
  var article: Int {
    guard case .article(let id) = feed.path.last else { return 0 }
    return id
  }
}

/// A screen of the Feed's stack: one of its routes, or the photo, pushed on macOS.
enum FeedScreen: Hashable {
  case route(FeedRoute)
  case photo

  /// The route, for any screen but the photo.
  var route: FeedRoute? {
    guard case .route(let route) = self else { return nil }
    return route
  }
}
// end sample

// sample: feed-screens
/// The Feed's root: one link per article, each appending to the stack's path.
struct ArticleList: View {
  var body: some View {
    Form {
      ForEach(Array(1...10), id: \.self) { id in
        NavigationLink("Article \(id)", value: FeedScreen.route(.article(id)))
          .accessibilityIdentifier("row.article.\(id)")
      }
    }
    .screen("screen.feed", title: "Feed")
  }
}

/// An article: each button calls one intent of the Feed.
struct ArticleView: View {
  let id: Int
  let feed: FeedCoordinator

  var body: some View {
    VStack {
      Text("Article \(id)").accessibilityIdentifier("text.title")
      Button("See author") { try? feed.showAuthor() }  // signed out: login first
        .accessibilityIdentifier("button.author")
      Button("Share") { try? feed.share() }.accessibilityIdentifier("button.share")
      Button("Comments") { try? feed.showComments() }  // the app presents the Comments flow
        .accessibilityIdentifier("button.comments")
      Button("Photo") { try? feed.showPhoto() }.accessibilityIdentifier("button.photo")
      Button("Reading options") { try? feed.showOptions() }
        .accessibilityIdentifier("button.options")
      Button("Report") { try? feed.report() }.accessibilityIdentifier("button.report")
    }
    .screen("screen.article.\(id)", title: "Article \(id)")
  }
}

/// An author: the name, and a link to each of their articles (author 100 + N % 3 wrote N).
struct AuthorView: View {
  let id: Int

  var body: some View {
    VStack {
      Text("Author \(id)").accessibilityIdentifier("text.name")
      ForEach((1...10).filter { 100 + $0 % 3 == id }, id: \.self) { article in
        NavigationLink("Article \(article)", value: FeedScreen.route(.article(article)))
          .accessibilityIdentifier("row.article.\(article)")
      }
    }
    .screen("screen.author.\(id)", title: "Author \(id)")
  }
}

/// The share sheet: the article's link; Close calls its intent, after which SwiftUI's `nil`
/// changes nothing.
struct ShareView: View {
  let id: Int
  let feed: FeedCoordinator

  var body: some View {
    VStack {
      Text(FeedLinks.link(for: [.article(id)])?.url ?? "").accessibilityIdentifier("text.link")
      Button("Close") { try? feed.closeShare() }.accessibilityIdentifier("button.close")
    }
    .screen("screen.share.\(id)", title: "Share Article \(id)")
  }
}

/// The photo: only Done closes it, to the article, on both platforms.
struct PhotoView: View {
  let id: Int
  let feed: FeedCoordinator

  var body: some View {
    VStack {
      Text("The photo of Article \(id)").accessibilityIdentifier("text.caption")
      Button("Done") { try? feed.closePhoto() }.accessibilityIdentifier("button.done")
    }
    .screen("screen.photo.\(id)", title: "Photo")
  }
}

/// The reading options.
struct OptionsView: View {
  let id: Int
  let feed: FeedCoordinator

  var body: some View {
    VStack {
      Text("Text size, theme and font").accessibilityIdentifier("text.options")
      Button("Close") { try? feed.closeOptions() }.accessibilityIdentifier("button.close")
    }
    .screen("popover.options.\(id)", title: "Reading options")
  }
}
// end sample
