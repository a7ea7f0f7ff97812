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
  /// asks first, with the discard alert over the sheet.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the report sheet is not on top.
  public func cancelReport() throws(NavigationError) {
    let text = try reportOnTop()
    if text.isEmpty { close(.report(text: text)) } else { present(.discard) }
  }

  /// Discards the text: closes the discard alert and the report sheet under it, as the alert's
  /// `button.discard` does.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the discard alert does not show.
  public func discardReport() throws(NavigationError) {
    guard topPresentation == .discard, let text = shownReportText else {
      throw .refused("the discard alert is not showing")
    }
    close(.report(text: text))
  }

  /// Keeps editing: closes the discard alert only, back to the report and its text, as the
  /// alert's `button.keep` does.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when the discard alert does not show.
  public func keepReport() throws(NavigationError) {
    guard close(.discard) else { throw .refused("the discard alert is not showing") }
  }

  /// The text of the report sheet on top.
  private func reportOnTop() throws(NavigationError) -> String {
    guard case .report(let text)? = topPresentation else {
      throw .refused("no report is being written")
    }
    return text
  }

  /// Whether the report sheet shows with text typed into it, on top or under its discard alert:
  /// exactly while its swipe is disabled (``FeedPresentation/isSwipeDisabled``), one fact.
  public var holdsInput: Bool { state.presented.layers.contains { $0.isSwipeDisabled } }

  /// The text of the report sheet, on top or under its alert, if it shows.
  private var shownReportText: String? {
    for case .report(let text) in state.presented.layers { return text }
    return nil
  }
}
