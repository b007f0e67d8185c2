extension Navigator {
  /// Runs a mutation on a copy of the state; commits it and publishes an event.
  ///
  /// Every command of the navigator goes through here, so every request — refused or not —
  /// is published exactly once, and a refused request leaves the state untouched. Apps use
  /// it for a change of their own that must be one event:
  ///
  /// ```swift
  /// try navigator.perform(.push([.inbox], on: .tab("mail"))) { state throws(NavigationError) in
  ///   try state.selectTab("mail")
  ///   try state.push(.inbox)
  /// }
  /// ```
  /// - Parameters:
  ///   - command: The description carried by the event.
  ///   - mutation: The change, applied to a copy.
  /// - Returns: The mutation's result.
  /// - Throws: The error that refused the mutation; the state is then unchanged.
  @inlinable
  @discardableResult
  public func perform<Value>(
    _ command: NavigationCommand<Route>,
    _ mutation: (inout NavigationState<Route>) throws(NavigationError) -> Value
  ) throws(NavigationError) -> Value {
    let old = storage
    var new = old
    let result: Result<Value, NavigationError>
    do throws(NavigationError) {
      result = .success(try mutation(&new))
    } catch {
      result = .failure(error)
    }
    let outcome: NavigationEvent<Route>.Outcome
    switch result {
    case .failure(let error):
      outcome = .failed(error)
      new = old
    case .success:
      outcome = new == old ? .unchanged : .changed
    }
    if outcome == .changed { commit(new) }
    sequence += 1
    publish(
      NavigationEvent(
        sequence: sequence, command: command, outcome: outcome, oldState: old, newState: new))
    settleAlerts(old: old, new: new)
    driveHost()
    return try result.get()
  }
}
