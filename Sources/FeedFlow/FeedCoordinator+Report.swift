import LinkRouting

extension FeedCoordinator {
  /// The text of the report, for a `TextField` binding.
  ///
  /// Empty unless the report sheet shows. Writing it types into `field.report`, and only while the report sheet is on top; the text
  /// lives in the presentation, so it closes with the sheet and is never saved.
  public var reportText: String {
    get { shownReportText ?? "" }
    set {
      guard case .report? = topPresentation else { return }
      replaceTopPresentation(with: .report(text: newValue))
    }
  }

  /// Presents the report sheet over the article on top, with nothing typed.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when no article is on top, or
  ///   something is presented over it.
  public func report() throws(NavigationError) {
    try presentOverArticle(.report(text: ""), refusal: "no article is on top to report")
  }

  /// Sends the report typed and closes its sheet, as its `button.send` does.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the report sheet is not on top,
  ///   or nothing is typed.
  public func sendReport() throws(NavigationError) {
    let text = try reportOnTop()
    guard !text.isEmpty else {
      throw .refused("the report is empty; type it first (type \(FeedScreens.reportFieldID) TEXT)")
    }
    close(.report(text: text))
  }

  /// Cancels the report, as its `button.cancel` does: an empty one closes; one that holds text
  /// asks the app to close it (``/LinkRouting/AppRequest/dismissAll``), and the app asks first
  /// with its discard alert, the one every way out of typed text shows, so that two alerts
  /// never stack.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the report sheet is not on top.
  public func cancelReport() throws(NavigationError) {
    let text = try reportOnTop()
    if text.isEmpty { close(.report(text: text)) } else { request(.dismissAll) }
  }

  /// The text of the report sheet on top.
  private func reportOnTop() throws(NavigationError) -> String {
    guard case .report(let text)? = topPresentation else {
      throw .refused("no report is being written")
    }
    return text
  }

  /// Whether the report sheet shows with text typed into it: exactly while its swipe is
  /// disabled (``FeedPresentation/isSwipeDisabled``), one fact.
  public var holdsInput: Bool { state.presented.layers.contains { $0.isSwipeDisabled } }

  /// The text of the report sheet, if it shows.
  private var shownReportText: String? {
    for case .report(let text) in state.presented.layers { return text }
    return nil
  }
}
