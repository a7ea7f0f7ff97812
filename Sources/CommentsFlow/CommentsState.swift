import LinkRouting

/// What the Comments flow shows: its stack, and the text typed into a new comment.
public struct CommentsState: FlowState {
  /// The pushed routes; the list of articles with comments is the root.
  ///
  /// A change of stack drops the text typed: it belongs to the new-comment screen it was typed
  /// on.
  public var path: [CommentsRoute] = [] {
    didSet { if path != oldValue { draft = "" } }
  }
  /// The text typed into `field.comment`, empty until something is typed; never saved.
  public internal(set) var draft = ""

  /// At the list of articles with comments, nothing typed.
  ///
  /// Comments presents nothing of its own: it is itself presented.
  public init() {}
}
