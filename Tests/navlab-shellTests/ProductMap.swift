import AppExplorer

/// The product's map to depth 4, explored once for the `graph` and `coverage` suites: the
/// report's discard alert is four actions from launch.
@MainActor let shallowProductMap = Explorer.map(depth: 4)
