public import Wayfinder
import WayfinderTraces

/// A line-by-line comparison of two states' trees, for failure messages.
///
/// ```swift
/// if let diff = stateDiff(expected, actual) { print(diff) }
/// // − │  ├─ b: one #2
/// // + │  ├─ b: one #2 › two #5  ◀
/// ```
/// - Parameters:
///   - expected: What the test expected.
///   - actual: What the navigator holds.
/// - Returns: `nil` when the states are equal, else the differing lines marked `−` (expected)
///   and `+` (actual), with unchanged lines for context.
public func stateDiff<Route: Equatable>(
  _ expected: NavigationState<Route>, _ actual: NavigationState<Route>
) -> String? {
  guard expected != actual else { return nil }
  // The core's diff marks removed lines "- "; a failure message marks them "− " (expected).
  return NavigationState.treeDiff(from: expected, to: actual)
    .map { $0.hasPrefix("- ") ? "− " + $0.dropFirst(2) : $0 }
    .joined(separator: "\n")
}
