import LinkRouting

/// A sheet over the Feed stack, for a `.sheet(item:)` binding.
public enum FeedSheet: Hashable, Sendable, Identifiable {
  /// The share sheet for the article on top of the stack.
  case share

  /// The sheet itself: one sheet of each kind shows at a time.
  public var id: Self { self }
}

/// What the Feed tab shows: its stack and the share sheet, if one is presented.
public struct FeedState: FlowState {
  /// The pushed routes; the feed list is the root.
  public var path: [FeedRoute]
  /// The presented sheet, if any.
  public internal(set) var sheet: FeedSheet?

  /// Creates a state showing `path` with nothing presented.
  init(path: [FeedRoute] = []) {
    self.init(path: path, sheet: nil)
  }

  init(path: [FeedRoute], sheet: FeedSheet?) {
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
