import Foundation

/// Which of the explorer's walks a test run pays for.
///
/// `swift test` proves the explorer on small assemblies and shallow depths, so that it ends in
/// seconds. The product's full walks and the exhaustive walks over whole assemblies run only
/// when the environment sets `NAVLAB_HEAVY_WALKS=1`, as CI's explore step does for every suite
/// that holds one (`.ci/run`). A test gates itself with `.enabled(if: Walks.heavy)`, or keeps
/// its cheap cases and adds the costly ones through ``heavy(_:_:)``.
public enum Walks {
  /// Whether this run walks the product in full: `NAVLAB_HEAVY_WALKS=1` in the environment.
  public static let heavy = ProcessInfo.processInfo.environment["NAVLAB_HEAVY_WALKS"] == "1"

  /// What a parameterized test walks: `cheap` always, and `costly` too when ``heavy``.
  ///
  /// - Parameters:
  ///   - cheap: The cases `swift test` runs on every run.
  ///   - costly: The cases only CI's heavy-walk run adds.
  /// - Returns: `cheap`, followed by `costly` when the run walks in full.
  public static func heavy<Case>(_ cheap: [Case], _ costly: [Case]) -> [Case] {
    heavy ? cheap + costly : cheap
  }
}
