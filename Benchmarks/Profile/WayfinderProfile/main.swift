// A small program for instruction counts under `valgrind --tool=callgrind`
// (`scripts/profile`): runs one operation a given number of times, so that the difference
// between two counts divided by the difference in iterations is the cost of one operation,
// free of start-up cost and of the machine's noise.
//
//   wayfinder-profile 'navigator push+pop' 1000
//   wayfinder-profile memory 1   # heap bytes retained by states, printed as a table
//   wayfinder-profile 'launch cold' 1  # the first launch in this process, in microseconds

import BenchSupport
import CHeap
import Foundation
@_spi(Benchmarks) import Wayfinder
import WayfinderTraces

let arguments = CommandLine.arguments
guard arguments.count == 3, let iterations = Int(arguments[2]) else {
  FileHandle.standardError.write(Data("usage: wayfinder-profile OPERATION ITERATIONS\n".utf8))
  exit(2)
}
let operation = arguments[1]

/// Heap bytes retained by a 1,000-entry state, per pushed entry, by a navigator holding the
/// state, and by a plain `[Route]` of the same routes.
func memoryReport() -> Bool {
  func inUse() -> Int { Int(cheap_in_use()) }
  let routes = (1..<1_000).map { BenchRoute.item($0 % 50, id: $0, item: $0 * 7) }
  let before = inUse()
  var state = NavigationState(root: BenchRoute.home, pushed: routes)
  let built = inUse()
  for route in routes.prefix(500) { _ = try? state.push(route) }
  let grown = inUse()
  let plainBefore = inUse()
  var plain: [BenchRoute] = []
  plain.reserveCapacity(routes.count)
  plain.append(contentsOf: routes)
  let plainAfter = inUse()
  let navigatorBefore = inUse()
  let navigator = MainActor.assumeIsolated { Navigator(state) }
  let navigatorAfter = inUse()
  print("| measure | bytes |")
  print("|---|---:|")
  print("| 1,000-entry state | \(built - before) |")
  print("| per pushed entry (500 pushes) | \((grown - built) / 500) |")
  print("| navigator holding it (beyond the state) | \(navigatorAfter - navigatorBefore) |")
  print("| [Route] of the same 999 routes | \(plainAfter - plainBefore) |")
  print("| MemoryLayout<Entry<Route>>.stride | \(MemoryLayout<Entry<BenchRoute>>.stride) |")
  withExtendedLifetime((state, navigator)) {}
  return built > before && plain.count == routes.count
}

@MainActor func run() -> Bool {
  if operation == "memory" { return memoryReport() }
  let pairs = navigatorPairs()
  if operation == "navigator push+pop recorded",
    let pair = pairs.first(where: { $0.name == "push+pop" })
  {
    // The same push and pop with a trace recorder attached (a record per event, bounded).
    let count = EventCount()
    let navigator = benchNavigator(count)
    let recorder = TraceRecorder(navigator, limit: 1_000)
    for i in 0..<iterations { pair.navigator(navigator, i) }
    return recorder.trace.records.count > 0 && count.value > 0
  }
  if let pair = pairs.first(where: { "navigator \($0.name)" == operation }) {
    let count = EventCount()
    let navigator = benchNavigator(count)
    for i in 0..<iterations { pair.navigator(navigator, i) }
    return count.value > 0
  }
  if let pair = pairs.first(where: { "router \($0.name)" == operation }) {
    let router = benchRouter()
    for i in 0..<iterations { pair.router(router, i) }
    return router.paths.count == 2
  }
  if let (_, old, new) = plannerCases().first(where: { $0.0 == operation }) {
    var steps = 0
    for _ in 0..<iterations {
      steps += PlannerBenchmark.swiftUISteps(from: old, to: new)
    }
    return steps > 0
  }
  if operation == "print state to url 10000" {
    let table = linkTable(resources: 2_000)
    let start = startState()
    let targets = paths(resources: 2_000, hits: true).compactMap {
      try? LinkBenchmark.target(table, "bench:/" + $0, base: start)
    }
    var printed = 0
    for i in 0..<iterations {
      printed += LinkBenchmark.url(table, for: targets[i % targets.count])?.count ?? 0
    }
    return printed > 0
  }
  if let launch = launchOperation(operation, iterations: iterations) { return launch }
  let restorer = StateRestorer(maximumEntries: 10_000)
  if operation == "restore encode 1000" {
    let state = bigState()
    var bytes = 0
    for _ in 0..<iterations { bytes += (try? restorer.encode(state).count) ?? 0 }
    return bytes > 0
  }
  if operation == "restore decode 1000", let data = try? restorer.encode(bigState()) {
    var entries = 0
    for _ in 0..<iterations {
      entries += (try? restorer.decode(BenchRoute.self, from: data).state.entryCount) ?? 0
    }
    return entries > 0
  }
  FileHandle.standardError.write(Data("unknown operation \(operation)\n".utf8))
  return false
}

exit(MainActor.assumeIsolated { run() } ? 0 : 1)
