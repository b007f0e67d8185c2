/// A caller awaiting the value a screen finishes with.
struct ResultWaiter {
  let key: UInt64
  let accepts: @MainActor (any Sendable) -> Bool
  let resume: @MainActor ((any Sendable)?) -> Void
}

extension Navigator {
  /// Presents a screen and waits for the value it finishes with.
  ///
  /// Resumes exactly once: with the value passed to ``finish(_:with:)`` (or a scoped
  /// navigator's `finish(with:)`), or with `nil` when the screen goes any other way — popped,
  /// dragged away, its layer dismissed, the state restored or replaced — or when the awaiting
  /// task is cancelled (the screen then stays).
  ///
  /// ```swift
  /// if let color = try await navigator.present(.picker, as: .sheet(), returning: Color.self) {
  ///   model.color = color
  /// }
  /// ```
  /// - Parameters:
  ///   - route: The screen, the root of a new layer.
  ///   - presentation: How to present it.
  ///   - type: The type of the result.
  /// - Returns: The result, or `nil`.
  /// - Throws: The ``NavigationError`` that refused the presentation.
  public func present<Value: Sendable>(
    _ route: Route, as presentation: Presentation, returning type: Value.Type
  ) async throws(NavigationError) -> Value? {
    var issued: EntryID?
    try perform(.present([route], presentation)) { state throws(NavigationError) in
      let layer = try state.present(route, as: presentation)
      issued = state.layers.last { $0.id == layer }?.content.root.id
    }
    guard let issued else { return nil }
    return await result(of: issued, as: type)
  }

  /// Pushes a screen and waits for the value it finishes with; see
  /// ``present(_:as:returning:)``.
  ///
  /// ```swift
  /// let contact = try await navigator.push(.contactPicker, returning: Contact.self)
  /// ```
  /// - Parameters:
  ///   - route: The screen.
  ///   - location: The stack (default: the active stack).
  ///   - type: The type of the result.
  /// - Returns: The result, or `nil` when the screen went any other way.
  /// - Throws: The ``NavigationError`` that refused the push.
  public func push<Value: Sendable>(
    _ route: Route, on location: StackLocation? = nil, returning type: Value.Type
  ) async throws(NavigationError) -> Value? {
    var issued: EntryID?
    try perform(.push([route], on: location)) { state throws(NavigationError) in
      let resolved = try state.resolve(location)
      try state.push(route, on: resolved)
      issued = state.stack(at: resolved)?.top.id
    }
    guard let issued else { return nil }
    return await result(of: issued, as: type)
  }

  /// Waits for the value a screen already shown finishes with.
  ///
  /// ```swift
  /// let answer = await navigator.result(of: quizID, as: Int.self)
  /// ```
  /// - Parameters:
  ///   - entry: The screen.
  ///   - type: The type of the result.
  /// - Returns: The value it finished with; `nil` when it left without one, is not in the
  ///   state, or the awaiting task was cancelled.
  public func result<Value: Sendable>(of entry: EntryID, as type: Value.Type = Value.self) async
    -> Value?
  {
    let key = issueObserverKey()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Value?, Never>) in
        guard !Task.isCancelled, storage.entry(entry) != nil else {
          continuation.resume(returning: nil)
          return
        }
        let waiter = ResultWaiter(
          key: key, accepts: { $0 is Value },
          resume: { continuation.resume(returning: $0 as? Value) })
        resultWaiters[entry, default: []].append(waiter)
      }
    } onCancel: {
      Task { @MainActor [weak self] in self?.stopWaiting(key, for: entry) }
    }
  }

  /// Closes a screen with a result: resumes whoever awaits it with `value`, and closes it as
  /// ``close(_:)`` does. The screen's own leave guard is not asked: finishing is the screen's
  /// own decision.
  ///
  /// ```swift
  /// try navigator.finish(pickerID, with: Color.red)
  /// ```
  /// - Parameters:
  ///   - entry: The screen.
  ///   - value: The result.
  /// - Throws: ``NavigationError/resultTypeMismatch(_:)`` when the awaiting caller expects
  ///   another type, or what ``NavigationState/close(_:)`` throws. The state is then unchanged
  ///   and nobody is resumed.
  public func finish<Value: Sendable>(_ entry: EntryID, with value: Value)
    throws(NavigationError)
  {
    finishing = (entry, value)
    defer { finishing = nil }
    try perform(.finish(entry)) { state throws(NavigationError) in
      if let waiters = resultWaiters[entry], !waiters.allSatisfy({ $0.accepts(value) }) {
        throw .resultTypeMismatch(entry)
      }
      try state.close(entry)
    }
  }

  /// Closes a screen: pops it when it was pushed, dismisses its layer when it is a layer's
  /// root. See ``NavigationState/close(_:)``. Whoever awaits its result gets `nil`.
  ///
  /// ```swift
  /// try navigator.close(formID)
  /// ```
  /// - Parameter entry: The screen.
  /// - Throws: The ``NavigationError`` of the state command, or
  ///   ``NavigationError/leaveGuarded(_:)``; the state is then unchanged.
  public func close(_ entry: EntryID) throws(NavigationError) {
    try perform(.close(entry)) { state throws(NavigationError) in try state.close(entry) }
  }

  /// Resumes the waiters of screens that left the state: with the finishing value for the
  /// screen being finished, `nil` for every other.
  func settleResults(new: NavigationState<Route>) {
    for (entry, waiters) in resultWaiters where new.entry(entry) == nil {
      resultWaiters[entry] = nil
      let value = finishing.flatMap { $0.entry == entry ? $0.value : nil }
      for waiter in waiters { waiter.resume(value) }
    }
  }

  /// Forgets one waiter (its task was cancelled) and resumes it with `nil`.
  func stopWaiting(_ key: UInt64, for entry: EntryID) {
    guard var waiters = resultWaiters[entry],
      let index = waiters.firstIndex(where: { $0.key == key })
    else { return }
    let waiter = waiters.remove(at: index)
    resultWaiters[entry] = waiters.isEmpty ? nil : waiters
    waiter.resume(nil)
  }

  /// How many callers await a result (for tests and diagnostics).
  public var pendingResultCount: Int { resultWaiters.values.reduce(0) { $0 + $1.count } }
}
