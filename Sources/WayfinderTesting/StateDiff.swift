public import Wayfinder

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
  return lineDiff(expected.description, actual.description)
}

/// A minimal line diff (longest common subsequence), marking removed lines `−` and added `+`.
func lineDiff(_ old: String, _ new: String) -> String {
  let a = old.split(separator: "\n", omittingEmptySubsequences: false)
  let b = new.split(separator: "\n", omittingEmptySubsequences: false)
  var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in stride(from: a.count - 1, through: 0, by: -1) {
    for j in stride(from: b.count - 1, through: 0, by: -1) {
      lengths[i][j] =
        a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
    }
  }
  var lines: [String] = []
  var i = 0
  var j = 0
  while i < a.count || j < b.count {
    if i < a.count, j < b.count, a[i] == b[j] {
      lines.append("  " + a[i])
      i += 1
      j += 1
    } else if j < b.count, i == a.count || lengths[i][j + 1] >= lengths[i + 1][j] {
      lines.append("+ " + b[j])
      j += 1
    } else {
      lines.append("− " + a[i])
      i += 1
    }
  }
  return lines.joined(separator: "\n")
}
