import AppExplorer
import ProductWalks

/// The product's map to depth 4, explored once a test run for the `graph` and `coverage` suites
/// and the app's map tests alike: the report's discard alert is four actions from launch.
@MainActor var shallowProductMap: NavigationMap { ProductWalks.map(depth: 4) }
