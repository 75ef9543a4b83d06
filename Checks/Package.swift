// swift-tools-version: 6.2
// The UI adapters type-checked and run on Linux: a package of its own, so that `swift build` of
// RoutingReducer (what an app adds) builds no stand-in of SwiftUI or UIKit. `.ci/run` builds
// each target here with warnings as errors and runs the tests (`swift test --package-path
// Checks`); README.md in this folder says what each target compiles.
//
// 6.2, the platforms and the Swift 6 mode: as the package it checks (../Package.swift).
import PackageDescription

// The library's products the checks use (the adapters' sources are compiled here, not linked
// from ReducerSwiftUI and ReducerUIKit, which are empty on Linux).
let routing: Target.Dependency = .product(name: "ReducerRouting", package: "RoutingReducer")
let testing: Target.Dependency = .product(name: "ReducerTesting", package: "RoutingReducer")

// The adapters' sources are part of RoutingReducer and use its `package` declarations
// (`NavigationStackPlan`, `Diagnostics`, ...), so the targets that compile them are compiled as
// members of that package: with the `-package-name` SwiftPM gives the library's modules, its
// identity written as an identifier. A path dependency's identity is its folder's name,
// lowercased (`routingreducer` for a clone in RoutingReducer/, `routing_reducer` in
// routing-reducer/), so it is read from the folder above this one. The tests are members too
// (they read the plans and diagnostics the adapters act on, as they did in the root package);
// the app's files (the Swift 5 targets) keep this package's own name: they see the library's
// public API only, as an app does.
let libraryPackageName: String = {
  let folder = Context.packageDirectory.split(separator: "/").dropLast().last ?? ""
  // SwiftPM writes the identity as a C99 extended identifier: a character that cannot be in one
  // becomes `_`, and so does a leading digit (`9lives` is `_lives`). A letter outside ASCII is
  // kept (`ré-pkg` is `ré_pkg`): C99 allows the letters of most scripts.
  var scalars = folder.lowercased().unicodeScalars.map { scalar -> Unicode.Scalar in
    let isIdentifier =
      scalar == "_" || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      || (!scalar.isASCII && scalar.properties.isAlphabetic)
    return isIdentifier ? scalar : "_"
  }
  if let first = scalars.first, ("0"..."9").contains(first) { scalars[0] = "_" }
  return String(String.UnicodeScalarView(scalars))
}()
let adapterSettings: [SwiftSetting] = [
  .define("REDUCER_ADAPTER_CHECK"), .unsafeFlags(["-package-name", libraryPackageName]),
]

let package = Package(
  name: "RoutingReducerChecks",
  platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [
    // The library, one folder up. A path dependency is named after its folder (a clone may be
    // `RoutingReducer`, `routing-reducer`, `main`, ...): `name:` gives it the package's own
    // name, so that the products below resolve whatever the folder is called.
    .package(name: "RoutingReducer", path: "..")
  ],
  targets: [
    // The adapters' sources (a symbolic link), type-checked on Linux against stand-in
    // declarations of the SwiftUI and UIKit API they use. Only `.ci/run` builds them
    // (`swift build --package-path Checks --target SwiftUIAdapterCheck`); no product exposes
    // them. SwiftUIAdapterCheck also compiles the app playground's own sources (AppPlayground, a
    // link to Examples/ColorList.swiftpm/Sources/App): the playground is a package of its own,
    // whose manifest needs Xcode, and no target here has a path inside it.
    .target(
      name: "SwiftUIAdapterCheck",
      dependencies: [routing],
      path: "SwiftUIAdapterCheck",
      packageAccess: false,
      swiftSettings: adapterSettings
    ),
    // The SwiftUI adapter's platform branches (its `os(macOS)`, `os(tvOS)`, `os(watchOS)` code),
    // each type-checked against the stand-ins as that platform's SDK declares them: the same
    // sources (symbolic links to SwiftUIAdapterCheck), with REDUCER_CHECK_<PLATFORM> set, which
    // selects the adapter's branch and the stand-ins' availability (SwiftUIAdapterCheck is iOS).
    .target(
      name: "SwiftUIAdapterCheckMacOS",
      dependencies: [routing],
      path: "SwiftUIAdapterCheck-macOS",
      packageAccess: false,
      swiftSettings: adapterSettings + [.define("REDUCER_CHECK_MACOS")]
    ),
    .target(
      name: "SwiftUIAdapterCheckTvOS",
      dependencies: [routing],
      path: "SwiftUIAdapterCheck-tvOS",
      packageAccess: false,
      swiftSettings: adapterSettings + [.define("REDUCER_CHECK_TVOS")]
    ),
    .target(
      name: "SwiftUIAdapterCheckWatchOS",
      dependencies: [routing],
      path: "SwiftUIAdapterCheck-watchOS",
      packageAccess: false,
      swiftSettings: adapterSettings + [.define("REDUCER_CHECK_WATCHOS")]
    ),
    .target(
      name: "SwiftUIAdapterCheckVisionOS",
      dependencies: [routing],
      path: "SwiftUIAdapterCheck-visionOS",
      packageAccess: false,
      swiftSettings: adapterSettings + [.define("REDUCER_CHECK_VISIONOS")]
    ),
    // The UIKit adapter's sources and the UIKit example (symbolic links), compiled against
    // stand-ins of the UIKit API that behave as UIKit is documented to; UIKitAdapterTests runs them.
    .target(
      name: "UIKitAdapterCheck",
      dependencies: [routing],
      path: "UIKitAdapterCheck",
      packageAccess: false,
      swiftSettings: adapterSettings
    ),
    // What an app in the Swift 5 language mode writes with the adapters, type-checked as such an
    // app is built: the app's files (the usage checks, the UI example and the reducers they use,
    // symbolic links) in the Swift 5 mode, in a module of their own that imports the adapter,
    // which is built in the package's Swift 6 mode (the ...Library targets: the adapter's sources
    // and the stand-ins, symbolic links; REDUCER_CHECK_SWIFT5 makes the app's files import it).
    .target(
      name: "SwiftUIAdapterCheckLibrary",
      dependencies: [routing],
      path: "SwiftUIAdapterCheck-Library",
      packageAccess: false,
      swiftSettings: adapterSettings
    ),
    .target(
      name: "SwiftUIAdapterCheckSwift5",
      dependencies: ["SwiftUIAdapterCheckLibrary"],
      path: "SwiftUIAdapterCheck-Swift5",
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
      path: "SwiftUIAdapterCheck-Swift5Complete",
      swiftSettings: [
        .swiftLanguageMode(.v5), .unsafeFlags(["-strict-concurrency=complete"]),
        .define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_SWIFT5"),
      ]
    ),
    .target(
      name: "UIKitAdapterCheckLibrary",
      dependencies: [routing],
      path: "UIKitAdapterCheck-Library",
      packageAccess: false,
      swiftSettings: adapterSettings
    ),
    .target(
      name: "UIKitAdapterCheckSwift5",
      dependencies: ["UIKitAdapterCheckLibrary"],
      path: "UIKitAdapterCheck-Swift5",
      swiftSettings: [
        .swiftLanguageMode(.v5), .define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_SWIFT5"),
      ]
    ),
    .target(
      name: "UIKitAdapterCheckSwift5Complete",
      dependencies: ["UIKitAdapterCheckLibrary"],
      path: "UIKitAdapterCheck-Swift5Complete",
      swiftSettings: [
        .swiftLanguageMode(.v5), .unsafeFlags(["-strict-concurrency=complete"]),
        .define("REDUCER_ADAPTER_CHECK"), .define("REDUCER_CHECK_SWIFT5"),
      ]
    ),
    // The SwiftUI adapter's own sources (through SwiftUIAdapterCheck), run against the
    // behavioural stand-ins by a fake SwiftUI host.
    .testTarget(
      name: "SwiftUIAdapterTests", dependencies: ["SwiftUIAdapterCheck", testing],
      packageAccess: false,
      swiftSettings: adapterSettings),
    // The UIKit adapter's own sources (and the UIKit example), run against the behavioural
    // fakes of UIKitAdapterCheck: refused presentations, transitions in flight, swipes back.
    .testTarget(
      name: "UIKitAdapterTests", dependencies: ["UIKitAdapterCheck", testing], packageAccess: false,
      swiftSettings: adapterSettings),
  ],
  swiftLanguageModes: [.v6]
)
