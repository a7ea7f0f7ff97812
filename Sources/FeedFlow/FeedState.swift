import LinkRouting

/// What the Feed presents over its stack.
public enum FeedPresentation: String, Presentation {
  /// The share sheet for the article on top of the stack.
  case share

  /// The share sheet is a sheet.
  public var kind: PresentationKind { .sheet }
}

/// What the Feed tab shows: its stack, and the share sheet while it is presented.
public typealias FeedState = StackState<FeedRoute, FeedPresentation>
