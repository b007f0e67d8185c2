// One line of the device probes' report: a run-time rule of the SwiftUI or UIKit host (its id
// in the project's list of run-time rules), whether the device behaved as the rule needs, and
// what was measured. The probes print one such line per rule and host.

/// The verdict on one run-time rule, measured on a device or a simulator.
struct ProbeLine: Sendable, CustomStringConvertible {
  /// The rule's id, such as `Q20`.
  let rule: String
  /// The host the scenario ran on: `SwiftUI` or `UIKit`.
  let host: String
  /// Whether the device behaved as the rule needs.
  let passed: Bool
  /// What was measured, in a few words with numbers (`completion 12 ms after viewDidAppear`).
  let measured: String

  /// `Q20 SwiftUI PASS completion 12 ms after viewDidAppear`, the form the workflow reads.
  var description: String { "\(rule) \(host) \(passed ? "PASS" : "FAIL") \(measured)" }
}

extension ProbeLine {
  /// The failed line of a scenario the navigator refused to run: what it refused, and why.
  ///
  /// ```swift
  /// return .refused("Q20", "SwiftUI", "push", error)  // Q20 SwiftUI FAIL push refused: …
  /// ```
  static func refused(_ rule: String, _ host: String, _ what: String, _ error: any Error)
    -> ProbeLine
  {
    ProbeLine(rule: rule, host: host, passed: false, measured: "\(what) refused: \(error)")
  }
}
