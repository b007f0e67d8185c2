extension Navigator {
  /// Runs a mutation on a copy of the state; commits it and publishes an event.
  ///
  /// Every command of the navigator goes through here, so every request — refused or not —
  /// is published exactly once, and a refused request leaves the state untouched. The
  /// navigator's route rules and leave guards see the result before it is committed. Apps make
  /// a change of their own that must be one event with ``transaction(animated:_:)``.
  /// - Parameters:
  ///   - command: What the event's command describes.
  ///   - mutation: The change, applied to a copy.
  /// - Returns: The mutation's result.
  /// - Throws: The error that refused the mutation (or a rule or leave guard that refused its
  ///   result); the state is then unchanged.
  @inlinable
  @discardableResult
  package func perform<Value>(
    _ command: NavigationCommand<Route>.Kind,
    _ mutation: (inout NavigationState<Route>) throws(NavigationError) -> Value
  ) throws(NavigationError) -> Value {
    let old = storage
    var new = old
    let result: Result<Value, NavigationError>
    do throws(NavigationError) {
      let value = try mutation(&new)
      if !rules.isEmpty || !old._leaveGuarded.isEmpty {
        try admit(&new, from: old, command: command)
      }
      result = .success(value)
    } catch {
      result = .failure(error)
    }
    switch result {
    case .failure(let error):
      conclude(command, old: old, new: old, outcome: .failed(error))
    case .success:
      if observation.hasReaders {
        let parts = ChangedParts(from: old, to: new)
        let changed = !parts.isEmpty || old._nextID != new._nextID
        conclude(
          command, old: consume old, new: consume new, outcome: changed ? .changed : .unchanged,
          parts: parts)
      } else {
        // Which parts changed matters only to a reader of one (see `commit`); without one,
        // equality says whether anything did, for a fraction of the cost (a push differs in
        // its id counter, the first thing compared).
        let changed = old != new
        conclude(
          command, old: consume old, new: consume new, outcome: changed ? .changed : .unchanged)
      }
    }
    return try result.get()
  }

  /// Commits a command's result, publishes its event and settles everything waiting on it.
  ///
  /// - Parameter parts: What differs between `old` and `new`, when the caller knows it.
  @inlinable
  func conclude(
    _ command: NavigationCommand<Route>.Kind, old: consuming NavigationState<Route>,
    new: consuming NavigationState<Route>, outcome: NavigationEvent<Route>.Outcome,
    parts: ChangedParts? = nil
  ) {
    let changed: Bool
    if case .changed = outcome { changed = true } else { changed = false }
    if changed { commit(new, parts: parts) }
    sequence += 1
    let settling =
      changed
      && (old._alert != nil || hasWaitersOrGuards || !old._leaveGuarded.isEmpty
        || !new._leaveGuarded.isEmpty)
    if settling {
      publish(
        NavigationEvent(
          sequence: sequence, command: NavigationCommand(command), outcome: outcome,
          oldState: copy old,
          newState: copy new))
      settle(old: old, new: new)
    } else {
      // The states move into the event: no copy.
      publish(
        NavigationEvent(
          sequence: sequence, command: NavigationCommand(command), outcome: outcome,
          oldState: consume old,
          newState: consume new))
    }
    if hasHost { driveHost() }
  }

  /// Whether a result waiter or a leave guard is registered.
  @usableFromInline var hasWaitersOrGuards: Bool {
    !resultWaiters.isEmpty || !leaveGuards.isEmpty
  }

  /// Resumes the waiters of alerts and screens that left, and forgets their guards.
  @usableFromInline
  func settle(old: NavigationState<Route>, new: NavigationState<Route>) {
    settleAlerts(old: old, new: new)
    if !resultWaiters.isEmpty { settleResults(new: new) }
    if !leaveGuards.isEmpty {
      leaveGuards = leaveGuards.filter { new._leaveGuarded.contains($0.key) }
    }
    if old._leaveGuarded != new._leaveGuarded { host?.leaveGuardsDidChange(in: new) }
  }
}
