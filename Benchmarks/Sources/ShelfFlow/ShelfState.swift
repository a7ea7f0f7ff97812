import LinkRouting

/// What a Shelf tab shows: its stack and the share sheet, if one is presented.
public struct ShelfState: FlowState {
  /// The share sheet over the item on top of the stack.
  enum Sheet: Hashable, Sendable {
    /// Sharing the item on top.
    case share
  }

  /// The pushed routes; the item list is the root.
  public var path: [ShelfRoute] = []
  /// The presented sheet, if any.
  var sheet: Sheet?

  /// Whether the share sheet is presented.
  public var isPresenting: Bool { sheet != nil }

  /// Closes the share sheet; `false` when none is presented.
  public mutating func dismissPresentation() -> Bool {
    guard sheet != nil else { return false }
    sheet = nil
    return true
  }
}
