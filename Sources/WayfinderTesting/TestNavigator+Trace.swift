import Wayfinder
public import WayfinderTraces

extension TestNavigator where Route: Codable {
  /// Replays a recorded trace, one assertion per record: each command runs again and must give
  /// the recorded state (or the recorded refusal), so a trace from a bug report becomes a test.
  ///
  /// ```swift
  /// @Test @MainActor func theReportedSession() throws {
  ///   let trace = try NavigationTrace<Screen>.read(from: Data(contentsOf: traceURL))
  ///   let test = TestNavigator(trace.start)
  ///   try test.replay(trace)
  /// }
  /// ```
  ///
  /// The test navigator must start at the trace's start. A record whose command cannot run
  /// from its value alone (a pop to a route matched by a closure, a link, a transaction…) restores the recorded state instead; a
  /// diagnostic's record expects the diagnostic again when the command before it reports it.
  /// - Parameter trace: The trace.
  /// - Throws: ``TestNavigatorFailure`` at the first record that differs, naming it, with a
  ///   diff of the two states.
  public func replay(_ trace: NavigationTrace<Route>) throws {
    try check(trace.start)
    for (index, record) in trace.records.enumerated() {
      do {
        try replay(record)
      } catch let failure as TestNavigatorFailure {
        throw TestNavigatorFailure("record \(index) (\(record.summary)): \(failure)")
      }
    }
    try finish()
  }

  private func replay(_ record: TraceRecord<Route>) throws {
    if record.outcome == .diagnostic {
      // Not a command: the replay must have reported it again only if a command did.
      if let first = unasserted.first, first.diagnostic?.description == record.error {
        unasserted.removeFirst()
      }
      return
    }
    guard let recordedError = record.error else {
      try send(
        { navigator throws(NavigationError) in
          if try !navigator.run(record.command) { try navigator.restore(record.state) }
        },
        expecting: { $0 = record.state })
      return
    }
    try finish()
    var refusal: NavigationError?
    do {
      try navigator.run(record.command)
    } catch {
      refusal = error
    }
    guard let refusal, refusal.description == recordedError else {
      throw TestNavigatorFailure(
        "expected the refusal '\(recordedError)'; "
          + (refusal.map { "got '\($0)'" } ?? "the command was not refused"))
    }
    try receive(record.command)
    try compare(record.state)
  }
}
