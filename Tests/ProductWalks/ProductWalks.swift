import AppExplorer

/// The product's own walks and map, which many tests compare a planted fault, an assembly or a
/// drawing against, walked once a test run rather than once a test.
///
/// Reports and maps are values, and walks are deterministic: a test reading the memo sees
/// exactly what walking again would give it.
@MainActor
public enum ProductWalks {
  private struct Key: Hashable {
    var depth: Int
    var signedIn: Bool
    var exhaustive: Bool
    var firstLaunch: Bool
    var flow: String? = nil
  }

  private static var reports: [Key: ExplorationReport] = [:]
  private static var maps: [Key: NavigationMap] = [:]

  /// The product's walk on an iPhone, as
  /// `Explorer.explore(depth:signedIn:exhaustive:flow:firstLaunch:)` reports it.
  ///
  /// - Parameters:
  ///   - depth: How many actions deep to walk.
  ///   - signedIn: Whether the walk starts signed in.
  ///   - exhaustive: Whether to walk the whole app rather than one flow at a time.
  ///   - flow: The flow whose group alone is walked, or `nil` for every group.
  ///   - firstLaunch: Whether the launch is a fresh install's.
  /// - Returns: The report, walked on the first call with these arguments.
  public static func report(
    depth: Int, signedIn: Bool, exhaustive: Bool = true, flow: String? = nil,
    firstLaunch: Bool = false
  ) -> ExplorationReport {
    let key = Key(
      depth: depth, signedIn: signedIn, exhaustive: exhaustive, firstLaunch: firstLaunch,
      flow: flow)
    if let known = reports[key] { return known }
    let report = Explorer.explore(
      depth: depth, signedIn: signedIn, exhaustive: exhaustive, flow: flow,
      firstLaunch: firstLaunch)
    reports[key] = report
    return report
  }

  /// The product's map on an iPhone, as `Explorer.map(depth:firstLaunch:)` draws it.
  ///
  /// - Parameters:
  ///   - depth: How many actions deep each walk goes.
  ///   - firstLaunch: Whether a fresh install's walks are added.
  /// - Returns: The map, walked on the first call with these arguments.
  public static func map(depth: Int, firstLaunch: Bool = false) -> NavigationMap {
    let key = Key(depth: depth, signedIn: false, exhaustive: false, firstLaunch: firstLaunch)
    if let known = maps[key] { return known }
    let map = Explorer.map(depth: depth, firstLaunch: firstLaunch)
    maps[key] = map
    return map
  }
}
