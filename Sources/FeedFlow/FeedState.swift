import LinkRouting

/// What the Feed tab shows: its stack and the share sheet, if one is presented.
public struct FeedState: FlowState {
  /// A sheet over the Feed stack.
  enum Sheet: Hashable, Sendable {
    /// The share sheet for the article on top of the stack.
    case share
  }

  /// The pushed routes; the feed list is the root.
  public var path: [FeedRoute]
  /// The presented sheet, if any.
  var sheet: Sheet?

  /// Creates a state showing `path` with nothing presented.
  init(path: [FeedRoute] = []) {
    self.init(path: path, sheet: nil)
  }

  init(path: [FeedRoute], sheet: Sheet?) {
    self.path = path
    self.sheet = sheet
  }

  /// Whether the share sheet is presented.
  public var isPresenting: Bool { sheet != nil }

  /// Closes the share sheet; `false` when none is presented.
  public mutating func dismissPresentation() -> Bool {
    guard sheet != nil else { return false }
    sheet = nil
    return true
  }
}
