public import Wayfinder

extension Navigator {
  /// Runs a recorded command again, as the method of its name did, and publishes its event
  /// with the same command.
  ///
  /// A command that carries what it needs runs again exactly; one that does not — a pop to a
  /// route matched by a closure, a link (the table is not in the command), a screen's result,
  /// a transaction, a restoration, a change of rules — is not run, and the result says so.
  /// - Parameter command: The command, as an event carries it.
  /// - Returns: Whether the command ran (`false`: it cannot run from its value alone, and
  ///   nothing changed).
  /// - Throws: The command's `NavigationError` when it is refused.
  @discardableResult
  package func run(_ command: NavigationCommand<Route>) throws(NavigationError) -> Bool {
    let kind = command.kind
    func again<Value>(
      _ mutation: (inout NavigationState<Route>) throws(NavigationError) -> Value
    ) throws(NavigationError) {
      _ = try perform(kind, mutation)
    }
    switch kind {
    case .push(let routes, let location):
      try again { state throws(NavigationError) in try state.push(contentsOf: routes, on: location)
      }
    case .pop(let count, let location): try pop(count, on: location)
    case .popTo(let id): try pop(to: id)
    case .popToRoot(let location): try popToRoot(on: location)
    case .replaceRoot(let route, let location):
      try again { state throws(NavigationError) in try state.replaceRoot(with: route, on: location)
      }
    case .replaceStack(let routes, let location):
      try again { state throws(NavigationError) in
        try state.replaceStack(with: routes, on: location)
      }
    case .replaceTop(let route, let location):
      try again { state throws(NavigationError) in try state.replaceTop(with: route, on: location) }
    case .replace(let id, let route): try replace(id, with: route)
    case .present(let routes, let presentation):
      try again { state throws(NavigationError) in
        try state.present(stack: routes, as: presentation)
      }
    case .dismiss(let count): try dismiss(count)
    case .dismissLayer(let id):
      try again { state throws(NavigationError) in try state.dismiss(layer: id) }
    case .dismissAll: try dismissAll()
    case .selectDetent(let detent, let layer):
      try again { state throws(NavigationError) in try state.selectDetent(detent, of: layer) }
    case .selectTab(let tab): try selectTab(tab)
    case .show(let route, let column): try show(route, in: column)
    case .clear(let column):
      try again { state throws(NavigationError) in try state.clear(column) }
    case .setColumnVisibility(let visibility):
      try again { state throws(NavigationError) in try state.setColumnVisibility(visibility) }
    case .goBack: try goBack()
    case .presentAlert(let alert): try presentAlert(alert)
    case .dismissAlert: try dismissAlert()
    case .apply(let target): try apply(target)
    case .userDid(let action): try userDid(action)
    case .close(let entry): try close(entry)
    case .popToFirst, .popToLast, .open, .finish, .transaction, .restore, .rulesDidChange:
      return false
    }
    return true
  }
}

extension Navigator where Route: Codable {
  /// Replays a trace: restores its start, runs each record's command again, and stops at the
  /// first record whose state or refusal differs from the recorded one. A record whose
  /// command cannot run from its value alone (a pop to a route matched by a closure, a link, a
  /// screen's result, a transaction, a restoration, a change of rules) restores the recorded state; a
  /// diagnostic's record is skipped (it is no command).
  ///
  /// ```swift
  /// import Testing
  ///
  /// let replay = navigator.replay(trace)
  /// #expect(replay.difference == nil)
  /// ```
  /// - Parameter trace: The trace.
  /// - Returns: What matched, what was restored, and the first difference.
  /// - Complexity: O(n) commands, each as it costs.
  @discardableResult
  public func replay(_ trace: NavigationTrace<Route>) -> TraceReplay<Route> {
    var replay = TraceReplay<Route>()
    do {
      try restore(trace.start)
    } catch {
      replay.difference = TraceDifference(
        record: -1, expected: trace.start, found: state, expectedError: nil,
        foundError: error.description)
      return replay
    }
    for (index, record) in trace.records.enumerated() where record.outcome != .diagnostic {
      var refusal: String?
      do {
        if try !run(record.command) {
          try restore(record.state)
          replay.restored.append(index)
          continue
        }
      } catch {
        refusal = String(describing: error)
      }
      guard state == record.state, refusal == record.error else {
        replay.difference = TraceDifference(
          record: index, expected: record.state, found: state, expectedError: record.error,
          foundError: refusal)
        return replay
      }
      replay.matched += 1
    }
    return replay
  }
}

/// What ``Wayfinder/Navigator/replay(_:)`` found.
public struct TraceReplay<Route: Hashable & Sendable & Codable>: Hashable, Sendable {
  /// How many records ran again and gave the recorded state (or refusal).
  public var matched = 0

  /// The records whose command could not run from its value, so their state was restored.
  public var restored: [Int] = []

  /// The first record that gave another state or refusal, or `nil` when none did.
  public var difference: TraceDifference<Route>?
}

/// A record whose replay differs from what was recorded.
public struct TraceDifference<Route: Hashable & Sendable & Codable>: Hashable, Sendable {
  /// The record's index (-1: the start could not be restored).
  public var record: Int
  /// The recorded state.
  public var expected: NavigationState<Route>
  /// The state the replay gave.
  public var found: NavigationState<Route>
  /// The recorded refusal, if any.
  public var expectedError: String?
  /// The replay's refusal, if any.
  public var foundError: String?
}
