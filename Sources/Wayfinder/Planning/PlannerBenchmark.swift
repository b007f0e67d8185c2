/// The planner, for this repository's benchmarks and profiler: they live in a package of their
/// own (so that apps never resolve the benchmark harness), which cannot see `package`
/// declarations. Not API: it is reached with `@_spi(Benchmarks) import Wayfinder`, and it is
/// neither documented nor counted in the public surface.
@_spi(Benchmarks)
public enum PlannerBenchmark {
  /// Plans the change from `old` to `new` for the SwiftUI host, and returns how many steps it
  /// takes (the `plan …` benchmarks and the profiler's planner operations).
  /// - Parameters:
  ///   - old: The state on screen.
  ///   - new: The state wanted.
  /// - Returns: The number of host steps.
  @inlinable
  public static func swiftUISteps<Route: Equatable>(
    from old: NavigationState<Route>, to new: NavigationState<Route>
  ) -> Int {
    NavigationPlanner.plan(from: old, to: new, capabilities: .swiftUI).count
  }
}
