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
  /// - Parameters:
  ///   - trace: The trace.
  ///   - fileID: The file of the call, reported with a failure.
  ///   - filePath: The full path of that file.
  ///   - line: The line of the call.
  ///   - column: The column of the call.
  /// - Throws: ``TestNavigatorFailure`` at the first record that differs, naming it, with a
  ///   diff of the two states.
  public func replay(
    _ trace: NavigationTrace<Route>, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) throws {
    let caller = Caller(fileID: fileID, filePath: filePath, line: line, column: column)
    try check(trace.start, at: caller)
    for (index, record) in trace.records.enumerated() {
      do {
        try replay(record, at: caller)
      } catch let failure as TestNavigatorFailure {
        throw TestNavigatorFailure(
          failure.code, "record \(index) (\(record.summary)): \(failure.problem)", caller)
      }
    }
    try settleEarlierEvents(at: caller)
  }

  private func replay(_ record: TraceRecord<Route>, at caller: Caller) throws {
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
          if try !navigator.run(record.command) { try? navigator.restore(record.state) }
        },
        expecting: { $0 = record.state }, at: caller)
      return
    }
    try settleEarlierEvents(at: caller)
    var refusal: NavigationError?
    do {
      try navigator.run(record.command)
    } catch {
      refusal = error
    }
    guard let refusal, refusal.description == recordedError else {
      throw TestNavigatorFailure(
        .refusalDiffers,
        "expected the refusal '\(recordedError)'; "
          + (refusal.map { "got '\($0)'" } ?? "the command was not refused"), caller)
    }
    try receive(record.command, at: caller)
    try compare(record.state, at: caller)
  }
}
