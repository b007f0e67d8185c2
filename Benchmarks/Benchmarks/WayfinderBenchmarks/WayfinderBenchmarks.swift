import Benchmark
import Foundation
import RoutingKit
import Wayfinder

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
          blackHole(table.match(links[index]))
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
      blackHole(try? bigTable.target(for: stateLinks[index], base: start))
      index = index == stateLinks.count - 1 ? 0 : index + 1
    }
  }

  let targets = stateLinks.compactMap { try? bigTable.target(for: $0, base: start) }
  Benchmark("print state to url \(largest * 5)") { benchmark in
    var index = 0
    for _ in benchmark.scaledIterations {
      blackHole(bigTable.url(for: targets[index]))
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

  Benchmark("push+pop navigator") { benchmark async in
    let iterations = benchmark.scaledIterations
    await MainActor.run {
      let navigator = Navigator(
        NavigationState(root: BenchRoute.home, pushed: (0..<9).map { .index($0) }))
      for _ in iterations {
        try? navigator.push(.show(1, id: 2))
        try? navigator.pop()
      }
      blackHole(navigator)
    }
  }

  for entries in [10, 100] {
    let pairs = (0..<64).map { seed -> (NavigationState<BenchRoute>, NavigationState<BenchRoute>) in
      let old = randomState(from: start, entries: entries, seed: UInt64(seed))
      let new = randomState(from: old, entries: entries + entries / 2, seed: UInt64(seed) + 1_000)
      return (old, new)
    }
    Benchmark("plan random \(entries)", configuration: .init(scalingFactor: .one)) { benchmark in
      for iteration in benchmark.scaledIterations {
        let (old, new) = pairs[iteration % pairs.count]
        blackHole(NavigationPlanner.plan(from: old, to: new, capabilities: .swiftUI))
      }
    }
  }

  var big = NavigationState(root: BenchRoute.home)
  _ = try? big.push(contentsOf: (1..<1_000).map { BenchRoute.item($0 % 50, id: $0, item: $0 * 7) })
  let restorer = StateRestorer(maximumEntries: 10_000)
  let encoded = (try? restorer.encode(big)) ?? Data()
  Benchmark("restore encode 1000", configuration: .init(scalingFactor: .one)) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(try? restorer.encode(big)) }
  }
  Benchmark("restore decode 1000", configuration: .init(scalingFactor: .one)) { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(try? restorer.decode(BenchRoute.self, from: encoded))
    }
  }
  Benchmark(
    "restore bytes 1000",
    configuration: .init(
      metrics: [.custom("wayfinder bytes"), .custom("NavigationPath bytes")],
      scalingFactor: .one, maxIterations: 1)
  ) { benchmark in
    benchmark.measurement(.custom("wayfinder bytes"), encoded.count)
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
