import LinkRouting

/// What the Feed presents over the article on top of its stack.
public enum FeedPresentation: Presentation {
  /// The share sheet: a swipe down or `button.close` closes it.
  case share
  /// The article's photo, a full-screen cover: only its `button.done` closes it. On macOS it is
  /// pushed over the article instead, and `back` pops it too.
  case photo
  /// The reading options, a popover that stays a popover in compact width: a tap outside or
  /// `button.close` closes it.
  case options
  /// The report sheet, holding the text typed into it; while that text is not empty its swipe
  /// is disabled, so that the text is not lost, and its `button.cancel` asks first with the
  /// app's discard alert. The text is never saved.
  case report(text: String)

  /// The share and report sheets, the photo cover and the options popover.
  public var kind: PresentationKind {
    switch self {
    case .share, .report: .sheet
    case .photo: .fullScreenCover
    case .options: .popover
    }
  }

  /// The report sheet's swipe is disabled while it holds text.
  public var isSwipeDisabled: Bool {
    if case .report(let text) = self { !text.isEmpty } else { false }
  }

  /// The reading options stay a popover in compact width.
  public var staysPopoverInCompact: Bool { self == .options }

  /// On macOS the photo is pushed on the Feed's stack, over its article: `back` pops it, and
  /// its `button.done` closes it to the article, as on iOS.
  public var coverOnMacOS: CoverOnMacOS { self == .photo ? .push : .sheet }

  /// `share`, `photo`, `options` or `report`.
  public var crumb: String {
    switch self {
    case .share: "share"
    case .photo: "photo"
    case .options: "options"
    case .report: "report"
    }
  }

  /// Its crumb: the report sheet keeps its identity while its text changes, so an edit does not
  /// present it again.
  public var id: String { crumb }
}

/// What the Feed tab shows: its stack, and what is presented over its top article.
public typealias FeedState = StackState<FeedRoute, FeedPresentation>
