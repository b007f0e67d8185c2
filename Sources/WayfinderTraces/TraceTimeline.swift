public import Wayfinder

/// What an inspector shows of a trace: one row per event, and for the selected event its
/// state as a tree, what changed, its link, and the state to go back to.
///
/// The SwiftUI inspector and the HTML page both draw this, so what they show is decided here
/// and tested without a screen.
///
/// ```swift
/// let timeline = TraceTimeline(recorder.trace, links: table)
/// for row in timeline.rows { print(row.title, row.time) }
/// let tree = timeline.tree(at: 3)
/// ```
public struct TraceTimeline<Route: Hashable & Sendable & Codable>: Sendable {
  /// One event of the timeline.
  public struct Row: Hashable, Sendable, Identifiable {
    /// The record's index in the trace.
    public var id: Int
    /// `#3 push [detail(42)]`.
    public var title: String
    /// What the command did.
    public var outcome: TraceOutcome
    /// The refusal, when the command failed.
    public var error: String?
    /// When it happened: `12.5 ms`.
    public var time: String
    /// Each host step: its operation and how it ended (`acknowledged after 0.3 ms`,
    /// `timed out`, `not acknowledged`).
    public var steps: [String]

    /// What an inspector writes beside the title: `changed`, `unchanged`, `refused: <why>`,
    /// or, for a diagnostic, its problem and fix as they are.
    ///
    /// ```swift
    /// for row in TraceTimeline(recorder.trace).rows {
    ///   print(row.summary)  // "refused: nothing to pop on base"
    /// }
    /// ```
    public var summary: String {
      switch (outcome, error) {
      case (.diagnostic, let text?): text
      case (_, let text?): "refused: \(text)"
      case (_, nil): outcome.rawValue
      }
    }
  }

  /// The trace shown.
  public let trace: NavigationTrace<Route>
  /// The rows, oldest first.
  public let rows: [Row]
  private let links: LinkTable<Route>?

  /// Lays out a trace.
  /// - Parameters:
  ///   - trace: The trace.
  ///   - links: The app's link table, to show each state's link (default: none).
  /// - Complexity: O(n) in the records.
  public init(_ trace: NavigationTrace<Route>, links: LinkTable<Route>? = nil) {
    self.trace = trace
    self.links = links
    rows = trace.records.enumerated().map { index, record in
      Row(
        id: index, title: "#\(record.sequence) \(record.summary)", outcome: record.outcome,
        error: record.error, time: Self.milliseconds(record.at),
        steps: record.steps.map { step in
          let end =
            step.timedOut
            ? "timed out"
            : step.completed.map { "acknowledged after \(Self.milliseconds($0 - step.started))" }
              ?? "not acknowledged"
          return "\(step.operation) — \(end)"
        })
    }
  }

  /// The state after an event as a tree, one line each (the start for `-1`).
  /// - Parameter index: The record's index, or `-1`.
  /// - Returns: The lines, or none when there is no such record.
  public func tree(at index: Int) -> [String] {
    trace.state(after: index).map(Self.lines) ?? []
  }

  /// What an event changed: the tree before it and after it, line by line, each line starting
  /// with `  ` (kept), `- ` (removed) or `+ ` (added).
  /// - Parameter index: The record's index.
  /// - Returns: The lines, or none when there is no such record.
  /// - Complexity: O(n × m) in the two trees' lines (at most 400 each, or shown whole).
  public func changes(at index: Int) -> [String] {
    guard let before = trace.state(before: index), let after = trace.state(after: index) else {
      return []
    }
    return NavigationState.treeDiff(from: before, to: after)
  }

  /// The link of the state after an event, with what it leaves out, or `nil` without a
  /// table or when no link shows the state.
  /// - Parameter index: The record's index, or `-1` for the start.
  public func link(at index: Int) -> String? {
    guard let links, let state = trace.state(after: index) else { return nil }
    return links.link(for: state)?.description
  }

  /// The state to restore to go back to the moment after an event.
  /// - Parameter index: The record's index, or `-1` for the start.
  public func state(at index: Int) -> NavigationState<Route>? {
    trace.state(after: index)
  }

  static func lines(_ state: NavigationState<Route>) -> [String] {
    state.description.split(separator: "\n").map(String.init)
  }

  static func milliseconds(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return "\(tenths) ms"
  }
}
