import AppCoordinator

extension Rules {
  /// A flow asked the app to open a link of no form it declares in `requestedLinkForms`: a
  /// typo, or a form left out, which the app refuses, so the element that asked does nothing.
  ///
  /// Checked after every action, since the request is gone from the state the action leaves.
  ///
  /// - Returns: The flow and the link, or `nil` when the action asked for nothing undeclared.
  static func requests(_ app: some Explorable) -> String? {
    guard let (flow, link) = app.takeUndeclaredRequest() else { return nil }
    let declared = app.flows[flow].requestedLinkForms
    return "flow '\(app.flows[flow].id)' asked for \(link), which is of no form it declares ("
      + (declared.isEmpty ? "it declares none" : declared.joined(separator: ", "))
      + "); correct the link, or add its form to requestedLinkForms"
  }
}
