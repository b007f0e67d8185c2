// swift-tools-version: 6.2

// Benchmarks for Wayfinder, in a package of their own so that apps depending on Wayfinder never
// resolve the benchmark harness. Run them with `scripts/bench` from the repository root.

import PackageDescription

let package = Package(
  name: "WayfinderBenchmarks",
  platforms: [.macOS(.v14), .iOS(.v17)],
  dependencies: [
    .package(name: "Wayfinder", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1",
      traits: ["MallocInterposer"]),
    .package(url: "https://github.com/vapor/routing-kit.git", from: "4.9.3"),
  ],
  targets: [
    // DWARF 4, which the valgrind of `scripts/profile` reads.
    .target(name: "CHeap", path: "Benchmarks/CHeap", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
    .target(
      name: "BenchSupport",
      dependencies: [
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderMacros", package: "Wayfinder"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ],
      path: "Benchmarks/BenchSupport"
    ),
    .executableTarget(
      name: "WayfinderProfile",
      dependencies: [
        "BenchSupport", "CHeap", .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "WayfinderTraces", package: "Wayfinder"),
      ],
      path: "Profile/WayfinderProfile"
    ),
    .executableTarget(
      name: "WayfinderBenchmarks",
      dependencies: [
        "BenchSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Wayfinder", package: "Wayfinder"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ],
      path: "Benchmarks/WayfinderBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
