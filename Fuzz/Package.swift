// swift-tools-version: 6.0
import PackageDescription

// libFuzzer harnesses for NavLab, kept in their own package so that the product's Package.swift
// stays as it is. See README.md for how to build and run them.
//
// Each harness is an executable target exporting `LLVMFuzzerTestOneInput`. Built with
// `-Xswiftc -DFUZZING -Xswiftc -sanitize=fuzzer,address`, libFuzzer supplies `main`; built plainly,
// a small `main` replays the files named on the command line through the same checks.
let package = Package(
  name: "NavLabFuzz",
  dependencies: [.package(name: "NavLab", path: "..")],
  targets: [
    // The invariants every harness checks, over the app's public API only, and the documented
    // rules (link table, catalogue, accounts) they are checked against.
    .target(
      name: "FuzzSupport",
      dependencies: [
        .product(name: "AppCoordinator", package: "NavLab"),
        .product(name: "LinkRouting", package: "NavLab"),
      ]),

    // (0) Bytes as a link, read by the parser and every registered flow's grammar, with no app.
    .executableTarget(
      name: "fuzz-parser",
      dependencies: [
        "FuzzSupport",
        .product(name: "AppCoordinator", package: "NavLab"),
        .product(name: "LinkRouting", package: "NavLab"),
      ]),

    // (1) Bytes as a deep link, opened on launched apps, guest and signed in, and at cold start.
    .executableTarget(
      name: "fuzz-deeplink",
      dependencies: [
        "FuzzSupport",
        .product(name: "AppCoordinator", package: "NavLab"),
        .product(name: "LinkRouting", package: "NavLab"),
      ]),

    // (2) Bytes as shell lines, run with keep-going. `Sources/fuzz-shell/navlab-shell` is a
    // symlink to ../Sources/navlab-shell: an executable target cannot be imported and SwiftPM
    // refuses a target path outside the package root, so the interpreter's sources are compiled
    // into this module (all of them but main.swift). Keep these dependencies in step with the
    // navlab-shell target's.
    .executableTarget(
      name: "fuzz-shell",
      dependencies: [
        "FuzzSupport",
        .product(name: "AppCoordinator", package: "NavLab"),
        .product(name: "AppExplorer", package: "NavLab"),
        .product(name: "FileStore", package: "NavLab"),
        .product(name: "LinkRouting", package: "NavLab"),
      ],
      exclude: ["navlab-shell/main.swift"]),

    // (3) Bytes as the saved state document, restored at launch.
    .executableTarget(
      name: "fuzz-state",
      dependencies: ["FuzzSupport", .product(name: "AppCoordinator", package: "NavLab")]),

    // (4) Bytes as a tapped notification's payload, read by the strict JSON parser, checked
    // against an independent reading of RFC 8259.
    .executableTarget(
      name: "fuzz-payload",
      dependencies: [
        "FuzzSupport",
        .product(name: "AppCoordinator", package: "NavLab"),
        .product(name: "LinkRouting", package: "NavLab"),
      ]),

    // (5) Bytes as a file the review tools read: a saved map (`map --check`, `map --diff`) and a
    // list of screen paths (`map --check-paths`). Like fuzz-shell, it compiles the shell's
    // sources through the symlink `Sources/fuzz-map/navlab-shell`, all of them but main.swift.
    .executableTarget(
      name: "fuzz-map",
      dependencies: [
        "FuzzSupport",
        .product(name: "AppCoordinator", package: "NavLab"),
        .product(name: "AppExplorer", package: "NavLab"),
        .product(name: "FileStore", package: "NavLab"),
        .product(name: "LinkRouting", package: "NavLab"),
      ],
      exclude: ["navlab-shell/main.swift"]),
  ],
  swiftLanguageModes: [.v6]
)
