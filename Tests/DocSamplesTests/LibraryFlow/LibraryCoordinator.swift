import LinkRouting

/// Owns the Library tab's navigation: the book list, books and the lend sheet.
///
/// It inherits its state, its gate (asked before a book is pushed) and its requests; it adds its
/// intents, its screens and its tap table.
public final class LibraryCoordinator: Coordinator<LibraryState>, TabFlow {
  /// The lend sheet when presented, else the book on top, else the book list.
  public func screen(for session: Session) -> Screen {
    guard let top = state.path.last else { return LibraryScreens.library }
    return isPresenting ? LibraryScreens.lend(top.bookID) : LibraryScreens.book(top.bookID)
  }

  /// Presents the lend sheet over the book on top.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when no book is on top, or the sheet
  ///   already shows.
  public func lend() throws(NavigationError) {
    guard !isPresenting, !state.path.isEmpty else {
      throw .refused("no book is on top to lend")
    }
    present(.lend)
  }

  /// Rows push their book through the gate; `button.lend` presents the lend sheet and
  /// `button.close` closes it.
  ///
  /// - Throws: ``/LinkRouting/NavigationError`` when the element is not on screen.
  public func tap(_ id: String, in session: Session) throws(NavigationError) {
    try requireTappable(id, in: session)
    switch id {
    case "button.lend": try lend()
    case "button.close": close(.lend)
    default:
      guard let book = LibraryScreens.book(inRowID: id) else {
        throw .notTappable(id, screen: screen(for: session).id)
      }
      push(.book(book))  // a gate that refuses has parked the stack: not an error
    }
  }
}
