// swift-tools-version: 6.0
import PackageDescription

// Benchmarks live in their own package, so the product's package stays as it is.
// Run: swift run -c release --package-path Benchmarks navlab-bench
let package = Package(
  name: "NavLabBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "NavLab", path: "..")],
  targets: [
    // Tab flows only the benchmarks register: copies of the Feed's shape, each on its own host,
    // to measure how exploring grows with the number of tabs.
    .target(name: "ShelfFlow", dependencies: [.product(name: "LinkRouting", package: "NavLab")]),
    .executableTarget(
      name: "navlab-bench",
      dependencies: [
        .product(name: "AppCoordinator", package: "NavLab"),
        .product(name: "AppExplorer", package: "NavLab"), "ShelfFlow",
      ]),
  ],
  swiftLanguageModes: [.v6]
)
