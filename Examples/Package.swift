// swift-tools-version: 6.2

// The examples as targets of their own, so that the Apple workflow can build each for an iOS
// simulator with `xcodebuild -scheme NAME`. Each is the source of an app target; here it is
// compiled as a library (an app bundle needs an Xcode project: see Examples/README.md).
//
// The sample app (`WayfinderSample`) is a target of the Wayfinder package, not a product, so
// apps never see it; the examples that show it build the same folder as a target of their own
// (`WayfinderSample` here is a link to `Sources/WayfinderSample`), and offer it as a product for
// an Xcode project.
import PackageDescription

let examples: [(name: String, products: [String], sample: Bool)] = [
  ("Coordinator", ["WayfinderSwiftUI", "WayfinderUIKit"], false),
  ("DeviceProbes", ["WayfinderSwiftUI", "WayfinderUIKit"], false),
  ("MailSwiftUI", ["WayfinderSwiftUI"], true),
  ("MailUIKit", ["WayfinderUIKit"], true),
  ("Music", ["WayfinderSwiftUI", "WayfinderUIKit"], false),
  ("Onboarding", ["WayfinderSwiftUI", "WayfinderFlows"], false),
  ("OutsideLinks", ["WayfinderSwiftUI", "WayfinderUIKit", "WayfinderMacros"], false),
  ("RouterView", ["WayfinderSwiftUI"], false),
  ("SampleApp", ["WayfinderSwiftUI"], true),
  ("SheetsAndLinks", ["WayfinderSwiftUI", "WayfinderMacros"], false),
  ("TabRouters", ["WayfinderSwiftUI"], false),
  ("UIKitRouter", ["WayfinderUIKit"], false),
  ("UITestLaunch", ["WayfinderSwiftUI"], false),
]

/// A folder's files that belong to another target: a UI test target's, built by Xcode alone.
let elsewhere = ["UITestLaunch": ["UITests"]]

let package = Package(
  name: "WayfinderExamples",
  platforms: [.iOS(.v17)],
  products: examples.map { .library(name: $0.name, targets: [$0.name]) } + [
    .library(name: "WayfinderSample", targets: ["WayfinderSample"])
  ],
  dependencies: [.package(name: "Wayfinder", path: "..")],
  targets: examples.map { example in
    .target(
      name: example.name,
      dependencies: example.products.map { .product(name: $0, package: "Wayfinder") }
        + (example.sample ? ["WayfinderSample"] : []),
      path: example.name,
      exclude: elsewhere[example.name] ?? []
    )
  } + [
    .target(
      name: "WayfinderSample",
      dependencies: [
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderFlows", package: "Wayfinder"),
        .product(name: "WayfinderScenes", package: "Wayfinder"),
        .product(name: "WayfinderTraces", package: "Wayfinder"),
      ],
      path: "WayfinderSample"
    )
  ],
  swiftLanguageModes: [.v6]
)
