import BenchSupport
import Benchmark
import RoutingKit
import Wayfinder

/// What an app pays before its first frame: the link table built beside RoutingKit building the
/// same patterns from strings (200, 1,000 and 10,000 patterns), and the launch itself, a
/// 200-pattern table plus the restoration of a 30-entry state, and the same launch with the
/// patterns declared with `@Links` (the table the macro compiled). Each build runs until it
/// has built a million patterns (100 times at 10,000 patterns, 5,000 times at 200) or for five
/// seconds; `scripts/bench` compares the best of each pair within the run. The launch in a fresh
/// process (the cold case) is `scripts/bench`'s `launch cold` line, from `WayfinderProfile`.
func registerLaunchBenchmarks(smoke: Bool) {
  for patterns in buildPatternCounts {
    // In microseconds at every size, so that the 10,000-pattern builds (milliseconds) are not
    // rounded to whole milliseconds before their ratio is taken; about a second of builds
    // (1,000,000 patterns in all), so that the best of each is not the best of a moment in
    // which the machine happened to run slow.
    let builds = Benchmark.Configuration(
      metrics: [.wallClock, .instructions, .mallocCountTotal], timeUnits: .microseconds,
      warmupIterations: smoke ? 0 : 2,
      scalingFactor: .one, maxDuration: smoke ? .milliseconds(50) : .seconds(5),
      maxIterations: smoke ? 3 : max(20, 1_000_000 / patterns))
    let resources = patterns / 5
    Benchmark("link build \(patterns)", configuration: builds) { benchmark in
      for _ in benchmark.scaledIterations { blackHole(linkTable(resources: resources)) }
    }
    Benchmark("RoutingKit build \(patterns)", configuration: builds) { benchmark in
      for _ in benchmark.scaledIterations {
        blackHole(RouterBox(routingKitRouterFromStrings(resources: resources)))
      }
    }
  }
  let launch = LaunchCase(entries: 30)
  precondition(launch.run() == 200 + launch.entries, "the launch restores its state")
  Benchmark(
    "launch 200+30",
    configuration: .init(
      metrics: [.wallClock, .instructions, .mallocCountTotal], warmupIterations: smoke ? 0 : 10,
      scalingFactor: .one, maxDuration: smoke ? .milliseconds(50) : .seconds(2),
      maxIterations: smoke ? 5 : 500)
  ) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(launch.run()) }
  }
  precondition(launch.runDeclared() == 200 + launch.entries, "the declared table has 200 links")
  Benchmark(
    "launch macro 200+30",
    configuration: .init(
      metrics: [.wallClock, .instructions, .mallocCountTotal], warmupIterations: smoke ? 0 : 10,
      scalingFactor: .one, maxDuration: smoke ? .milliseconds(50) : .seconds(2),
      maxIterations: smoke ? 5 : 500)
  ) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(launch.runDeclared()) }
  }
}
