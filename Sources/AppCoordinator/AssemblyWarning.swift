/// What an app assembled from a list of flows works without, but that may be a mistake.
public enum AssemblyWarning: Hashable, Sendable {
  /// A flow declares that it may ask for links of a form that no flow of this app reads, so such
  /// a request changes nothing; carries the flow's id and the form.
  ///
  /// A flow may ship in an app without the flow it asks for, so this is not an error.
  case unreadRequest(flow: String, form: String)
}

extension AssemblyWarning: CustomStringConvertible {
  /// One line that names the flow and the form.
  public var description: String {
    switch self {
    case .unreadRequest(let flow, let form):
      "flow '\(flow)' may ask for \(form), which no flow of this app reads, "
        + "so that request changes nothing"
    }
  }
}

extension AppCoordinator {
  /// What the app was assembled with that may be a mistake: one warning for each link form a
  /// flow may ask for (``FlowRegistration/requestedLinkForms``) that no flow of the app reads.
  ///
  /// The shell prints them at start. The product has none.
  public var assemblyWarnings: [AssemblyWarning] {
    let read = Set(flows.flatMap(\.linkForms))
    return flows.flatMap { flow in
      flow.requestedLinkForms.filter { !read.contains($0) }.map {
        AssemblyWarning.unreadRequest(flow: flow.id, form: $0)
      }
    }
  }
}
