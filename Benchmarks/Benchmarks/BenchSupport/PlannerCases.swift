package import Wayfinder

/// The planner's cases: a single push and a single pop on a 100-entry stack, and the issue's
/// 100-entry change (pop 50, push 40, present a sheet), as (name, from, to).
package func plannerCases() -> [(String, NavigationState<BenchRoute>, NavigationState<BenchRoute>)]
{
  var hundred = NavigationState(root: BenchRoute.home)
  _ = try? hundred.push(contentsOf: (1..<100).map { .show($0, id: $0) })
  var changed = hundred
  _ = try? changed.pop(50)
  _ = try? changed.push(contentsOf: (0..<40).map { .item($0, id: $0, item: $0) })
  _ = try? changed.present(.new(1), as: .sheet(SheetStyle(detents: [.large])))
  var pushed = hundred
  _ = try? pushed.push(.new(2))
  return [
    ("plan push", hundred, pushed), ("plan pop", pushed, hundred),
    ("plan 100-entry change", hundred, changed),
  ]
}

/// The restoration benchmarks' state: one stack of 1,000 entries.
package func bigState() -> NavigationState<BenchRoute> {
  var big = NavigationState(root: BenchRoute.home)
  _ = try? big.push(contentsOf: (1..<1_000).map { BenchRoute.item($0 % 50, id: $0, item: $0 * 7) })
  return big
}
