import LinkRouting

/// A sheet over the Library stack.
public enum LibrarySheet: Hashable, Sendable {
  /// The lend sheet for the book on top of the stack.
  case lend
}

/// What the Library tab shows: its stack and the lend sheet, if one is presented.
public struct LibraryState: FlowState {
  /// The pushed routes; the book list is the root.
  public var path: [LibraryRoute] = []
  /// The presented sheet, if any: an optional, never a `Bool` and never a route.
  public internal(set) var sheet: LibrarySheet?

  /// Creates a state showing the book list with nothing presented.
  public init() {}

  /// Whether the lend sheet is presented.
  public var isPresenting: Bool { sheet != nil }

  /// Closes the lend sheet; `false` when none is presented.
  public mutating func dismissPresentation() -> Bool {
    guard sheet != nil else { return false }
    sheet = nil
    return true
  }
}
