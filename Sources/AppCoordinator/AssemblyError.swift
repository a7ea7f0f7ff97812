/// Why an app could not be assembled from a list of flows.
public enum AssemblyError: Error, Hashable, Sendable {
  /// The app was given no tab flow to show: none at all, or presented flows only.
  case noFlows
  /// Two flows share an id; carries it.
  case duplicateID(String)
  /// Two flows claim the same link host; carries the host and both flows' ids.
  case duplicateHost(String, first: String, second: String)
}

extension AssemblyError: CustomStringConvertible {
  /// One line that names the problem and the flows to look at.
  public var description: String {
    switch self {
    case .noFlows:
      "an app needs at least one tab flow; list one with .tab(…) before any .presented(…)"
    case .duplicateID(let id):
      "two flows have the id '\(id)'; give each flow an id of its own"
    case .duplicateHost(let host, let first, let second):
      "flows '\(first)' and '\(second)' both claim links to '\(host)'; "
        + "give '\(second)' a host of its own"
    }
  }
}
