import AppCoordinator

extension Rules {
  /// A flow asked the app to open a link the app refused, so the element that asked does
  /// nothing: a link of no form it declares in `requestedLinkForms` (a typo, or a form left
  /// out), or one the flow that reads it rejects (the two flows disagree on which ids exist).
  ///
  /// Checked after every action, since the request is gone from the state the action leaves.
  ///
  /// - Returns: The flow, the link and why it was refused, or `nil` when the action asked for
  ///   nothing the app refused.
  static func requests(_ app: some Explorable) -> String? {
    guard let (flow, link, rejection) = app.takeRefusedRequest() else { return nil }
    let asking = "flow '\(app.flows[flow].id)' asked for \(link)"
    if let rejection {
      return "\(asking), which the app rejects (\(rejection)); make the two flows agree on the "
        + "ids they know, or stop the element from asking for this one"
    }
    let declared = app.flows[flow].requestedLinkForms
    return "\(asking), which is of no form it declares ("
      + (declared.isEmpty ? "it declares none" : declared.joined(separator: ", "))
      + "); correct the link, or add its form to requestedLinkForms"
  }

  /// What the action `action` broke by what it made a flow ask for: `requests`, for a link the
  /// app refused, or `landing`, for a link it opened that did not land
  /// (``requestLanding(after:in:)``).
  ///
  /// - Returns: The rule and what was seen; `nil` when the action asked for nothing, or every
  ///   request held.
  static func asked(after action: ExplorerAction, in app: some Explorable) -> (String, String)? {
    if let broken = requests(app) { return ("requests", broken) }
    guard case .tap = action, let broken = requestLanding(after: action, in: app) else {
      return nil
    }
    return ("landing", broken)
  }
}
