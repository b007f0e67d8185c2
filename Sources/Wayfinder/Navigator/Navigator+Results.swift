/// A caller awaiting the value a screen finishes with.
struct ResultWaiter {
  let key: UInt64
  let accepts: @MainActor (any Sendable) -> Bool
  let resume: @MainActor ((any Sendable)?) -> Void
}

extension Navigator {
  /// Waits for the value a screen finishes with: the screen a ``push(_:on:)`` returned, or any
  /// screen in the state.
  ///
  /// Resumes exactly once: with the value passed to ``finish(_:with:)`` (or a scoped
  /// navigator's `finish(with:)`), or with `nil` when the screen goes any other way — popped,
  /// dragged away, its layer dismissed, the state restored or replaced — when it is not in the
  /// state, or when the awaiting task is cancelled (the screen then stays).
  ///
  /// ```swift
  /// let picker = try navigator.push(.contactPicker)
  /// let contact = await navigator.result(of: picker, as: Contact.self)
  /// ```
  /// - Parameters:
  ///   - entry: The screen.
  ///   - type: The type of the result.
  /// - Returns: The value it finished with, or `nil`.
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

  /// Waits for the value a layer's root screen finishes with: the layer a
  /// ``present(_:as:)`` returned; see the screen's form of this method.
  ///
  /// ```swift
  /// let sheet = try navigator.present(.picker, as: .sheet())
  /// if let color = await navigator.result(of: sheet, as: Color.self) { model.color = color }
  /// ```
  /// - Parameters:
  ///   - layer: The layer.
  ///   - type: The type of the result.
  /// - Returns: The value its root screen finished with, or `nil` (the layer went another
  ///   way, is not in the state, or the awaiting task was cancelled).
  public func result<Value: Sendable>(of layer: LayerID, as type: Value.Type = Value.self) async
    -> Value?
  {
    guard let root = storage.layers.last(where: { $0.id == layer })?.content.root.id else {
      return nil
    }
    return await result(of: root, as: type)
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
  /// - Throws: ``NavigationError/Code-swift.enum/invalid`` when the awaiting caller expects
  ///   another type, or what ``NavigationState/close(_:)`` throws. The state is then unchanged
  ///   and nobody is resumed.
  public func finish<Value: Sendable>(_ entry: EntryID, with value: Value)
    throws(NavigationError)
  {
    finishing = (entry, value)
    defer { finishing = nil }
    try perform(.finish(entry)) { state throws(NavigationError) in
      if let waiters = resultWaiters[entry], !waiters.allSatisfy({ $0.accepts(value) }) {
        throw .because(.resultTypeMismatch(entry))
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
  ///   ``NavigationError/Code-swift.enum/leaveGuarded``; the state is then unchanged.
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

  /// Resumes everyone awaiting a screen's result with `nil` while the screen stays: a host's
  /// report that it no longer shows the screen (a sheet page a page was pushed over).
  /// - Parameter entry: The screen.
  package func endResultWaits(of entry: EntryID) {
    guard let waiters = resultWaiters.removeValue(forKey: entry) else { return }
    for waiter in waiters { waiter.resume(nil) }
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
  package var pendingResultCount: Int { resultWaiters.values.reduce(0) { $0 + $1.count } }
}
