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
    // The UI adapters: their sources build on Apple platforms only (each file is inside
    // `#if canImport(SwiftUI)` or `#if canImport(UIKit)`), and are empty modules elsewhere.
    .target(name: "ReducerSwiftUI", dependencies: ["ReducerRouting"]),
    .target(name: "ReducerUIKit", dependencies: ["ReducerRouting"]),
    // The adapters' sources (a symbolic link), type-checked on Linux against stand-in
    // declarations of the SwiftUI and UIKit API they use. Only `.ci/run` builds them
    // (`swift build --target SwiftUIAdapterCheck`); no product exposes them. SwiftUIAdapterCheck
    // also compiles the app playground's own sources (AppPlayground, a link to
    // Examples/ColorList.swiftpm/Sources/App): the playground is a package of its own, whose
    // manifest needs Xcode, and no target here has a path inside it.
    .target(
      name: "SwiftUIAdapterCheck",
      dependencies: ["ReducerRouting"],
      path: "Checks/SwiftUIAdapterCheck",
      swiftSettings: [.define("REDUCER_ADAPTER_CHECK")]
    ),
    // The SwiftUI adapter's platform branches (`#if os(macOS)`, `os(tvOS)`, `os(watchOS)`),
    // each type-checked against the stand-ins as that platform's SDK declares them: the same
    // sources (symbolic links to SwiftUIAdapterCheck), with REDUCER_CHECK_<PLATFORM> set, which
    // selects the adapter's branch and the stand-ins' availability (SwiftUIAdapterCheck is iOS).
    .target(
      name: "SwiftUIAdapterCheckMacOS",
      dependencies: ["ReducerRouting"],
      path: "Checks/SwiftUIAdapterCheck-macOS",
      swiftSettings: [.define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_MACOS")]
    ),
    .target(
      name: "SwiftUIAdapterCheckTvOS",
      dependencies: ["ReducerRouting"],
      path: "Checks/SwiftUIAdapterCheck-tvOS",
      swiftSettings: [.define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_TVOS")]
    ),
    .target(
      name: "SwiftUIAdapterCheckWatchOS",
      dependencies: ["ReducerRouting"],
      path: "Checks/SwiftUIAdapterCheck-watchOS",
      swiftSettings: [.define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_WATCHOS")]
    ),
    .target(
      name: "SwiftUIAdapterCheckVisionOS",
      dependencies: ["ReducerRouting"],
      path: "Checks/SwiftUIAdapterCheck-visionOS",
      swiftSettings: [.define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_VISIONOS")]
    ),
    // The UIKit adapter's sources and the UIKit example (symbolic links), compiled against
    // stand-ins of the UIKit API that behave as UIKit is documented to; UIKitAdapterTests runs them.
    .target(
      name: "UIKitAdapterCheck",
      dependencies: ["ReducerRouting"],
      path: "Checks/UIKitAdapterCheck",
      swiftSettings: [.define("REDUCER_ADAPTER_CHECK")]
    ),
    // What an app in the Swift 5 language mode writes with the adapters, type-checked as such an
    // app is built: the app's files (the usage checks, the UI example and the reducers they use,
    // symbolic links) in the Swift 5 mode, in a module of their own that imports the adapter,
    // which is built in the package's Swift 6 mode (the ...Library targets: the adapter's sources
    // and the stand-ins, symbolic links; REDUCER_CHECK_SWIFT5 makes the app's files import it).
    .target(
      name: "SwiftUIAdapterCheckLibrary",
      dependencies: ["ReducerRouting"],
      path: "Checks/SwiftUIAdapterCheck-Library",
      swiftSettings: [.define("REDUCER_ADAPTER_CHECK")]
    ),
    .target(
      name: "SwiftUIAdapterCheckSwift5",
      dependencies: ["SwiftUIAdapterCheckLibrary"],
      path: "Checks/SwiftUIAdapterCheck-Swift5",
      swiftSettings: [
        .swiftLanguageMode(.v5), .define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_SWIFT5"),
      ]
    ),
    // The same app files in the Swift 5 mode with complete strict concurrency checking, where no
    // key-path literal is inferred `Sendable`: an API that asked for `KeyPath & Sendable` would
    // warn at each `store.binding(\.$x)`, `tabBinding`, `columnBinding` and `@Dependency(\.x)`.
    .target(
      name: "SwiftUIAdapterCheckSwift5Complete",
      dependencies: ["SwiftUIAdapterCheckLibrary"],
      path: "Checks/SwiftUIAdapterCheck-Swift5Complete",
      swiftSettings: [
        .swiftLanguageMode(.v5), .unsafeFlags(["-strict-concurrency=complete"]),
        .define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_SWIFT5"),
      ]
    ),
    .target(
      name: "UIKitAdapterCheckLibrary",
      dependencies: ["ReducerRouting"],
      path: "Checks/UIKitAdapterCheck-Library",
      swiftSettings: [.define("REDUCER_ADAPTER_CHECK")]
    ),
    .target(
      name: "UIKitAdapterCheckSwift5",
      dependencies: ["UIKitAdapterCheckLibrary"],
      path: "Checks/UIKitAdapterCheck-Swift5",
      swiftSettings: [
        .swiftLanguageMode(.v5), .define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_SWIFT5"),
      ]
    ),
    .target(
      name: "UIKitAdapterCheckSwift5Complete",
      dependencies: ["UIKitAdapterCheckLibrary"],
      path: "Checks/UIKitAdapterCheck-Swift5Complete",
      swiftSettings: [
        .swiftLanguageMode(.v5), .unsafeFlags(["-strict-concurrency=complete"]),
        .define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_SWIFT5"),
      ]
    ),
    .executableTarget(
      name: "counter",
      dependencies: ["ReducerCore"],
      path: "Examples/counter"
    ),
    // The terminal renderer and program shared by the routing examples.
    .target(
      name: "TerminalNavigation",
      dependencies: ["ReducerRouting"],
      path: "Examples/TerminalNavigation"
    ),
    .executableTarget(
      name: "color-list",
      dependencies: ["ReducerRouting", "TerminalNavigation"],
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
      dependencies: ["ReducerRouting", "TerminalNavigation"],
      path: "Examples/tabs"
    ),
    .executableTarget(
      name: "news-split",
      dependencies: ["ReducerRouting", "TerminalNavigation"],
      path: "Examples/news-split"
    ),
    // A small meetings app: shared state in a JSON file, dependencies, an alert, a sheet that
    // closes itself, and a timer that stops when its screen leaves.
    .executableTarget(
      name: "meetings",
      dependencies: ["ReducerRouting", "TerminalNavigation"],
      path: "Examples/meetings"
    ),
    .executableTarget(
      name: "reducer-benchmarks",
      dependencies: ["ReducerRouting", "ReducerTesting"],
      path: "Benchmarks/reducer-benchmarks"
    ),
    .testTarget(
      name: "ExamplesTests",
      dependencies: [
        "counter", "color-list", "color-flow", "tabs", "news-split", "TerminalNavigation",
        "meetings", "ReducerTesting",
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
    // The SwiftUI adapter's own sources (through SwiftUIAdapterCheck), run against the
    // behavioural stand-ins by a fake SwiftUI host.
    .testTarget(
      name: "SwiftUIAdapterTests", dependencies: ["SwiftUIAdapterCheck", "ReducerTesting"]),
    .testTarget(name: "ReducerTestingTests", dependencies: ["ReducerTesting", "ReducerRouting"]),
    // The UIKit adapter's own sources (and the UIKit example), run against the behavioural
    // fakes of UIKitAdapterCheck: refused presentations, transitions in flight, swipes back.
    .testTarget(name: "UIKitAdapterTests", dependencies: ["UIKitAdapterCheck", "ReducerTesting"]),
  ],
  swiftLanguageModes: [.v6]
)
