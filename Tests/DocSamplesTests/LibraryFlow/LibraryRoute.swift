import LinkRouting

/// A screen pushed on the Library tab's stack.
public enum LibraryRoute: Route {
  /// Book `id`, one of 1…6; needs sign-in.
  case book(Int)

  /// The books the library holds.
  static let bookIDs = 1...6

  /// The id of the book shown.
  var bookID: Int {
    switch self {
    case .book(let id): id
    }
  }

  /// Every book needs a signed-in account.
  public var requiresSignIn: Bool { true }

  /// A book that exists opens from the book list.
  public func canFollow(_ previous: LibraryRoute?) -> Bool {
    previous == nil && Self.bookIDs.contains(bookID)
  }
}

/// Books are saved as `book/3`, and their crumb is `book 3`.
extension LibraryRoute: NumberedRoute {
  /// `.book(id)` for `book`.
  public init?(kind: String, number: Int?) {
    guard kind == "book", let number else { return nil }
    self = .book(number)
  }

  /// `book` and the book's id.
  public var numbered: (kind: String, number: Int?) { ("book", bookID) }
}
