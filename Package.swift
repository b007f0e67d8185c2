// swift-tools-version: 6.2.3

import CompilerPluginSupport
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  // Every unsafe construct is a diagnostic unless it is marked `unsafe` where it stands.
  .strictMemorySafety(),
]

// `WayfinderMacros` needs swift-syntax, which only an app that uses the macro builds. A build that
// needs none of it (the sanitizer's) sets WAYFINDER_WITHOUT_MACROS and leaves it out.
// The sample app declares its links with `LinkTableBuilder`, so the demo builds without
// swift-syntax (`swift run wayfinder-demo` in a minute from a fresh clone); the macros' tests
// check that `@Links` declares the same table.
let withMacros = Context.environment["WAYFINDER_WITHOUT_MACROS"] == nil
// A build that runs only some of the core's tests (the sanitizer's, in CI) names their files and
// the files they use in WAYFINDER_CORE_TEST_FILES, separated by spaces: WayfinderTests is built
// from those alone, since compiling all of it is most of that build. A file left out that a
// listed one uses fails the build, by name.
let coreTestFiles = Context.environment["WAYFINDER_CORE_TEST_FILES"].map {
  $0.split(separator: " ").map(String.init)
}

let package = Package(
  name: "Wayfinder",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  products: [
    .library(name: "Wayfinder", targets: ["Wayfinder"]),
    .library(name: "WayfinderTesting", targets: ["WayfinderTesting"]),
    // Windows: a window's launch (links, saved state, the start it was opened with) and what it
    // saves. Re-exported by WayfinderSwiftUI and WayfinderUIKit, which hand windows over.
    .library(name: "WayfinderScenes", targets: ["WayfinderScenes"]),
    // Flows: a sequence of screens (an onboarding, a checkout) run step by step over the
    // navigator, found again from the state after a relaunch.
    .library(name: "WayfinderFlows", targets: ["WayfinderFlows"]),
    .library(name: "WayfinderSwiftUI", targets: ["WayfinderSwiftUI"]),
    .library(name: "WayfinderUIKit", targets: ["WayfinderUIKit"]),
    // Events to swift-log or os.Logger, plan steps as signposts: apart, so the core keeps no
    // dependency.
    .library(name: "WayfinderLogging", targets: ["WayfinderLogging"]),
    // Recorded traces, their replay, their page and the inspector's timeline: apart, so the
    // core keeps only events.
    .library(name: "WayfinderTraces", targets: ["WayfinderTraces"]),
  ]
    // Routes declared once: `@Links` writes a route enum's link table from its cases.
    + (withMacros ? [.library(name: "WayfinderMacros", targets: ["WayfinderMacros"])] : []),
  dependencies: [
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
  ]
    + (withMacros
      ? [
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
      ] : []),
  targets: [
    .target(name: "Wayfinder", swiftSettings: strict),
    .target(name: "WayfinderTraces", dependencies: ["Wayfinder"], swiftSettings: strict),
    .target(name: "WayfinderScenes", dependencies: ["Wayfinder"], swiftSettings: strict),
    .target(name: "WayfinderFlows", dependencies: ["Wayfinder"], swiftSettings: strict),
    .target(
      name: "WayfinderTesting", dependencies: ["Wayfinder", "WayfinderTraces"],
      swiftSettings: strict),
    .target(
      name: "WayfinderSwiftUI", dependencies: ["Wayfinder", "WayfinderScenes", "WayfinderTraces"],
      swiftSettings: strict),
    .target(
      name: "WayfinderUIKit", dependencies: ["Wayfinder", "WayfinderScenes", "WayfinderSwiftUI"],
      swiftSettings: strict),
    .target(
      name: "WayfinderLogging",
      dependencies: ["Wayfinder", .product(name: "Logging", package: "swift-log")],
      swiftSettings: strict),
    .testTarget(
      name: "WayfinderTests",
      dependencies: [
        "Wayfinder", "WayfinderFlows", "WayfinderScenes", "WayfinderTraces",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"],
      sources: coreTestFiles,
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderTestingTests",
      dependencies: [
        "Wayfinder", "WayfinderSample", "WayfinderScenes", "WayfinderTesting", "WayfinderTraces",
      ],
      swiftSettings: strict
    ),
    // Wayfinder Shop, the sample app: its routes, links (declared with `LinkTableBuilder`, no
    // macros) and routers, and its terminal host: a target, not a product, for the demo, the
    // tests and Examples/ (which builds the same folder as its own target).
    .target(
      name: "WayfinderSample",
      dependencies: ["Wayfinder", "WayfinderFlows", "WayfinderScenes", "WayfinderTraces"],
      swiftSettings: strict),
    // `swift run wayfinder-demo`: SwiftPM makes an executable product of a root package's
    // executable target, named as the target is.
    .executableTarget(
      name: "wayfinder-demo", dependencies: ["Wayfinder", "WayfinderSample"],
      path: "Sources/WayfinderDemo", swiftSettings: strict),
    .testTarget(
      name: "WayfinderSampleTests",
      dependencies: [
        "Wayfinder", "WayfinderSample", "WayfinderScenes", "WayfinderTesting", "WayfinderTraces",
      ],
      exclude: ["Snapshots"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WayfinderLoggingTests",
      dependencies: [
        "Wayfinder", "WayfinderLogging", .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
  ]
    + (withMacros
      ? [
        .macro(
          name: "WayfinderMacrosPlugin",
          dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
            .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
          ],
          swiftSettings: strict),
        .target(
          name: "WayfinderMacros", dependencies: ["Wayfinder", "WayfinderMacrosPlugin"],
          swiftSettings: strict),
        .testTarget(
          name: "WayfinderMacrosTests",
          dependencies: [
            "Wayfinder", "WayfinderMacros", "WayfinderMacrosPlugin", "WayfinderSample",
            "WayfinderScenes",
            .product(name: "MacroTesting", package: "swift-macro-testing"),
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
          ],
          swiftSettings: strict),
      ] : []),
  swiftLanguageModes: [.v6]
)
