import LinkRouting

extension LibraryCoordinator {
  /// `library`: the tab-bar item `tab.library` and the key in the saved document.
  nonisolated public static let id = "library"
  /// `Library`.
  nonisolated public static let title = "Library"
  /// The Library link grammar.
  public typealias Links = LibraryLinks

  /// The book list, a book and the lend sheet.
  nonisolated public static let screenKinds = ["screen.library", "screen.book.N", "screen.lend.N"]

  /// One link of each form; a book needs sign-in.
  nonisolated public static let exampleLinks = [
    LinkExample("navlab://library", shows: "screen.library"),
    LinkExample("navlab://book/3", shows: "screen.book.3", requiresSignIn: true),
  ]

  /// Library links with a bad id, an unknown book or a wrong tail.
  nonisolated public static let malformedLinks = [
    "navlab://library/1", "navlab://book", "navlab://book/0", "navlab://book/7",
    "navlab://book/x3", "navlab://book/3/lend",
  ]
}
