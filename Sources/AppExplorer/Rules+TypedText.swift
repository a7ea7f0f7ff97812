import AppCoordinator
import LinkRouting

extension Rules {
  /// Text the user typed is known from the screen: a flow that shows a text field holding text
  /// holds input, whether or not it says so.
  ///
  /// The app's guard asks before a way out only of a flow that declares it holds input
  /// (`AppFlow.holdsInput`), and the `drafts` rule reads that same declaration, so a flow that
  /// forgets it loses the text on `back`, a link or the swipe and every other rule still holds.
  /// This rule reads the field instead: while main shows and the discard alert does not ask,
  /// a text field of the visible screen that holds text (its label is its value) means the flow
  /// that receives taps must declare that it holds input. Login's field is no flow's: login is
  /// not main, and a name typed there is not kept by a way out.
  ///
  /// Reported as `drafts`, the rule whose argument it completes.
  ///
  /// - Parameters:
  ///   - app: The app, in the state to check.
  ///   - visible: What `app` shows.
  /// - Returns: The field, its text and the flow that does not declare it; `nil` when every
  ///   field that holds text is declared.
  static func typedText(_ app: some Explorable, _ visible: VisibleScreen) -> String? {
    guard app.isOnMain, !app.isAskingToDiscard else { return nil }
    for element in visible.screen.elements where element.kind == .textField {
      guard !element.label.isEmpty else { continue }
      let flow = app.focusedFlowIndex
      guard flow < 64, app.inputHolders & (1 << UInt64(flow)) == 0 else { return nil }
      return "\(visible.screen.id) shows \(element.id) holding '\(element.label)', but "
        + "\(app.flows[flow].id) does not declare that it holds input: back, a link or the "
        + "swipe would lose it without asking; make holdsInput true while a field holds text"
    }
    return nil
  }
}
