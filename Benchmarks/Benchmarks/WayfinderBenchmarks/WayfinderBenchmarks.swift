import BenchSupport
import Benchmark
import Foundation
import RoutingKit
@_spi(Benchmarks) import Wayfinder

// Sizes and durations: `WAYFINDER_BENCH_SMOKE=1` runs every benchmark briefly at small sizes
// (for CI); otherwise the full sizes the README quotes.
let smoke = ProcessInfo.processInfo.environment["WAYFINDER_BENCH_SMOKE"] != nil
let resourceCounts = smoke ? [2, 20] : [2, 20, 200, 2_000]  // × 5 patterns each

let tables = Dictionary(uniqueKeysWithValues: resourceCounts.map { ($0, linkTable(resources: $0)) })
let routers = resourceCounts.map { ($0, RouterBox(routingKitRouter(resources: $0))) }

/// RoutingKit's router is a class without a `Sendable` conformance; the benchmarks only read
/// it after it is built, one benchmark at a time.
final class RouterBox: @unchecked Sendable {
  let router: TrieRouter<(Int, Int)>
  init(_ router: TrieRouter<(Int, Int)>) { self.router = router }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .instructions, .mallocCountTotal],
    warmupIterations: smoke ? 0 : 10,
    scalingFactor: .kilo,
    maxDuration: smoke ? .milliseconds(50) : .seconds(2),
    maxIterations: smoke ? 5 : 2_000)

  for resources in resourceCounts {
    let patterns = resources * 5
    guard let table = tables[resources],
      let router = routers.first(where: { $0.0 == resources })?.1.router
    else { continue }
    for hits in [true, false] {
      let kind = hits ? "hit" : "miss"
      let links = paths(resources: resources, hits: hits).map { "bench:/" + $0 }
      let plain = paths(resources: resources, hits: hits)
      Benchmark("link resolve \(kind) \(patterns)") { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
          blackHole(LinkBenchmark.route(table, links[index]))
          index = index == links.count - 1 ? 0 : index + 1
        }
      }
      let box = RouterBox(router)
      Benchmark("RoutingKit resolve \(kind) \(patterns)") { benchmark in
        var index = 0
        for _ in benchmark.scaledIterations {
          blackHole(routeWithRoutingKit(box.router, plain[index]))
          index = index == plain.count - 1 ? 0 : index + 1
        }
      }
    }
  }

  let largest = resourceCounts.last ?? 2
  let bigTable = tables[largest]!
  let start = startState()
  let stateLinks = paths(resources: largest, hits: true).map { "bench:/" + $0 }

  Benchmark("link to full state \(largest * 5)") { benchmark in
    var index = 0
    for _ in benchmark.scaledIterations {
      blackHole(try? LinkBenchmark.target(bigTable, stateLinks[index], base: start))
      index = index == stateLinks.count - 1 ? 0 : index + 1
    }
  }

  let targets = stateLinks.compactMap { try? LinkBenchmark.target(bigTable, $0, base: start) }
  Benchmark("print state to url \(largest * 5)") { benchmark in
    var index = 0
    for _ in benchmark.scaledIterations {
      blackHole(LinkBenchmark.url(bigTable, for: targets[index]))
      index = index == targets.count - 1 ? 0 : index + 1
    }
  }

  Benchmark("push+pop value") { benchmark in
    var state = NavigationState(root: BenchRoute.home, pushed: (0..<9).map { .index($0) })
    for _ in benchmark.scaledIterations {
      _ = try? state.push(.show(1, id: 2))
      _ = try? state.pop()
    }
    blackHole(state)
  }

  registerNavigatorBenchmarks()

  for entries in [10, 100] {
    let pairs = (0..<64).map { seed -> (NavigationState<BenchRoute>, NavigationState<BenchRoute>) in
      let old = randomState(from: start, entries: entries, seed: UInt64(seed))
      let new = randomState(from: old, entries: entries + entries / 2, seed: UInt64(seed) + 1_000)
      return (old, new)
    }
    Benchmark("plan random \(entries)") { benchmark in
      for iteration in benchmark.scaledIterations {
        let (old, new) = pairs[iteration % pairs.count]
        blackHole(PlannerBenchmark.swiftUISteps(from: old, to: new))
      }
    }
  }
  registerPlannerBenchmarks()
  registerRestorationBenchmarks()
  registerLaunchBenchmarks(smoke: smoke)
}
