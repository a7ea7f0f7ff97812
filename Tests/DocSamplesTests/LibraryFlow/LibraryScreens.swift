import LinkRouting

/// The headless description of every Library screen.
enum LibraryScreens {
  static let rowPrefix = "row.book."

  static let library = Screen(
    id: "screen.library", title: "Library",
    elements: LibraryRoute.bookIDs.map {
      ScreenElement(.row, id: "\(rowPrefix)\($0)", label: "Book \($0)")
    })

  static func book(_ id: Int) -> Screen {
    Screen(
      id: "screen.book.\(id)", title: "Book \(id)",
      elements: [
        ScreenElement(.text, id: "text.title", label: "Book \(id)"),
        ScreenElement(.button, id: "button.lend", label: "Lend"),
      ])
  }

  static func lend(_ id: Int) -> Screen {
    Screen(
      id: "screen.lend.\(id)", title: "Lend Book \(id)",
      elements: [ScreenElement(.button, id: "button.close", label: "Close", onTap: .closes)])
  }

  /// The book a row identifier names, such as 3 for `row.book.3`.
  static func book(inRowID id: String) -> Int? {
    guard id.hasPrefix(rowPrefix) else { return nil }
    return Int(id.dropFirst(rowPrefix.count))
  }
}
