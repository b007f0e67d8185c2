import BenchSupport
import Foundation
@_spi(Benchmarks) import Wayfinder

/// Runs a launch operation `iterations` times; `nil` when `operation` is not one of them:
///
/// - `link build per pattern`: builds one table of `iterations` patterns, so that the
///   difference between two counts divided by the difference in iterations is the cost of one
///   pattern, free of start-up cost;
/// - `RoutingKit build per pattern`: the same patterns built with RoutingKit from strings;
/// - `launch 200+30`: builds the 200-pattern table and restores a 30-entry state, `iterations`
///   times;
/// - `launch macro 200+30`: the same with the same patterns declared with `@Links`, whose table
///   the macro compiled (`compiledLinkTable(schemes:hosts:)`), and the same state saved with
///   that enum's routes; `launch macro linkTable 200+30` makes that enum's table with the
///   builder instead (the macro's `linkTable(schemes:hosts:)`);
/// - `table 200`, `table macro 200`, `restore 30`, `restore macro 30`: the launch's parts alone
///   (the builder's table made and freed, the macro's, the restoration of `BenchRoute`s, read
///   by `init(from:)`, and of `BenchLinks`, read by the `_CompactRoute` `@Links` wrote), without
///   the launch's checks;
/// - `resolve 200`, `resolve macro 200`: resolves one link to its route, on the builder's
///   200-pattern table and on the one `@Links` compiled (the same patterns), cycling through
///   1,000 links that match; `resolve miss 200`, `resolve miss macro 200`: links that do not;
/// - `table 10000`, `RoutingKit table 10000`: the 10,000-pattern table made and freed
///   `iterations` times, by the builder and by RoutingKit from strings, for `perf stat` and
///   `perf record`, which see the caches and page faults a build of that size meets;
/// - `table 200+print`, `table macro 200+print`: a table made and its first link printed, so
///   that the difference from `table 200` (`table macro 200`) is what the first print costs
///   (the print index, and for the compiled table its patterns, made then);
/// - `launch cold`: does that once, the first thing the process does, and prints how long it
///   took in microseconds (`scripts/bench` runs it in fresh processes and keeps the best).
func launchOperation(_ operation: String, iterations: Int) -> Bool? {
  switch operation {
  case "link build per pattern":
    return LinkBenchmark.count(linkTable(resources: iterations / 5)) == iterations / 5 * 5
  case "RoutingKit build per pattern":
    return withExtendedLifetime(routingKitRouterFromStrings(resources: iterations / 5)) { true }
  case "launch 200+30":
    let launch = LaunchCase(entries: 30)
    var total = 0
    for _ in 0..<iterations { total += launch.run() }
    return total == iterations * (200 + launch.entries)
  case "launch macro 200+30":
    let launch = LaunchCase(entries: 30)
    var total = 0
    for _ in 0..<iterations { total += launch.runDeclared() }
    return total == iterations * (200 + launch.entries)
  case "launch macro linkTable 200+30":
    let launch = LaunchCase(entries: 30)
    var total = 0
    for _ in 0..<iterations { total += launch.runDeclaredWithBuilder() }
    return total == iterations * (200 + launch.entries)
  case "table 10000":
    return makeEach(iterations) { linkTable(resources: 2000) }
  case "RoutingKit table 10000":
    return makeEach(iterations) { routingKitRouterFromStrings(resources: 2000) }
  case "table 200":
    return makeEach(iterations) { linkTable(resources: 40) }
  case "table macro 200":
    return makeEach(iterations) {
      BenchLinks.compiledLinkTable(schemes: ["bench"], hosts: ["bench.example"])
    }
  case "table 200+print":
    var printed = 0
    for _ in 0..<iterations {
      printed += LinkBenchmark.url(linkTable(resources: 40), for: .show(7, id: 3))?.count ?? 0
    }
    return printed > 0
  case "table macro 200+print":
    var printed = 0
    for _ in 0..<iterations {
      let table = BenchLinks.compiledLinkTable(schemes: ["bench"], hosts: ["bench.example"])
      printed += LinkBenchmark.url(table, for: .res7Show(id: 3))?.count ?? 0
    }
    return printed > 0
  case "restore 30":
    let launch = LaunchCase(entries: 30)
    var restored = 0
    for _ in 0..<iterations {
      restored += (try? launch.restorer.decode(BenchRoute.self, from: launch.saved)) == nil ? 0 : 1
    }
    return restored == iterations
  case "restore macro 30":
    let launch = LaunchCase(entries: 30)
    var restored = 0
    for _ in 0..<iterations {
      let state = try? launch.restorer.decode(BenchLinks.self, from: launch.savedDeclared)
      restored += state == nil ? 0 : 1
    }
    return restored == iterations
  case "resolve 200", "resolve miss 200":
    let table = linkTable(resources: 40)
    let links = paths(resources: 40, hits: operation == "resolve 200").map { "bench:/" + $0 }
    var resolved = 0
    for i in 0..<iterations {
      if case .success = LinkBenchmark.route(table, links[i % links.count]) { resolved += 1 }
    }
    return resolved == (operation == "resolve 200" ? iterations : 0)
  case "resolve macro 200", "resolve miss macro 200":
    let table = BenchLinks.compiledLinkTable(schemes: ["bench"], hosts: ["bench.example"])
    let hits = operation == "resolve macro 200"
    let links = paths(resources: 40, hits: hits).map { "bench:/" + $0 }
    var resolved = 0
    for i in 0..<iterations {
      if case .success = LinkBenchmark.route(table, links[i % links.count]) { resolved += 1 }
    }
    return resolved == (hits ? iterations : 0)
  case "launch cold":
    let launch = LaunchCase(entries: 30)
    let clock = ContinuousClock()
    let start = clock.now
    let result = launch.run()
    let elapsed = start.duration(to: clock.now)
    let (seconds, attoseconds) = elapsed.components
    print(seconds * 1_000_000 + attoseconds / 1_000_000_000_000)
    return result == 200 + launch.entries
  default:
    return nil
  }
}

/// Makes something `iterations` times, each freed before the next is made; `true` when every
/// one was made.
private func makeEach<Made>(_ iterations: Int, _ make: () -> Made) -> Bool {
  var made = 0
  for _ in 0..<iterations { made += withExtendedLifetime(make()) { 1 } }
  return made == iterations
}
