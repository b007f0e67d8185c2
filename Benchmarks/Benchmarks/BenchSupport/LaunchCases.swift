import Foundation
package import RoutingKit
@_spi(Benchmarks) package import Wayfinder

/// The pattern counts of the table-build benchmarks: 200, 1,000 and 10,000 patterns (five per
/// resource).
package let buildPatternCounts = [200, 1_000, 10_000]

/// The same patterns as ``linkTable(resources:)`` built with Vapor's RoutingKit the way an app
/// declares them, from strings (`"/res1/:id".pathComponents`); the output is the pattern's
/// (resource, shape).
package func routingKitRouterFromStrings(resources: Int) -> TrieRouter<(Int, Int)> {
  let router = TrieRouter<(Int, Int)>()
  for k in 0..<resources {
    router.register((k, 0), at: "/res\(k)".pathComponents)
    router.register((k, 1), at: "/res\(k)/new".pathComponents)
    router.register((k, 2), at: "/res\(k)/:id".pathComponents)
    router.register((k, 3), at: "/res\(k)/:id/edit".pathComponents)
    router.register((k, 4), at: "/res\(k)/:id/items/:item".pathComponents)
  }
  return router
}

/// What an app does before its first frame, as far as Wayfinder is concerned: build its link
/// table and restore the state saved at the last quit.
package struct LaunchCase: Sendable {
  /// The saved state's bytes.
  package let saved: Data
  /// The number of entries in the saved state.
  package let entries: Int
  /// The restorer the app uses.
  package let restorer: StateRestorer
  /// The same state's bytes with the routes of ``BenchLinks``, which `@Links` declared: the
  /// state the app whose table the macro compiled saved.
  package let savedDeclared: Data

  /// A launch with a 200-pattern table and a saved state of `entries` entries.
  package init(entries: Int = 30) {
    restorer = StateRestorer()
    let state = randomState(from: startState(), entries: entries, seed: 7)
    self.entries = state.entryCount
    saved = (try? restorer.encode(state)) ?? Data()
    // Checked once here, so that each launch counts the restored state's entries for nothing.
    let restored = try? restorer.decode(BenchRoute.self, from: saved)
    precondition(restored?.state.entryCount == self.entries, "the saved state restores whole")
    // The same commands with the same resources' routes of `BenchLinks`, found by their links.
    let table = BenchLinks.compiledLinkTable(schemes: ["bench"], hosts: ["bench.example"])
    func route(_ path: String) -> BenchLinks {
      guard case .success(let route) = LinkBenchmark.route(table, "bench:/" + path) else {
        fatalError("no BenchLinks route at \(path)")
      }
      return route
    }
    let declared = randomState(
      from: NavigationState(tabs: ["a": .home, "b": .home], selection: "a"), entries: entries,
      seed: 7, show: { route("/res\($0 % 40)/\($0)") }, new: { route("/res\($0 % 40)/new") })
    savedDeclared = (try? restorer.encode(declared)) ?? Data()
    let declaredRestored = try? restorer.decode(BenchLinks.self, from: savedDeclared)
    precondition(declaredRestored?.state == declared, "the declared state restores whole")
    precondition(declared.entryCount == self.entries, "the declared state has as many entries")
  }

  /// Builds the 200-pattern table and restores the saved state; returns the table's link
  /// count plus the saved state's entry count when it was restored, so that neither can be
  /// optimised away (the restored state's entries are counted once, by `init`).
  package func run() -> Int {
    let table = linkTable(resources: 40)
    let restored = try? restorer.decode(BenchRoute.self, from: saved)
    return LinkBenchmark.count(table) + (restored == nil ? 0 : entries)
  }

  /// The same launch with the same 200 patterns declared with `@Links` (``BenchLinks``), whose
  /// table the macro compiled (`compiledLinkTable(schemes:hosts:)`), restoring the same state
  /// with `BenchLinks` routes, which the macro's `_CompactRoute` reads.
  package func runDeclared() -> Int {
    let table = BenchLinks.compiledLinkTable(schemes: ["bench"], hosts: ["bench.example"])
    let restored = try? restorer.decode(BenchLinks.self, from: savedDeclared)
    return LinkBenchmark.count(table) + (restored == nil ? 0 : entries)
  }

  /// The same launch with the table of ``BenchLinks`` made by the builder, as the macro's
  /// `linkTable(schemes:hosts:)` makes it: each pattern parsed at launch.
  package func runDeclaredWithBuilder() -> Int {
    let table = try? BenchLinks.linkTable(schemes: ["bench"], hosts: ["bench.example"])
    let restored = try? restorer.decode(BenchLinks.self, from: savedDeclared)
    return (table.map(LinkBenchmark.count) ?? 0) + (restored == nil ? 0 : entries)
  }
}
