// swift-tools-version: 6.2
// 6.2: the sources use `SendableMetatype` (Swift 6.2), so Xcode 26 or later builds the package.
import PackageDescription

let package = Package(
  name: "RoutingReducer",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "ReducerCore", targets: ["ReducerCore"]),
    .library(name: "ReducerRouting", targets: ["ReducerRouting"]),
    .library(name: "ReducerTesting", targets: ["ReducerTesting"]),
    .library(name: "ReducerExplorer", targets: ["ReducerExplorer"]),
    .library(name: "ReducerSwiftUI", targets: ["ReducerSwiftUI"]),
    .library(name: "ReducerUIKit", targets: ["ReducerUIKit"]),
  ],
  targets: [
    // The package's one C target, part of ReducerCore (no product exposes it): the calls into
    // Swift runtime metadata as each ABI signs them (arm64e) and C11 atomic words
    // (Sources/ReducerCRuntime/include/ReducerCRuntime.h lists its assumptions and checks).
    .target(name: "ReducerCRuntime"),
    .target(name: "ReducerCore", dependencies: ["ReducerCRuntime"]),
    .target(name: "ReducerRouting", dependencies: ["ReducerCore"]),
    .target(name: "ReducerTesting", dependencies: ["ReducerCore"]),
    // Random exploration of an app's navigation, checked after every step (issue 46).
    .target(name: "ReducerExplorer", dependencies: ["ReducerRouting", "ReducerTesting"]),
    // The UI adapters: their sources build on Apple platforms only (each file is inside
    // `#if canImport(SwiftUI)` or `#if canImport(UIKit)`), and are empty modules elsewhere.
    // On Linux, the package in Checks/ (Checks/Package.swift, which `.ci/run` builds and tests)
    // type-checks and runs their sources against stand-ins of SwiftUI and UIKit; nothing here
    // depends on it, so `swift build` builds no stand-in.
    .target(name: "ReducerSwiftUI", dependencies: ["ReducerRouting"]),
    .target(name: "ReducerUIKit", dependencies: ["ReducerRouting"]),
    .executableTarget(
      name: "counter",
      dependencies: ["ReducerCore"],
      path: "Examples/counter"
    ),
    // The terminal renderer and program shared by the routing examples, and their `--graph`.
    .target(
      name: "TerminalNavigation",
      dependencies: ["ReducerRouting", "ReducerExplorer"],
      path: "Examples/TerminalNavigation"
    ),
    .executableTarget(
      name: "color-list",
      dependencies: ["ReducerRouting", "TerminalNavigation", "ReducerExplorer"],
      path: "Examples/color-list"
    ),
    // Kept beside color-list: it shows what the others do not, timers that tick while the
    // program waits for input and stop on their own when their screen leaves.
    .executableTarget(
      name: "color-flow",
      dependencies: ["ReducerRouting"],
      path: "Examples/color-flow"
    ),
    .executableTarget(
      name: "tabs",
      dependencies: ["ReducerRouting", "TerminalNavigation", "ReducerExplorer"],
      path: "Examples/tabs"
    ),
    .executableTarget(
      name: "news-split",
      dependencies: ["ReducerRouting", "TerminalNavigation", "ReducerExplorer"],
      path: "Examples/news-split"
    ),
    // A small meetings app: shared state in a JSON file, dependencies, an alert, a sheet that
    // closes itself, and a timer that stops when its screen leaves.
    .executableTarget(
      name: "meetings",
      dependencies: ["ReducerRouting", "TerminalNavigation", "ReducerExplorer"],
      path: "Examples/meetings"
    ),
    .executableTarget(
      name: "reducer-benchmarks",
      dependencies: ["ReducerRouting", "ReducerTesting", "ReducerExplorer"],
      path: "Benchmarks/reducer-benchmarks"
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "counter", "color-list", "color-flow", "tabs", "news-split", "TerminalNavigation",
        "meetings", "ReducerTesting", "ReducerExplorer",
      ]),
    // Enums built without reflection metadata, for the case-path tests (issue 9, item 3).
    .target(
      name: "CasePathNoReflectionFixtures",
      path: "Tests/CasePathNoReflectionFixtures",
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-reflection-metadata"])]
    ),
    .testTarget(
      name: "ReducerCoreTests",
      dependencies: ["ReducerCore", "ReducerTesting", "CasePathNoReflectionFixtures"]
    ),
    .testTarget(name: "ReducerRoutingTests", dependencies: ["ReducerRouting", "ReducerTesting"]),
    // The seed-style sample of ReducerRoutingTests/SeedSample (a symbolic link), compiled again
    // in the Swift 5 language mode, where an app migrating from the seed library starts.
    .testTarget(
      name: "SeedSampleSwift5Tests",
      dependencies: ["ReducerRouting"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(name: "ReducerTestingTests", dependencies: ["ReducerTesting", "ReducerRouting"]),
    .testTarget(name: "ReducerExplorerTests", dependencies: ["ReducerExplorer", "ReducerTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
