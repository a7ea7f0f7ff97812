import LinkRouting

/// The headless description of every Feed screen.
enum FeedScreens {
  static let rowPrefix = "row.article."
  static let reportFieldID = "field.report"
  /// What the explorer types into a report: nothing, and one word, so that the field adds one
  /// state per report sheet and no more.
  static let exploredReports = ["", "Spam"]

  static let feed = Screen(
    id: "screen.feed", title: "Feed", elements: Catalog.articleIDs.map(row(article:)))

  /// Each article's screen, made once: the explorer draws one for many states it reaches, and
  /// making one formats its id three times.
  private static let articleScreens = Catalog.articleIDs.map(makeArticle)

  static func screen(for route: FeedRoute) -> Screen {
    switch route {
    case .article(let id):
      guard Catalog.articleIDs.contains(id) else { return makeArticle(id) }
      return articleScreens[id - Catalog.articleIDs.lowerBound]
    case .author(let id):
      return Screen(
        id: "screen.author.\(id)", title: "Author \(id)",
        elements: [ScreenElement(.text, id: "text.name", label: "Author \(id)")]
          + Catalog.articleIDs(byAuthor: id).map(row(article:)))
    }
  }

  private static func makeArticle(_ id: Int) -> Screen {
    Screen(
      id: "screen.article.\(id)", title: "Article \(id)",
      elements: [
        ScreenElement(.text, id: "text.title", label: "Article \(id)"),
        ScreenElement(.button, id: "button.author", label: "See author"),
        ScreenElement(.button, id: "button.share", label: "Share"),
        ScreenElement(.button, id: "button.comments", label: "Comments"),
        ScreenElement(.button, id: "button.photo", label: "Photo"),
        ScreenElement(.button, id: "button.options", label: "Reading options"),
        ScreenElement(.button, id: "button.report", label: "Report"),
      ])
  }

  static func share(article: Int) -> Screen {
    let link = FeedLinks.link(for: [.article(article)])?.url ?? ""
    return Screen(
      id: "screen.share.\(article)", title: "Share Article \(article)",
      elements: [
        ScreenElement(.text, id: "text.link", label: link),
        ScreenElement(.button, id: "button.close", label: "Close", onTap: .closes),
      ])
  }

  static func photo(article: Int) -> Screen {
    Screen(
      id: "screen.photo.\(article)", title: "Photo",
      elements: [
        ScreenElement(.text, id: "text.caption", label: "The photo of Article \(article)"),
        ScreenElement(.button, id: "button.done", label: "Done", onTap: .closes),
      ])
  }

  static func options(article: Int) -> Screen {
    Screen(
      id: "popover.options.\(article)", title: "Reading options",
      elements: [
        ScreenElement(.text, id: "text.options", label: "Text size, theme and font"),
        ScreenElement(.button, id: "button.close", label: "Close", onTap: .closes),
      ])
  }

  static func report(article: Int, text: String) -> Screen {
    Screen(
      id: "screen.report.\(article)", title: "Report Article \(article)",
      elements: [
        ScreenElement(.textField, id: reportFieldID, label: text, exploredValues: exploredReports),
        ScreenElement(.button, id: "button.send", label: "Send"),
        ScreenElement(.button, id: "button.cancel", label: "Cancel", onTap: .closes),
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
