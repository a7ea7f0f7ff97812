import LinkRouting

extension FeedCoordinator {
  /// Closes the share sheet, as its `button.close` does.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when it does not show.
  public func closeShare() throws(NavigationError) {
    guard close(.share) else { throw .refused("the share sheet is not showing") }
  }

  /// Covers the screen with the photo of the article on top; only its `button.done` closes it.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when no article is on top, or
  ///   something is presented over it.
  public func showPhoto() throws(NavigationError) {
    try presentOverArticle(.photo, refusal: "no article is on top to show the photo of")
  }

  /// Closes the photo, as its `button.done` does.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when it does not show.
  public func closePhoto() throws(NavigationError) {
    guard close(.photo) else { throw .refused("the photo is not showing") }
  }

  /// Shows the reading options of the article on top, a popover that stays a popover in
  /// compact width.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when no article is on top, or
  ///   something is presented over it.
  public func showOptions() throws(NavigationError) {
    try presentOverArticle(.options, refusal: "no article is on top to show reading options for")
  }

  /// Closes the reading options, as their `button.close` does.
  ///
  /// - Throws: ``/LinkRouting/NavigationError/refused(_:)`` when they do not show.
  public func closeOptions() throws(NavigationError) {
    guard close(.options) else { throw .refused("the reading options are not showing") }
  }

  /// Presents `presentation` over the article on top, with nothing presented yet.
  func presentOverArticle(
    _ presentation: FeedPresentation, refusal: String
  ) throws(NavigationError) {
    guard !isPresenting, case .article? = state.path.last else { throw .refused(refusal) }
    present(presentation)
  }
}
