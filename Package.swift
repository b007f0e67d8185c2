// swift-tools-version: 6.2.3

import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "Wayfinder",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
    .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
    // Events to swift-log or os.Logger, plan steps as signposts: apart, so the core keeps no
    // dependency.
    .library(name: "WayfinderLogging", targets: ["WayfinderLogging"]),
    // The sample app's routes, links and routers, for Examples/SampleApp and the demo.
    .library(name: "WayfinderSample", targets: ["WayfinderSample"]),
    .executable(name: "wayfinder-demo", targets: ["WayfinderDemo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // `swift package generate-documentation`: the DocC catalogs, built in CI.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ],
  targets: [
    .target(name: "Wayfinder", swiftSettings: strict),
    .target(name: "WayfinderTesting", dependencies: ["Wayfinder"], swiftSettings: strict),
    .target(name: "WayfinderSwiftUI", dependencies: ["Wayfinder"], swiftSettings: strict),
    .target(
      name: "WayfinderUIKit", dependencies: ["Wayfinder", "WayfinderSwiftUI"], swiftSettings: strict
    ),
    .target(
      name: "WayfinderLogging",
      dependencies: ["Wayfinder", .product(name: "Logging", package: "swift-log")],
      swiftSettings: strict),
    .target(name: "WayfinderSample", dependencies: ["Wayfinder"], swiftSettings: strict),
    .executableTarget(
      name: "WayfinderDemo", dependencies: ["Wayfinder", "WayfinderSample"], swiftSettings: strict),
    .testTarget(
      name: "WayfinderTests",
      dependencies: [
        "Wayfinder",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderTestingTests",
      dependencies: ["Wayfinder", "WayfinderTesting", "WayfinderSample"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderLoggingTests",
      dependencies: [
        "Wayfinder", "WayfinderLogging", .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderSampleTests",
      dependencies: ["Wayfinder", "WayfinderSample", "WayfinderTesting"],
      exclude: ["Snapshots"],
      swiftSettings: strict
    ),
  ],
  swiftLanguageModes: [.v6]
)
