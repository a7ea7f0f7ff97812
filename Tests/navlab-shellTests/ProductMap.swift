import AppExplorer
import ProductWalks

/// The product's map to depth 3, explored once a test run for the `graph` and `coverage` suites
/// and the app's map tests alike.
///
/// Every screen kind a flow declares shows by then. What only a deeper map holds is checked on
/// ``deepProductMap``, in CI.
@MainActor var shallowProductMap: NavigationMap { ProductWalks.map(depth: 3) }

/// The product's map to depth 4, where every presentation kind also closes: CI's explore step
/// (`Walks.heavy`) reads it, since it costs this suite's debug build seconds.
@MainActor var deepProductMap: NavigationMap { ProductWalks.map(depth: 4) }
