// swift-tools-version: 6.2

// libFuzzer targets for Wayfinder's untrusted inputs: links and restoration data. Built with
// `-sanitize=fuzzer` by `scripts/fuzz`; kept out of the main package so its build is untouched.

import PackageDescription

let fuzzer: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "WayfinderFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "Wayfinder", path: "..")],
  targets: [
    .executableTarget(
      name: "FuzzLinks", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")],
      swiftSettings: fuzzer),
    .executableTarget(
      name: "FuzzRestoration", dependencies: [.product(name: "Wayfinder", package: "Wayfinder")],
      swiftSettings: fuzzer),
    .executableTarget(
      name: "FuzzRestorationPayload",
      dependencies: [.product(name: "Wayfinder", package: "Wayfinder")], swiftSettings: fuzzer),
  ],
  swiftLanguageModes: [.v6]
)
