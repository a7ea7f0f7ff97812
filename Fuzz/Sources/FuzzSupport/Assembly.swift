import AppCoordinator
import Foundation

/// The app every harness checks: the product, or, for `Fuzz/planted.sh`, the product with a
/// fault planted beside it.
///
/// Set `FUZZ_PLANT=gate-leak` and the app is assembled with one more tab, ``LeakingLocker``,
/// whose gate leaks: the harnesses must then fail. The fault lives here, in the fuzz package,
/// so the product's sources hold nothing that exists only for a check.
@MainActor
public enum Assembly {
  /// The fault planted, from `FUZZ_PLANT`; `nil` for the product as it ships.
  public static let plant: String? = {
    let value = ProcessInfo.processInfo.environment["FUZZ_PLANT"] ?? ""
    guard !value.isEmpty else { return nil }
    invariant(value == "gate-leak", "FUZZ_PLANT is '\(value)'; the one plant is 'gate-leak'")
    return value
  }()

  /// The flows the app is assembled from, in tab order.
  public static let flows: [FlowRegistration] =
    plant == nil
    ? AppCoordinator.productFlows : AppCoordinator.productFlows + [.tab(LeakingLocker.self)]

  /// A new app on its splash screen, assembled from ``flows``.
  public static func app() -> AppCoordinator {
    guard plant != nil else { return AppCoordinator() }
    do {
      return try AppCoordinator(flows: flows)
    } catch {
      invariant(false, "the planted assembly is refused: \(error)")
      return AppCoordinator()
    }
  }
}
