extension Navigator {
  /// Runs commands as usual and says what they did: the ids of the screens, layers and alert
  /// they created, and the event to await with ``onScreen(_:)``. With `animated: false`, the
  /// host shows the change without animation (both hosts; a plan that also carries a later
  /// change shows that without animation too).
  ///
  /// The commands keep their own signatures (no result to discard, so `try?` in a button
  /// stays warning-free); this is the one place that answers "which id?" and "when is it on
  /// screen?".
  ///
  /// ```swift
  /// let change = try navigator.change(animated: false) {
  ///   try navigator.push(.detail(42))
  /// }
  /// let detail = change.entry            // the pushed screen's id
  /// await navigator.onScreen(change)     // it is on screen now, without animation
  /// ```
  /// - Parameters:
  ///   - animated: Whether the host may animate the change (default: `true`).
  ///   - body: The commands.
  /// - Returns: What they did.
  /// - Throws: The error `body` throws; commands that ran before it keep their changes, as
  ///   they would outside (use ``transaction(_:)`` inside `body` for all or nothing).
  @discardableResult
  public func change<Failure: Error>(
    animated: Bool = true, _ body: () throws(Failure) -> Void
  ) throws(Failure) -> NavigationChange {
    let firstID = storage.nextID
    if !animated { unanimatedDepth += 1 }
    defer {
      if !animated {
        unanimatedDepth -= 1
        unanimatedThrough = max(unanimatedThrough, sequence)
      }
    }
    try body()
    return NavigationChange(created: firstID, in: storage, sequence: sequence)
  }

  /// Returns once the host has shown a change: every event up to `change`'s, or a later state
  /// that includes it. Not every later change needs to be on screen (unlike ``settled()``).
  /// At once without a host.
  ///
  /// ```swift
  /// let change = try navigator.change { try navigator.push(.detail(42)) }
  /// await navigator.onScreen(change)
  /// analytics.screenShown("detail")
  /// ```
  /// - Parameter change: What ``change(animated:_:)`` returned.
  public func onScreen(_ change: NavigationChange) async {
    await shown(through: change.sequence)
  }

  /// Returns once the host has shown every event up to `sequence`.
  /// - Parameter sequence: An event's sequence number.
  func shown(through sequence: Int) async {
    if host == nil || displayedSequence >= sequence { return }
    await withCheckedContinuation { changeWaiters.append((sequence, $0)) }
  }

  /// Whether the next step may animate: not while an unanimated change is being made, nor
  /// while one is not yet shown.
  var stepsAnimate: Bool {
    unanimatedDepth == 0 && displayedSequence >= unanimatedThrough
  }

  /// Records that the host shows every event up to `sequence`, and resumes those waiting.
  func hostShows(through sequence: Int) {
    guard sequence > displayedSequence else { return }
    displayedSequence = sequence
    guard !changeWaiters.isEmpty else { return }
    var waiting: [(Int, CheckedContinuation<Void, Never>)] = []
    for waiter in changeWaiters {
      if waiter.sequence <= sequence {
        waiter.continuation.resume()
      } else {
        waiting.append(waiter)
      }
    }
    changeWaiters = waiting
  }
}

extension Navigator {
  /// Records the screens whose route changed in place between two states (same id, same
  /// stack), for the host's planner.
  @usableFromInline
  func noteUpdatesInPlace(from old: NavigationState<Route>, to new: NavigationState<Route>) {
    updatedInPlace.formUnion(old.entriesUpdatedInPlace(in: new))
  }
}

extension NavigationCommand {
  /// Whether the command gives a screen a new route in place.
  var updatesInPlace: Bool {
    if case .update = self { true } else { false }
  }
}

extension NavigationChange {
  /// The change whose ids were issued from `firstID` on, as `state` holds them.
  init<Route>(created firstID: UInt64, in state: NavigationState<Route>, sequence: Int) {
    // A restored state may count its ids from lower than the state it replaced: it created
    // nothing the change could name.
    guard firstID < state.nextID else {
      self.init(sequence: sequence)
      return
    }
    let range = firstID..<state.nextID
    guard !range.isEmpty else {
      self.init(sequence: sequence)
      return
    }
    let entries = state.allEntries.map(\.id).filter { range.contains($0.rawValue) }
    self.init(
      sequence: sequence,
      entries: entries.sorted { $0.rawValue < $1.rawValue },
      layers: state.layers.map(\.id).filter { range.contains($0.rawValue) },
      alert: state.alert.map(\.id).flatMap { range.contains($0.rawValue) ? $0 : nil })
  }
}
