import BenchSupport
import Foundation
import Wayfinder

/// Runs a launch operation `iterations` times; `nil` when `operation` is not one of them:
///
/// - `link build per pattern`: builds one table of `iterations` patterns, so that the
///   difference between two counts divided by the difference in iterations is the cost of one
///   pattern, free of start-up cost;
/// - `RoutingKit build per pattern`: the same patterns built with RoutingKit from strings;
/// - `launch 200+30`: builds the 200-pattern table and restores a 30-entry state, `iterations`
///   times;
/// - `launch cold`: does that once, the first thing the process does, and prints how long it
///   took in microseconds (`scripts/bench` runs it in fresh processes and keeps the best).
func launchOperation(_ operation: String, iterations: Int) -> Bool? {
  switch operation {
  case "link build per pattern":
    return linkTable(resources: iterations / 5).patterns.count == iterations / 5 * 5
  case "RoutingKit build per pattern":
    return withExtendedLifetime(routingKitRouterFromStrings(resources: iterations / 5)) { true }
  case "launch 200+30":
    let launch = LaunchCase(entries: 30)
    var total = 0
    for _ in 0..<iterations { total += launch.run() }
    return total == iterations * (200 + launch.entries)
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
