// swift-tools-version: 6.0
import Foundation
import PackageDescription

// Dependency rule: LinkRouting ← {AuthFlow, OnboardingFlow, FeedFlow, SettingsFlow, CommentsFlow}
// ← AppCoordinator ← {FileStore, AppExplorer} ← navlab-shell. A flow never imports another flow
// or AppCoordinator; an app links AppCoordinator and never AppExplorer, which reads and writes
// the app through `package` access. FileStore keeps the app's `StateStore` in a file and makes
// every file-system call; AppCoordinator makes none, and an app links FileStore to save to a file.
let package = Package(
  name: "NavLab",
  // Observation needs these. Built and tested here on Linux only; the library modules hold no
  // Linux-only call outside `#if canImport(Glibc)` (Scripts/portability-check.py).
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .visionOS(.v1)],
  products: [
    .library(name: "LinkRouting", targets: ["LinkRouting"]),
    .library(name: "AuthFlow", targets: ["AuthFlow"]),
    .library(name: "OnboardingFlow", targets: ["OnboardingFlow"]),
    .library(name: "FeedFlow", targets: ["FeedFlow"]),
    .library(name: "SettingsFlow", targets: ["SettingsFlow"]),
    .library(name: "CommentsFlow", targets: ["CommentsFlow"]),
    .library(name: "AppCoordinator", targets: ["AppCoordinator"]),
    .library(name: "FileStore", targets: ["FileStore"]),
    .library(name: "AppExplorer", targets: ["AppExplorer"]),
    .executable(name: "navlab-shell", targets: ["navlab-shell"]),
  ],
  targets: [
    // Vocabulary
    .target(name: "LinkRouting"),
    .testTarget(name: "LinkRoutingTests", dependencies: ["LinkRouting", "TestFlows"]),

    // Flows
    .target(name: "AuthFlow", dependencies: ["LinkRouting"]),
    .testTarget(name: "AuthFlowTests", dependencies: ["AuthFlow"]),
    .target(name: "OnboardingFlow", dependencies: ["LinkRouting"]),
    .testTarget(name: "OnboardingFlowTests", dependencies: ["OnboardingFlow"]),
    .target(name: "FeedFlow", dependencies: ["LinkRouting"]),
    .testTarget(name: "FeedFlowTests", dependencies: ["FeedFlow"]),
    .target(name: "SettingsFlow", dependencies: ["LinkRouting"]),
    .testTarget(name: "SettingsFlowTests", dependencies: ["SettingsFlow"]),
    .target(name: "CommentsFlow", dependencies: ["LinkRouting"]),
    .testTarget(name: "CommentsFlowTests", dependencies: ["CommentsFlow"]),

    // App
    .target(
      name: "AppCoordinator",
      dependencies: ["AuthFlow", "OnboardingFlow", "FeedFlow", "SettingsFlow", "CommentsFlow"]),
    .testTarget(
      name: "AppCoordinatorTests",
      dependencies: ["AppCoordinator", "AppExplorer", "TestFlows", "ProductWalks"]),

    // Storage: the state file, written atomically, and every file-system call behind it.
    .target(name: "FileStore", dependencies: ["AppCoordinator"]),
    .testTarget(name: "FileStoreTests", dependencies: ["FileStore", "AppCoordinator"]),

    // Checks: the explorer and the navigation map, over the app's package interface. Optimized
    // in a debug build too, its assertions kept: the suite's proofs are walks, which take 39% fewer
    // instructions optimized (BENCHMARKS.md, "The explorer", a debug build's walk). It is the
    // checker, not code an app ships or a team steps through; every other module builds as
    // SwiftPM says.
    .target(
      name: "AppExplorer", dependencies: ["AppCoordinator"],
      swiftSettings: [
        .unsafeFlags(["-O", "-assert-config", "Debug"], .when(configuration: .debug))
      ]),
    // Flows only tests register: they prove the app assumes nothing about the product's flows.
    .target(name: "TestFlows", dependencies: ["LinkRouting"], path: "Tests/TestFlows"),
    // The product's walks and map, walked once a test run for the suites that compare with them.
    .target(name: "ProductWalks", dependencies: ["AppExplorer"], path: "Tests/ProductWalks"),

    // Executable
    .executableTarget(
      name: "navlab-shell", dependencies: ["AppCoordinator", "AppExplorer", "FileStore"]),
    .testTarget(
      name: "navlab-shellTests",
      dependencies: ["navlab-shell", "FileStore", "TestFlows", "ProductWalks"]),

    // Documentation: every headless Swift sample the docs quote, compiled and run as a test
    // (Scripts/doc-samples-check.py checks that the quotes match these files).
    .testTarget(
      name: "DocSamplesTests",
      dependencies: [
        "LinkRouting", "AuthFlow", "OnboardingFlow", "FeedFlow", "SettingsFlow", "CommentsFlow",
        "AppCoordinator", "AppExplorer", "FileStore",
      ]),
  ],
  swiftLanguageModes: [.v6]
)

// The example app: the SwiftUI views the article "Using NavLab from SwiftUI" quotes, a library
// target so that its tests can build them. On Linux, where SwiftUI does not exist, it is
// type-checked against Examples/SwiftUI, which declares the SwiftUI API the app uses and
// renders nothing; on Apple platforms it imports SwiftUI itself, and NavLabAppMain runs it.
//
// NavLabAppTests build the views and draw them with what Examples/SwiftUI records, which Apple's
// SwiftUI has no equivalent of, so they are Linux's; on a Mac the UI test by id in
// Examples/NavLabAppUITests checks the app (README, "The example app").
#if os(Linux)
  let swiftUI: [Target.Dependency] = ["SwiftUI"]
  package.targets += [
    .target(name: "SwiftUI", path: "Examples/SwiftUI"),
    .testTarget(
      name: "NavLabAppTests",
      dependencies: [
        "NavLabApp", "AppCoordinator", "AppExplorer", "CommentsFlow", "FeedFlow", "FileStore",
        "LinkRouting", "OnboardingFlow", "ProductWalks", "SettingsFlow", "TestFlows",
      ],
      path: "Examples/NavLabAppTests"),
  ]
#else
  let swiftUI: [Target.Dependency] = []
  package.targets += [
    .executableTarget(name: "NavLabAppMain", dependencies: ["NavLabApp"], path: "Examples/NavLabAppMain")
  ]
#endif
package.targets += [
  .target(
    name: "NavLabApp",
    dependencies: [
      "AppCoordinator", "AuthFlow", "OnboardingFlow", "FeedFlow", "SettingsFlow", "CommentsFlow",
      "FileStore",
    ] + swiftUI,
    path: "Examples/NavLabApp"),
]

// CI's sanitizer steps build only the test targets whose suites they run (.ci/run names them in
// NAVLAB_TEST_TARGETS), not every suite's module again under each sanitizer. Unset, as in
// `swift test`, every test target builds.
if let names = Context.environment["NAVLAB_TEST_TARGETS"] {
  let kept = Set(names.split(separator: " ").map(String.init))
  let tests = Set(package.targets.filter { $0.type == .test }.map(\.name))
  if let unknown = kept.subtracting(tests).sorted().first {
    FileHandle.standardError.write(
      Data("error: NAVLAB_TEST_TARGETS names '\(unknown)', no test target of Package.swift\n".utf8))
    exit(1)
  }
  package.targets.removeAll { $0.type == .test && !kept.contains($0.name) }
  // Nor a module that none of them and no product needs (the example app and its SwiftUI), which
  // `swift test` would build all the same.
  var needed = Set(package.targets.filter { $0.type == .test }.map(\.name))
  for product in package.products {
    needed.formUnion((product as? Product.Library)?.targets ?? [])
    needed.formUnion((product as? Product.Executable)?.targets ?? [])
  }
  var unread = Array(needed)
  while let name = unread.popLast() {
    for dependency in package.targets.first(where: { $0.name == name })?.dependencies ?? [] {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _):
        if needed.insert(name).inserted { unread.append(name) }
      default: break
      }
    }
  }
  package.targets.removeAll { !needed.contains($0.name) }
}
