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

  /// `book 3`, the route's crumb in the breadcrumb.
  public var crumb: String { "book \(bookID)" }

  /// Every book needs a signed-in account.
  public var requiresSignIn: Bool { true }

  /// A book that exists opens from the book list.
  public func canFollow(_ previous: LibraryRoute?) -> Bool {
    previous == nil && Self.bookIDs.contains(bookID)
  }
}

extension LibraryRoute: LosslessStringConvertible {
  /// Reads a route saved as `book/3`.
  ///
  /// - Returns: `nil` for another kind, an id that is not plain digits or one too large for `Int`.
  public init?(_ description: String) {
    let parts = description.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0] == "book",
      parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(parts[1])
    else { return nil }
    self = .book(id)
  }

  /// The route as it is saved: `book/3`.
  public var description: String { "book/\(bookID)" }
}
