// swift-tools-version: 6.2

// The examples as targets of their own, so that the Apple workflow can build each for an iOS
// simulator with `xcodebuild -scheme NAME`. Each is the source of an app target; here it is
// compiled as a library (an app bundle needs an Xcode project: see Examples/README.md).
import PackageDescription

let examples: [(name: String, products: [String])] = [
  ("Coordinator", ["WayfinderSwiftUI", "WayfinderUIKit"]),
  ("DeviceProbes", ["WayfinderSwiftUI", "WayfinderUIKit"]),
  ("MailSwiftUI", ["WayfinderSwiftUI", "WayfinderSample"]),
  ("MailUIKit", ["WayfinderUIKit", "WayfinderSample"]),
  ("Onboarding", ["WayfinderSwiftUI"]),
  ("RouterView", ["WayfinderSwiftUI"]),
  ("SampleApp", ["WayfinderSwiftUI", "WayfinderSample"]),
  ("SheetsAndLinks", ["WayfinderSwiftUI"]),
  ("TabRouters", ["WayfinderSwiftUI"]),
  ("UIKitRouter", ["WayfinderUIKit"]),
]

let package = Package(
  name: "WayfinderExamples",
  platforms: [.iOS(.v17)],
  products: examples.map { .library(name: $0.name, targets: [$0.name]) },
  dependencies: [.package(name: "Wayfinder", path: "..")],
  targets: examples.map { example in
    .target(
      name: example.name,
      dependencies: example.products.map { .product(name: $0, package: "Wayfinder") },
      path: example.name
    )
  },
  swiftLanguageModes: [.v6]
)
