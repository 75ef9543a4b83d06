// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "RoutingReducer",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .library(name: "ReducerCore", targets: ["ReducerCore"]),
    .library(name: "ReducerRouting", targets: ["ReducerRouting"]),
    .library(name: "ReducerTesting", targets: ["ReducerTesting"]),
  ],
  targets: [
    .target(name: "ReducerCore"),
    .target(name: "ReducerRouting", dependencies: ["ReducerCore"]),
    .target(name: "ReducerTesting", dependencies: ["ReducerCore"]),
    .executableTarget(
      name: "counter",
      dependencies: ["ReducerCore"],
      path: "Examples/counter"
    ),
    .executableTarget(
      name: "color-flow",
      dependencies: ["ReducerRouting"],
      path: "Examples/color-flow"
    ),
    .executableTarget(
      name: "reducer-benchmarks",
      dependencies: ["ReducerRouting", "ReducerTesting"],
      path: "Benchmarks/reducer-benchmarks"
    ),
    .testTarget(name: "ExamplesTests", dependencies: ["counter", "color-flow"]),
    .testTarget(name: "ReducerCoreTests", dependencies: ["ReducerCore", "ReducerTesting"]),
    .testTarget(name: "ReducerRoutingTests", dependencies: ["ReducerRouting", "ReducerTesting"]),
    .testTarget(name: "ReducerTestingTests", dependencies: ["ReducerTesting", "ReducerRouting"]),
  ],
  swiftLanguageModes: [.v6]
)
