import BenchSupport
import Benchmark
import Foundation
@_spi(Benchmarks) import Wayfinder

/// The planner's cases: a single push, a single pop, and the 100-entry change (pop 50,
/// push 40, present a sheet).
func registerPlannerBenchmarks() {
  let cases = plannerCases()
  for (name, old, new) in cases {
    Benchmark(name) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(PlannerBenchmark.swiftUISteps(from: old, to: new))
      }
    }
  }
}

/// Restoration of 1,000 entries, next to Foundation's JSON coder on a plain `[Route]` of the
/// same size, and the bytes each takes.
func registerRestorationBenchmarks() {
  let big = bigState()
  let routes = big.activeStack.routes
  let restorer = StateRestorer(maximumEntries: 10_000)
  let encoded = (try? restorer.encode(big)) ?? Data()
  precondition((try? restorer.decode(BenchRoute.self, from: encoded).state) == big)
  let json = (try? JSONEncoder().encode(routes)) ?? Data()
  Benchmark("restore encode 1000", configuration: .init(scalingFactor: .one)) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? restorer.encode(big)) }
  }
  Benchmark("restore decode 1000", configuration: .init(scalingFactor: .one)) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? restorer.decode(BenchRoute.self, from: encoded))
    }
  }
  Benchmark("JSONEncoder [Route] 1000", configuration: .init(scalingFactor: .one)) { benchmark in
    let encoder = JSONEncoder()
    for _ in benchmark.scaledIterations { blackHole(try? encoder.encode(routes)) }
  }
  Benchmark("JSONDecoder [Route] 1000", configuration: .init(scalingFactor: .one)) { benchmark in
    let decoder = JSONDecoder()
    for _ in benchmark.scaledIterations {
      blackHole(try? decoder.decode([BenchRoute].self, from: json))
    }
  }
  Benchmark(
    "restore bytes 1000",
    configuration: .init(
      metrics: [
        .custom("wayfinder bytes"), .custom("JSON [Route] bytes"), .custom("NavigationPath bytes"),
      ],
      scalingFactor: .one, maxIterations: 1)
  ) { benchmark in
    benchmark.measurement(.custom("wayfinder bytes"), encoded.count)
    benchmark.measurement(.custom("JSON [Route] bytes"), json.count)
    benchmark.measurement(.custom("NavigationPath bytes"), navigationPathBytes(big))
  }
}

/// The size of the same path in SwiftUI's `NavigationPath.CodableRepresentation` format: a JSON
/// array holding, for each element (last first), its type's name and its JSON encoding as a
/// string. The type name is the one an app module would record.
func navigationPathBytes(_ state: NavigationState<BenchRoute>) -> Int {
  let encoder = JSONEncoder()
  var items: [String] = []
  for entry in state.activeStack.pushed.reversed() {
    items.append("MyApp.BenchRoute")
    let json = (try? encoder.encode(entry.route)).map { String(decoding: $0, as: UTF8.self) }
    items.append(json ?? "")
  }
  return (try? encoder.encode(items).count) ?? 0
}
