import FeedFlow
import LinkRouting
import Testing

@Test @MainActor func openingALinkInTheFeed() throws {
  let feed = FeedCoordinator()
  feed.gate = { _ in true }  // the app's gate; this one lets every stack through
  let stack = try FeedLinks.stack(for: DeepLink(parsing: "navlab://article/7/author"))
  #expect(stack == [.article(7), .author(101)])
  feed.show(stack ?? [])
  #expect(feed.breadcrumb == ["feed", "article 7", "author 101"])
  feed.back()
  #expect(FeedLinks.link(for: feed.state.path)?.url == "navlab://article/7")
}
