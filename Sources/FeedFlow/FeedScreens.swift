import LinkRouting

/// The headless description of every Feed screen.
enum FeedScreens {
  static let rowPrefix = "row.article."

  static let feed = Screen(
    id: "screen.feed", title: "Feed", elements: Catalog.articleIDs.map(row(article:)))

  static func screen(for route: FeedRoute) -> Screen {
    switch route {
    case .article(let id):
      Screen(
        id: "screen.article.\(id)", title: "Article \(id)",
        elements: [
          ScreenElement(.text, id: "text.title", label: "Article \(id)"),
          ScreenElement(.button, id: "button.author", label: "See author"),
          ScreenElement(.button, id: "button.share", label: "Share"),
          ScreenElement(.button, id: "button.comments", label: "Comments"),
        ])
    case .author(let id):
      Screen(
        id: "screen.author.\(id)", title: "Author \(id)",
        elements: [ScreenElement(.text, id: "text.name", label: "Author \(id)")]
          + Catalog.articleIDs(byAuthor: id).map(row(article:)))
    }
  }

  static func share(article: Int) -> Screen {
    let link = FeedLinks.link(for: [.article(article)])?.url ?? ""
    return Screen(
      id: "screen.share.\(article)", title: "Share Article \(article)",
      elements: [
        ScreenElement(.text, id: "text.link", label: link),
        ScreenElement(.button, id: "button.close", label: "Close"),
      ])
  }

  /// The article a row identifier names, such as 7 for `row.article.7`.
  static func article(inRowID id: String) -> Int? {
    guard id.hasPrefix(rowPrefix) else { return nil }
    return Int(id.dropFirst(rowPrefix.count))
  }

  private static func row(article id: Int) -> ScreenElement {
    ScreenElement(.row, id: rowPrefix + "\(id)", label: "Article \(id)")
  }
}
