// swift-tools-version: 6.0
// An app playground: open this folder in Xcode 26 or later, pick an iPhone, an iPad or a
// simulator, and Run. It shows the colour list (Examples/color-list-ui/SwiftUI) and the tabs
// example's tabs in one tab bar, opens `routingreducer://` links, and restores each scene's
// navigation. See Examples/color-list-ui/README.md.
//
// 6.0: the manifest form Xcode 26's app playgrounds are written in (the Swift 6 language mode).
// The package it depends on declares tools 6.2, newer than this manifest: a dependency may, as
// long as the toolchain reads it, and Xcode 26's does.
//
// Not built on Linux: `AppleProductTypes` ships with Xcode only. The app's sources are
// type-checked there against stand-in SwiftUI declarations (Checks/SwiftUIAdapterCheck).
import AppleProductTypes
import PackageDescription

let package = Package(
  name: "ColorList",
  platforms: [.iOS(.v17)],
  products: [
    .iOSApplication(
      name: "ColorList",
      targets: ["AppModule"],
      // On a device, choose your team in the target's Signing & Capabilities (Xcode writes it
      // here); change the identifier if Xcode says it is taken.
      bundleIdentifier: "com.example.routingreducer.colorlist",
      teamIdentifier: "",
      displayVersion: "1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .paintbrush),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ],
      // The URL type of the app's links (`routingreducer://list/red/settings?modal=info`),
      // which the product's settings have no parameter for.
      additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
    )
  ],
  dependencies: [
    // This repository, two folders up. A path dependency is named after its folder (a clone
    // may be `RoutingReducer`, `routing-reducer`, `main`, ...): `name:` gives it the package's
    // own name, so that the products below resolve whatever the folder is called.
    .package(name: "RoutingReducer", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [
        .product(name: "ReducerSwiftUI", package: "RoutingReducer"),
        .product(name: "ReducerRouting", package: "RoutingReducer"),
      ],
      // App/ is the playground's own code; Shared/ links to the example reducers and views
      // (Examples/color-list, Examples/tabs, Examples/color-list-ui/SwiftUI), so that the code
      // exists once; Main/ holds `@main`.
      path: "Sources"
    )
  ],
  swiftLanguageModes: [.v6]
)
