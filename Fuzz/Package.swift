// swift-tools-version: 6.2

// libFuzzer targets for Wayfinder's untrusted inputs: links, restoration data, traces and the link
// inbox's arrivals. Built with
// `-sanitize=fuzzer` by `scripts/fuzz`; kept out of the main package so its build is untouched.

import PackageDescription

let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "WayfinderFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "Wayfinder", path: "..")],
  targets: [
    .target(
      name: "FuzzSupport", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")]),
    .executableTarget(
      name: "FuzzLinks", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")],
      swiftSettings: fuzzer),
    .executableTarget(
      name: "FuzzRestoration", dependencies: ["FuzzSupport"],
      swiftSettings: fuzzer),
    .executableTarget(
      name: "FuzzTraces",
      dependencies: [
        "FuzzSupport", .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderTraces", package: "Wayfinder"),
      ],
      swiftSettings: fuzzer),
    .executableTarget(
      name: "FuzzLinkInbox",
      dependencies: [
        "FuzzSupport", .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderScenes", package: "Wayfinder"),
      ],
      swiftSettings: fuzzer),
    .executableTarget(
      name: "FuzzRestorationPayload",
      dependencies: ["FuzzSupport", .product(name: "Wayfinder", package: "Wayfinder")],
      swiftSettings: fuzzer),
  ],
  swiftLanguageModes: [.v6]
)
