import LinkRouting

/// What the Library presents over its stack: declared once, with each one's kind.
public enum LibraryPresentation: String, Presentation {
  /// The lend sheet for the book on top of the stack.
  case lend

  /// The lend sheet is a sheet: a swipe down or `button.close` closes it.
  public var kind: PresentationKind { .sheet }
}

/// What the Library tab shows: its stack, and the lend sheet while it is presented.
public typealias LibraryState = StackState<LibraryRoute, LibraryPresentation>
