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
          Element(.text, id: "text.title", label: "Article \(id)"),
          Element(.button, id: "button.author", label: "See author"),
          Element(.button, id: "button.share", label: "Share"),
        ])
    case .author(let id):
      Screen(
        id: "screen.author.\(id)", title: "Author \(id)",
        elements: [Element(.text, id: "text.name", label: "Author \(id)")]
          + Catalog.articleIDs(byAuthor: id).map(row(article:)))
    }
  }

  static func share(article: Int) -> Screen {
    let link = FeedLinks.link(for: [.article(article)])?.url ?? ""
    return Screen(
      id: "screen.share.\(article)", title: "Share Article \(article)",
      elements: [
        Element(.text, id: "text.link", label: link),
        Element(.button, id: "button.close", label: "Close"),
      ])
  }

  /// The article a row identifier names, such as 7 for `row.article.7`.
  static func article(inRowID id: String) -> Int? {
    guard id.hasPrefix(rowPrefix) else { return nil }
    return Int(id.dropFirst(rowPrefix.count))
  }

  private static func row(article id: Int) -> Element {
    Element(.row, id: rowPrefix + "\(id)", label: "Article \(id)")
  }
}
