import LinkRouting

/// What the Inbox test tab shows: its stack and the reply sheet.
public struct InboxState: FlowState {
  /// The pushed routes; the inbox list is the root.
  public var path: [InboxRoute] = []
  /// Whether the reply sheet shows over the message on top.
  var replying: Reply?

  /// The reply sheet.
  enum Reply: Hashable, Sendable {
    /// Replying to the message on top of the stack.
    case toTop
  }

  /// Whether the reply sheet shows.
  public var isPresenting: Bool { replying != nil }

  /// Closes the reply sheet.
  public mutating func dismissPresentation() -> Bool {
    guard replying != nil else { return false }
    replying = nil
    return true
  }
}
