import LinkRouting

/// The reply sheet the Inbox test tab presents over the message on top.
public enum InboxPresentation: String, Presentation {
  /// Replying to the message on top of the stack.
  case reply

  /// A sheet.
  public var kind: PresentationKind { .sheet }
}

/// What the Inbox test tab shows: its stack and the reply sheet.
public typealias InboxState = StackState<InboxRoute, InboxPresentation>
